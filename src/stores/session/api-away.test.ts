import { afterEach, describe, expect, it, vi } from 'vitest';
import { $alert, hideAlert } from '../alerts/index.ts';
import { $apiAway, noteApiFailure, noteApiReached, resetApiAway } from './api-away.ts';

afterEach(() => {
  resetApiAway();
  hideAlert();
});

describe('the API away ($apiAway)', () => {
  it('is set by a call no API answered, and said once per page', () => {
    noteApiFailure({ status: 404, data: '<!doctype html>' });
    expect($apiAway.get()).toBe(true);
    expect($alert.get()).toMatchObject({ visible: true, error: false, messages: [{ key: 'api.away' }] });
    hideAlert();
    noteApiFailure({ status: 0, data: undefined });
    noteApiFailure({ status: 502, data: '' });
    expect($apiAway.get()).toBe(true);
    expect($alert.get().visible).toBe(false);
  });
  it('is said once per visit: the next page of the tab does not say it again, until the API was back', () => {
    // The tab's session storage, as a browser keeps it across the visit's pages.
    const kept = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
    });
    noteApiFailure({ status: 0, data: undefined });
    hideAlert();
    resetApiAway('same');
    noteApiFailure({ status: 0, data: undefined });
    expect($apiAway.get()).toBe(true);
    expect($alert.get().visible).toBe(false);
    noteApiReached();
    noteApiFailure({ status: 0, data: undefined });
    expect($alert.get()).toMatchObject({ visible: true, messages: [{ key: 'api.away' }] });
    vi.unstubAllGlobals();
  });

  it('is cleared by the next call that succeeded', () => {
    noteApiFailure({ status: 0, data: undefined });
    noteApiReached();
    expect($apiAway.get()).toBe(false);
  });
  it("is not set by the API's own refusals", () => {
    noteApiFailure({ status: 404, data: { message: 'topic.notFound' } });
    noteApiFailure({ status: 429, data: { retry_after: 3 } });
    expect($apiAway.get()).toBe(false);
    expect($alert.get().visible).toBe(false);
  });
});
