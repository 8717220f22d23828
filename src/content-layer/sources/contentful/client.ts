/**
 * The `contentful` SDK client settings: hosts for delivery and preview, timeout 30 s, throttle
 * 7 requests/s (clamped 1–30), 5 retries (on 5xx, 429 and connection errors; the SDK waits
 * √2^attempt s + jitter, or the `X-Contentful-RateLimit-Reset` seconds of a 429).
 */
import type { CreateClientParams } from 'contentful';

export interface ContentfulSourceOptions {
  readonly spaceId: string;
  /**
   * The token sent as `Authorization: Bearer …`: a Content Delivery API token, or a Content
   * Preview API token when `preview` is true.
   */
  readonly accessToken: string;
  /** Default `master`. */
  readonly environment?: string | undefined;
  /** Read drafts too, through the Content Preview API (host `preview.contentful.com`). */
  readonly preview?: boolean | undefined;
  /** Host override (`127.0.0.1:PORT` in tests); default cdn.contentful.com / preview.contentful.com. */
  readonly host?: string | undefined;
  /** Plain http instead of https (local test servers). */
  readonly insecure?: boolean | undefined;
  /** A path prefix before `/spaces/…` (proxies). */
  readonly basePath?: string | undefined;
  /** Requests per second, clamped to 1–30; default 7. */
  readonly throttle?: number | undefined;
  /** Retries per request on 5xx/429/connection errors; default 5 (so at most 6 attempts). */
  readonly retryLimit?: number | undefined;
  /** Per-request timeout in ms; default 30000. */
  readonly timeout?: number | undefined;
  /** Receives the SDK's log lines (`info`, `warning` for retries, `error`). Default: warnings and errors to the console. */
  readonly logHandler?: ((level: string, data: unknown) => void) | undefined;
}

/** Content client constants (docs/content-model.md, "Reading from Contentful"). */
export const CONTENTFUL_DEFAULTS = {
  environment: 'master',
  timeout: 30_000,
  throttle: 7,
  retryLimit: 5,
  deliveryHost: 'cdn.contentful.com',
  previewHost: 'preview.contentful.com',
} as const;

const clampThrottle = (n: number) => Math.min(30, Math.max(1, Math.round(n)));

/** Warnings and errors of the SDK go to the console; info lines are dropped. */
export const defaultLogHandler = (level: string, data: unknown) => {
  if (level === 'info') return;
  const text =
    data instanceof Error ? `${data.name}: ${data.message}` : typeof data === 'string' ? data : JSON.stringify(data);
  console.warn(`[contentful ${level}] ${text}`);
};

/**
 * The `createClient` parameters for these options (exported for tests). `throttle` is not in the
 * SDK's `CreateClientParams` type but is passed through to contentful-sdk-core's http client,
 * which throttles only when it is set (its own default is 0 = unthrottled).
 */
export function contentfulClientParams(opts: ContentfulSourceOptions): CreateClientParams & { throttle: number } {
  if (!opts.spaceId) throw new Error('Contentful source: spaceId is required');
  if (!opts.accessToken) {
    throw new Error(
      opts.preview
        ? 'Contentful preview needs a Content Preview API token (CONTENTFUL_PREVIEW_TOKEN)'
        : 'Contentful needs a Content Delivery API token (CONTENTFUL_ACCESS_TOKEN)',
    );
  }
  const params: CreateClientParams & { throttle: number } = {
    space: opts.spaceId,
    accessToken: opts.accessToken,
    environment: opts.environment || CONTENTFUL_DEFAULTS.environment,
    host: opts.host || (opts.preview ? CONTENTFUL_DEFAULTS.previewHost : CONTENTFUL_DEFAULTS.deliveryHost),
    insecure: Boolean(opts.insecure),
    timeout: opts.timeout ?? CONTENTFUL_DEFAULTS.timeout,
    retryLimit: opts.retryLimit ?? CONTENTFUL_DEFAULTS.retryLimit,
    retryOnError: true,
    throttle: clampThrottle(opts.throttle ?? CONTENTFUL_DEFAULTS.throttle),
    logHandler: opts.logHandler ?? defaultLogHandler,
    application: 'kunskapsprov-content-layer/0.1.0',
  };
  if (opts.basePath) params.basePath = opts.basePath;
  return params;
}
