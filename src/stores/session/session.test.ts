import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $apiAway, resetApiAway } from './api-away.ts';
import { hideAlert } from '../alerts/index.ts';
import { onSessionEnd, session, setSessionDeps } from './session.ts';

/** The page's own API client (session()) over a fetch that answers every call with `status`. */
function answering(status: number, body = '') {
  const fetch = vi.fn(() => Promise.resolve(new Response(status === 304 ? null : body, { status })));
  vi.stubGlobal('fetch', fetch);
  setSessionDeps(null);
  return fetch;
}

const read = () => session().api.request({ method: 'get', path: '/events/room1/results' });

beforeEach(() => resetApiAway());
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionDeps(null);
  resetApiAway();
  hideAlert();
});

describe('the session API client', () => {
  it("counts a conditional read's 304 as the API reached: the API-away state clears", async () => {
    answering(502, 'Bad Gateway');
    await expect(read()).rejects.toMatchObject({ status: 502 });
    expect($apiAway.get()).toBe(true);
    answering(304);
    await expect(read()).rejects.toMatchObject({ status: 304 });
    expect($apiAway.get()).toBe(false);
  });

  describe('when the session ends (the token refresh refused)', () => {
    const ended = () => {
      const fetch = answering(401, JSON.stringify({ message: 'auth.tokenInvalid' }));
      session().storage.set('access_token', 'at');
      session().storage.set('refresh_token', 'rt');
      return fetch;
    };

    it('goes to the login page when no page took it over', async () => {
      const assign = vi.fn();
      vi.stubGlobal('location', { assign });
      ended();
      await expect(read()).rejects.toMatchObject({ status: 401 });
      expect(assign).toHaveBeenCalledWith(expect.stringContaining('login'));
      expect(session().storage.get('access_token')).toBeNull();
    });

    it("calls the page's own handler instead, until it unsubscribes", async () => {
      const assign = vi.fn();
      vi.stubGlobal('location', { assign });
      const handler = vi.fn();
      const stop = onSessionEnd(handler);
      ended();
      await expect(read()).rejects.toMatchObject({ status: 401 });
      expect(handler).toHaveBeenCalledOnce();
      expect(assign).not.toHaveBeenCalled();
      stop();
      ended();
      await expect(read()).rejects.toMatchObject({ status: 401 });
      expect(handler).toHaveBeenCalledOnce();
      expect(assign).toHaveBeenCalledOnce();
    });
  });
});
