import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { apiMissingMessage, isApiMissing } from './api-missing.ts';
import { unreachable } from './failures.ts';
import { createStorage } from './storage.ts';

describe('no API here (isApiMissing)', () => {
  const client = (fetch: typeof globalThis.fetch) =>
    createApiClient({ baseURL: 'http://site.invalid/v1', storage: createStorage(null), lang: () => 'en', fetch });

  it('is a call that never reached it', () => {
    expect(isApiMissing(unreachable)).toBe(true);
  });
  it("is a static host's 404 page or a proxy's 502 without the API's JSON", async () => {
    const staticHost = client(() =>
      Promise.resolve(
        new Response('<!doctype html><h1>Not found</h1>', { status: 404, headers: { 'content-type': 'text/html' } }),
      ),
    );
    const failure: unknown = await staticHost
      .request({ method: 'post', path: '/users', data: {} })
      .catch((e: unknown) => e);
    expect(isApiMissing(failure)).toBe(true);
    const noBody = client(() => Promise.resolve(new Response(null, { status: 405 })));
    expect(
      isApiMissing(await noBody.request({ method: 'post', path: '/users', data: {} }).catch((e: unknown) => e)),
    ).toBe(true);
    expect(isApiMissing({ status: 502, data: '' })).toBe(true);
    expect(isApiMissing({ status: 503, data: '<html>Service Unavailable</html>' })).toBe(true);
  });
  it("is not the API's own refusal, nor a bug", () => {
    expect(isApiMissing({ status: 404, data: { message: 'topic.notFound' } })).toBe(false);
    expect(isApiMissing({ status: 503, data: { message: 'error.unavailable' } })).toBe(false);
    expect(isApiMissing({ status: 400, data: '<html>' })).toBe(false);
    expect(isApiMissing({ status: 500, data: '' })).toBe(false);
    expect(isApiMissing({ status: 404, data: undefined })).toBe(false);
    expect(isApiMissing(new TypeError('x'))).toBe(false);
  });
  it('gives forms their message, except when the network is down (its own message)', () => {
    expect(apiMissingMessage({ status: 404, data: '<html>' })).toEqual({ key: 'api.unavailableFeature' });
    expect(apiMissingMessage(unreachable)).toBeNull();
    expect(apiMissingMessage({ status: 422, data: { message: 'x' } })).toBeNull();
  });
});
