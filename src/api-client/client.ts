/**
 * The product API client (redaxios). Adds the bearer token, the `lang` parameter and the
 * optional `request_logger` parameter to every call. On a 401 from the main API exactly one
 * shared token refresh runs; the requests that waited are retried after it, or rejected if it
 * fails. A 401 on the refresh call itself clears the tokens and calls `onSessionEnded` (the app
 * sends the user to login), except `auth.refreshTokenRaced`: another tab refreshed with the
 * same token a moment before, and the pair it stored in the shared storage is used instead. Redaxios has no interceptors, so this wraps its calls.
 */
import redaxios, { type Options } from 'redaxios';
import { pathOf } from '../api-contract/operations.ts';
import { isApiFailure, rejectWith, unreachable } from './failures.ts';
import type { KeyValueStorage } from './storage.ts';

export interface ApiClientOptions {
  /** Base URL of the API, e.g. '/v1' or 'https://api.example.org/v1'. */
  readonly baseURL: string;
  readonly storage: KeyValueStorage;
  readonly lang: () => string;
  readonly onSessionEnded?: () => void;
  /** For tests and non-browser use. */
  readonly fetch?: typeof fetch;
}

export interface ApiRequest {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  readonly path: string;
  readonly params?: Record<string, string | number | undefined>;
  readonly data?: unknown;
  /** Extra request headers (a live read's `If-None-Match`); the bearer token is added by the client. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Aborts the call (the offline queue's time limit); an aborted call fails with status 0. */
  readonly signal?: AbortSignal;
}

export type { ApiFailure } from './failures.ts';

/** What the stores call: one request, its answer's body (or a rejection with the `ApiFailure`). */
export interface ApiClient {
  request<T>(req: ApiRequest): Promise<T>;
}

export const REFRESH_PATH = pathOf('refreshToken');

export function createApiClient(opts: ApiClientOptions): ApiClient {
  const http = redaxios.create({ baseURL: opts.baseURL });
  /**
   * fetch rejects only when no reply came (network down, aborted, time limit): that becomes
   * the status-0 failure here, at the boundary, so any other error stays the bug it is.
   */
  const fetchOrUnreachable = (
    url: RequestInfo | URL,
    init: RequestInit | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Response> =>
    (opts.fetch ?? fetch)(url, signal ? { ...init, signal } : init).catch(() => rejectWith(unreachable));
  let refreshing: Promise<void> | null = null;

  const send = <T>(req: ApiRequest) => {
    const token = opts.storage.get('access_token');
    const logger = opts.storage.get('request_logger');
    const params: Record<string, string | number> = { lang: opts.lang() };
    for (const [k, v] of Object.entries(req.params ?? {})) if (v !== undefined) params[k] = v;
    if (logger) params['request_logger'] = logger;
    const config: Options = {
      url: req.path,
      method: req.method,
      params,
      headers: { ...req.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    };
    if (req.data !== undefined) config.data = req.data;
    // Redaxios passes no signal to fetch: a per-call fetch adds it.
    const signal = req.signal;
    config.fetch = (url: RequestInfo | URL, init?: RequestInit) => fetchOrUnreachable(url, init, signal);
    return http<T>(config);
  };

  const clearSession = () => {
    opts.storage.set('access_token', null);
    opts.storage.set('refresh_token', null);
    opts.onSessionEnded?.();
  };

  /** One refresh for everyone who is waiting; later 401s start a new one. */
  const refresh = (): Promise<void> => {
    refreshing ??= (async () => {
      const refreshToken = opts.storage.get('refresh_token');
      if (!refreshToken) {
        clearSession();
        return rejectWith({ status: 401, data: { message: 'auth.tokenRequired' } });
      }
      try {
        const res = await send<{ access_token: string; refresh_token: string }>({
          method: 'post',
          path: REFRESH_PATH,
          data: { refresh_token: refreshToken },
        });
        opts.storage.set('access_token', res.data.access_token);
        opts.storage.set('refresh_token', res.data.refresh_token);
      } catch (err) {
        // Another tab spent the same token a moment ago: its new pair is (or soon is) in the
        // shared storage; use it rather than ending a session that is alive.
        if (
          isApiFailure(err) &&
          err.status === 401 &&
          err.data?.message === 'auth.refreshTokenRaced' &&
          (await pairStoredElsewhere(opts.storage, refreshToken))
        )
          return;
        if (isApiFailure(err) && err.status === 401) clearSession();
        throw err;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  return {
    /** Calls the API; resolves to the response body. */
    async request<T>(req: ApiRequest): Promise<T> {
      // A refresh that failed is the failure of the call that started it (which rethrows it);
      // this call goes on and meets the 401 itself.
      if (refreshing) await refreshing.catch(() => undefined);
      const used = opts.storage.get('access_token');
      try {
        return (await send<T>(req)).data;
      } catch (err) {
        if (!isApiFailure(err) || err.status !== 401 || !used || req.path === REFRESH_PATH) throw toFailure(err);
        const current = opts.storage.get('access_token');
        // The session ended meanwhile: nothing to refresh.
        if (!current) throw toFailure(err);
        // Someone else refreshed meanwhile: retry with the new token; otherwise refresh (shared).
        if (current === used) {
          await refresh().catch((e: unknown) => {
            throw toFailure(e);
          });
        }
        return (
          await send<T>(req).catch((e: unknown) => {
            throw toFailure(e);
          })
        ).data;
      }
    },
  };
}

/** How long to wait for the tab that won a refresh race to store its pair. */
const RACED_PAIR_WAIT_MS = 5000;
const RACED_PAIR_POLL_MS = 50;

/**
 * Whether another tab stored a new refresh token in place of `spent` (the winner of a refresh
 * race writes the pair when its answer arrives, which may be after the loser's): waits up to
 * RACED_PAIR_WAIT_MS. False when the tokens were cleared or nothing changed.
 */
async function pairStoredElsewhere(storage: KeyValueStorage, spent: string): Promise<boolean> {
  const until = Date.now() + RACED_PAIR_WAIT_MS;
  for (;;) {
    const current = storage.get('refresh_token');
    if (current !== spent) return current !== null && storage.get('access_token') !== null;
    if (Date.now() >= until) return false;
    await new Promise((r) => setTimeout(r, RACED_PAIR_POLL_MS));
  }
}

/**
 * The API's refusal as `{ status, data }` (redaxios rejects with the whole response). Anything
 * that is not a refusal is a bug and is passed on unchanged, never disguised as a failure.
 */
function toFailure(err: unknown): unknown {
  return isApiFailure(err) ? { status: err.status, data: err.data } : err;
}
