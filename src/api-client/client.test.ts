/**
 * The client against the real API (in-memory PGlite) over HTTP: one shared refresh for many
 * 401s, retries after it, and the session cleared when the refresh itself is refused.
 */
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/api.ts';
import { signAccessToken } from '../server/services/secrets.ts';
import { createApiClient } from './client.ts';
import { createStorage } from './storage.ts';

let t: TestApp;
let base: string;
const refreshCalls: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.app.addHook('onRequest', (req, _reply, done) => {
    if (req.url.startsWith('/v1/users/refresh_token')) refreshCalls.push(req.url);
    done();
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/v1`;
}, 60_000);
afterAll(() => t.close());

async function registeredClient(email: string) {
  const storage = createStorage(null);
  let ended = 0;
  const client = createApiClient({ baseURL: base, storage, lang: () => 'sv', onSessionEnded: () => ended++ });
  const session = await client.request<{ access_token: string; refresh_token: string; user: { uuid: string } }>({
    method: 'post',
    path: '/users/register',
    data: { email, password: 'a long password', password_confirm: 'a long password', agreements_acceptence: true },
  });
  storage.set('access_token', session.access_token);
  storage.set('refresh_token', session.refresh_token);
  return { client, storage, ended: () => ended };
}

/**
 * Replaces the stored access token by the same one expired a minute ago, signed with the
 * server's secret: the server refuses it as expired, without the test waiting for time to pass.
 */
async function expireAccessToken(storage: ReturnType<typeof createStorage>): Promise<void> {
  const { sub, ver } = decodeJwt(storage.get('access_token') ?? '');
  if (typeof sub !== 'string' || typeof ver !== 'number') throw new Error('access token without sub and ver');
  storage.set('access_token', await signAccessToken(sub, ver, t.config.jwtSecret, -60));
}

describe('API client', () => {
  it('refreshes once for many requests that met an expired token, then retries them', async () => {
    const { client, storage } = await registeredClient('one@example.org');
    const before = storage.get('refresh_token');
    await expireAccessToken(storage);
    refreshCalls.length = 0;
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => client.request<{ data: { email: string } }>({ method: 'get', path: '/users/me' })),
    );
    expect(results.map((r) => r.data.email)).toEqual(Array(5).fill('one@example.org'));
    expect(refreshCalls).toHaveLength(1);
    expect(storage.get('refresh_token')).not.toBe(before);
  });

  it('clears the tokens and ends the session when the refresh is refused', async () => {
    const { client, storage, ended } = await registeredClient('two@example.org');
    storage.set('refresh_token', 'x'.repeat(43)); // unknown to the server
    await expireAccessToken(storage);
    const results = await Promise.allSettled([
      client.request({ method: 'get', path: '/users/me' }),
      client.request({ method: 'get', path: '/users/me' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
    expect(storage.get('access_token')).toBeNull();
    expect(storage.get('refresh_token')).toBeNull();
    expect(ended()).toBe(1);
  });

  it('two tabs refreshing with the same token: the one refused as raced uses the pair the other stored', async () => {
    const tab1 = await registeredClient('tabs@example.org');
    const storage = tab1.storage; // one localStorage for both tabs
    await expireAccessToken(storage);
    // Both tabs read the spent token before either stores a new one; tab 2's refresh reaches
    // the server just after tab 1's was answered.
    let tab2Refreshing!: () => void;
    const tab2Entered = new Promise<void>((r) => (tab2Refreshing = r));
    let tab1Refreshed!: () => void;
    const tab1Done = new Promise<void>((r) => (tab1Refreshed = r));
    const isRefresh = (input: RequestInfo | URL) =>
      (input instanceof Request ? input.url : String(input)).includes('/users/refresh_token');
    const fetch1: typeof fetch = async (input, init) => {
      if (!isRefresh(input)) return fetch(input, init);
      await tab2Entered;
      const res = await fetch(input, init);
      tab1Refreshed();
      return res;
    };
    const fetch2: typeof fetch = async (input, init) => {
      if (!isRefresh(input)) return fetch(input, init);
      tab2Refreshing();
      await tab1Done;
      return fetch(input, init);
    };
    let ended = 0;
    const onSessionEnded = () => ended++;
    const one = createApiClient({ baseURL: base, storage, lang: () => 'en', fetch: fetch1, onSessionEnded });
    const two = createApiClient({ baseURL: base, storage, lang: () => 'en', fetch: fetch2, onSessionEnded });
    const results = await Promise.all(
      [one, two].map((c) => c.request<{ data: { email: string } }>({ method: 'get', path: '/users/me' })),
    );
    expect(results.map((r) => r.data.email)).toEqual(['tabs@example.org', 'tabs@example.org']);
    expect(ended).toBe(0);
    // The stored pair is the winner's, and it keeps working.
    const me = await fetch(`${base}/users/me`, { headers: { authorization: `Bearer ${storage.get('access_token')}` } });
    expect(me.status).toBe(200);
    const again = await fetch(`${base}/users/refresh_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: storage.get('refresh_token') }),
    });
    expect(again.status).toBe(200);
  });

  it('sends lang and request_logger, and rejects with the message key', async () => {
    const storage = createStorage(null);
    storage.set('request_logger', 'trace-1');
    const seen: string[] = [];
    const client = createApiClient({
      baseURL: base,
      storage,
      lang: () => 'sv',
      fetch: (input, init) => (seen.push(input instanceof Request ? input.url : String(input)), fetch(input, init)),
    });
    const failure = await client.request({ method: 'get', path: '/events/NO-SUCH' }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 404, data: { message: 'event.notFound' } });
    expect(seen[0]).toContain('lang=sv');
    expect(seen[0]).toContain('request_logger=trace-1');
  });
});

describe('API client time limit', () => {
  it('gives up on a server that accepts the connection but never answers, as a network failure', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => undefined); // never replies
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    try {
      const client = createApiClient({
        baseURL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/v1`,
        storage: createStorage(null),
        lang: () => 'en',
      });
      const started = Date.now();
      const failure = await client
        .request({ method: 'post', path: '/user_answers', data: {}, signal: AbortSignal.timeout(100) })
        .catch((e: unknown) => e);
      expect(failure).toEqual({ status: 0, data: undefined });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
