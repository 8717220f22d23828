/**
 * One rule for catches: the API's refusals and unreachable calls are expected, bugs are not;
 * the client turns only fetch's own rejections into the status-0 failure.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onReportedError, reportError, reportUnexpected } from '../observability/report-error.ts';
import { createApiClient } from './client.ts';
import {
  isApiFailure,
  isExpectedFailure,
  isNetworkFailure,
  rateLimitMessage,
  retryAfterOf,
  unreachable,
  waitMessage,
} from './failures.ts';
import { createStorage } from './storage.ts';

describe('expected failures', () => {
  it("are the API's refusals and unreachable calls", () => {
    expect(isExpectedFailure({ status: 400, data: { message: 'error.validation' } })).toBe(true);
    expect(isExpectedFailure({ status: 503, data: undefined })).toBe(true);
    expect(isExpectedFailure(unreachable)).toBe(true);
    expect(isNetworkFailure(unreachable)).toBe(true);
    expect(isNetworkFailure({ status: 404, data: undefined })).toBe(false);
  });
  it('are aborted calls and storage the browser refuses', () => {
    expect(isExpectedFailure(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isExpectedFailure(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isExpectedFailure(new DOMException('blocked', 'SecurityError'))).toBe(true);
  });
  it('are not bugs: errors of our own code, even ones carrying a status', () => {
    expect(isExpectedFailure(new TypeError("Cannot read properties of undefined (reading 'round')"))).toBe(false);
    expect(isExpectedFailure(new RangeError('x'))).toBe(false);
    expect(isExpectedFailure(Object.assign(new Error('odd'), { status: 400 }))).toBe(false);
    expect(isExpectedFailure(null)).toBe(false);
    expect(isExpectedFailure('text')).toBe(false);
    expect(isApiFailure({ status: '400' })).toBe(false);
  });
});

describe('a rate limit (429)', () => {
  const limited = (retry_after?: number) => ({
    status: 429,
    data: { message: 'error.tooManyRequests', ...(retry_after === undefined ? {} : { retry_after }) },
  });
  it('reads the wait the API gave, only from a 429', () => {
    expect(retryAfterOf(limited(480))).toBe(480);
    expect(retryAfterOf(limited())).toBeNull();
    expect(retryAfterOf(limited(0))).toBeNull();
    expect(retryAfterOf({ status: 400, data: { message: 'error.validation', retry_after: 5 } })).toBeNull();
    expect(retryAfterOf(unreachable)).toBeNull();
    expect(retryAfterOf(new Error('x'))).toBeNull();
  });
  it('says seconds under a minute and whole minutes, rounded up, from a minute on', () => {
    expect(waitMessage(1)).toEqual({ key: 'retry.seconds', vars: { count: 1 } });
    expect(waitMessage(59)).toEqual({ key: 'retry.seconds', vars: { count: 59 } });
    expect(waitMessage(60)).toEqual({ key: 'retry.minutes', vars: { count: 1 } });
    expect(waitMessage(61)).toEqual({ key: 'retry.minutes', vars: { count: 2 } });
    expect(waitMessage(480)).toEqual({ key: 'retry.minutes', vars: { count: 8 } });
    expect(waitMessage(null)).toEqual({ key: 'retry.later' });
  });
  it('is the message of a 429 and of nothing else', () => {
    expect(rateLimitMessage(limited(450))).toEqual({ key: 'retry.minutes', vars: { count: 8 } });
    expect(rateLimitMessage(limited())).toEqual({ key: 'retry.later' });
    expect(rateLimitMessage({ status: 401, data: { message: 'auth.invalidCredentials' } })).toBeNull();
    expect(rateLimitMessage(unreachable)).toBeNull();
  });
});

describe('reporting', () => {
  afterEach(() => vi.restoreAllMocks());
  const listen = () => {
    const seen: unknown[] = [];
    return { seen, off: onReportedError((err) => seen.push(err)) };
  };

  it("hands a bug to the console and to the page's error reporting", () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const { seen, off } = listen();
    const bug = new TypeError('x is undefined');
    reportError(bug);
    off();
    expect(seen).toEqual([bug]);
    expect(console).toHaveBeenCalledWith(bug);
  });
  it('leaves expected failures to the fallback and reports the rest', () => {
    vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const { seen, off } = listen();
    const bug = new ReferenceError('nope');
    reportUnexpected({ status: 0, data: undefined });
    reportUnexpected({ status: 422, data: { message: 'error.validation' } });
    reportUnexpected(new DOMException('stop', 'AbortError'));
    reportUnexpected(bug);
    off();
    expect(seen).toEqual([bug]);
  });
});

describe('the API client at the network boundary', () => {
  const client = (fetch: typeof globalThis.fetch, lang: () => string = () => 'en') =>
    createApiClient({ baseURL: 'http://api.invalid/v1', storage: createStorage(null), lang, fetch });

  it('turns a fetch that gets no reply into the status-0 failure', async () => {
    const down = client(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(down.request({ method: 'get', path: '/topics' })).rejects.toEqual({ status: 0, data: undefined });
  });
  it("passes the API's refusal on as status and body", async () => {
    const refusing = client(() =>
      Promise.resolve(
        new Response(JSON.stringify({ message: 'topic.notFound' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    await expect(refusing.request({ method: 'get', path: '/topics/x' })).rejects.toEqual({
      status: 404,
      data: { message: 'topic.notFound' },
    });
  });
  it("never disguises a bug in the client's own code as a network failure", async () => {
    const bug = new TypeError('lang is broken');
    const broken = client(
      () => Promise.resolve(new Response('{}')),
      () => {
        throw bug;
      },
    );
    await expect(broken.request({ method: 'get', path: '/topics' })).rejects.toBe(bug);
  });
});
