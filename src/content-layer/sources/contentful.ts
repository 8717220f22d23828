/**
 * Reads a whole Contentful space through the Content Delivery API (published content) or the
 * Content Preview API (drafts too) with the official `contentful` SDK, and returns it in the
 * export shape (`RawSpace`) that the normalizer also gets from a content pack.
 *
 * - `withAllLocales` (`locale=*`) makes `fields` come keyed by locale, exactly like an export.
 * - `withoutLinkResolution` (and `include: 0`): links stay `{sys:{type:'Link',…}}`; the
 *   normalizer resolves them locally against everything fetched here.
 * - Client settings from SPEC §9: timeout 30 s, throttle 7 requests/s (clamped 1–30), 5 retries
 *   (on 5xx, 429 and connection errors; the SDK waits √2^attempt s + jitter, or the
 *   `X-Contentful-RateLimit-Reset` seconds of a 429).
 */
import { createClient, type CreateClientParams } from 'contentful';
import type { RawAsset, RawEntry, RawLocale, RawSpace, RawTag } from '../raw.ts';
import { CONTENT_TYPE_IDS } from '../schema/content-model.ts';

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

/** SPEC §9: content client constants. */
export const CONTENTFUL_DEFAULTS = {
  environment: 'master',
  timeout: 30_000,
  throttle: 7,
  retryLimit: 5,
  deliveryHost: 'cdn.contentful.com',
  previewHost: 'preview.contentful.com',
} as const;

/** SPEC §9 page sizes; everything else uses the API's maximum of 1000. */
export const PAGE_SIZES: Readonly<Record<string, number>> = {
  topic: 100,
  question: 500,
  test: 1000,
  challenge: 1000,
  populationCategory: 1000,
};
export const DEFAULT_PAGE_SIZE = 1000;

/** A failed Contentful request, named by what was being fetched. Never carries a token. */
export class ContentfulSourceError extends Error {
  /** What was being fetched, e.g. `entries of content type 'question'`, `locales`. */
  readonly resource: string;
  readonly status: number | undefined;
  /** The API's error id (`AccessTokenInvalid`, `RateLimitExceeded`, …) or `status statusText`. */
  readonly errorId: string | undefined;
  readonly requestId: string | undefined;
  constructor(message: string, details: { resource: string; status?: number | undefined; errorId?: string | undefined; requestId?: string | undefined; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.name = 'ContentfulSourceError';
    this.resource = details.resource;
    this.status = details.status;
    this.errorId = details.errorId;
    this.requestId = details.requestId;
  }
}

const clampThrottle = (n: number) => Math.min(30, Math.max(1, Math.round(n)));

const defaultLogHandler = (level: string, data: unknown) => {
  if (level === 'info') return;
  const text = data instanceof Error ? `${data.name}: ${data.message}` : typeof data === 'string' ? data : JSON.stringify(data);
  console.warn(`[contentful ${level}] ${text}`);
};

/** Removes any token from a text, in case an underlying error echoes request details. */
function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s) out = out.split(s).join('********');
  return out;
}

/**
 * Turns an SDK error into a ContentfulSourceError naming the resource. The SDK's error handler
 * throws `Error` whose `name` is the API error id (or `status statusText`) and whose `message` is
 * a JSON object `{status, statusText, message, details, requestId, request}`; connection errors
 * arrive as the raw axios error (`code`, `message`).
 */
function wrapError(err: unknown, resource: string, secrets: readonly string[]): ContentfulSourceError {
  if (err instanceof ContentfulSourceError) return err;
  const e = err as { name?: string; message?: string; code?: string; attempts?: number } | undefined;
  let status: number | undefined;
  let statusText: string | undefined;
  let apiMessage: string | undefined;
  let requestId: string | undefined;
  let errorId = e?.name && e.name !== 'Error' ? e.name : undefined;
  try {
    const data = JSON.parse(e?.message ?? '') as { status?: number; statusText?: string; message?: string; requestId?: string };
    if (data && typeof data === 'object') {
      status = typeof data.status === 'number' ? data.status : undefined;
      statusText = data.statusText || undefined;
      apiMessage = data.message || undefined;
      requestId = data.requestId || undefined;
    }
  } catch {
    apiMessage = e?.message || (typeof err === 'string' ? err : undefined);
    if (e?.code) errorId = e.code;
  }
  const parts = [
    status !== undefined ? `${status}${statusText ? ` ${statusText}` : ''}` : undefined,
    errorId && !errorId.startsWith(String(status)) ? errorId : undefined,
  ].filter(Boolean);
  let message = `Contentful request for ${resource} failed: ${parts.join(' ') || 'error'}`;
  if (apiMessage) message += ` — ${apiMessage}`;
  if (requestId) message += ` (requestId ${requestId})`;
  // No `cause`: the SDK error carries the request, headers included.
  return new ContentfulSourceError(scrub(message, secrets), { resource, status, errorId, requestId });
}

/** The API answers 400 "Response size too big" when a page exceeds its byte limit. */
const isResponseTooBig = (err: ContentfulSourceError) => err.status === 400 && /response size too big/i.test(err.message);

interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/**
 * Fetches every item of a paged collection: the first page gives `total`, the remaining pages
 * are requested concurrently (the SDK throttle spaces them). Ordered by `sys.createdAt` with
 * `sys.id` breaking ties, so pages do not overlap; duplicates (content changed between pages)
 * are dropped by id. A page the API finds too big is fetched again in halves.
 */
async function fetchAll<T extends { sys: { id: string } }>(
  resource: string,
  pageSize: number,
  secrets: readonly string[],
  fetchPage: (skip: number, limit: number) => Promise<Page<T>>,
): Promise<T[]> {
  const get = async (skip: number, limit: number): Promise<Page<T>> => {
    try {
      return await fetchPage(skip, limit);
    } catch (err) {
      const wrapped = wrapError(err, resource, secrets);
      if (isResponseTooBig(wrapped) && limit > 1) {
        const half = Math.ceil(limit / 2);
        const first = await get(skip, half);
        if (skip + half >= first.total) return first;
        const second = await get(skip + half, limit - half);
        return { items: [...first.items, ...second.items], total: second.total };
      }
      throw wrapped;
    }
  };
  const first = await get(0, pageSize);
  const skips: number[] = [];
  for (let skip = pageSize; skip < first.total; skip += pageSize) skips.push(skip);
  const rest = await Promise.all(skips.map((skip) => get(skip, pageSize)));
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of [first, ...rest]) {
    for (const item of page.items) {
      if (seen.has(item.sys.id)) continue;
      seen.add(item.sys.id);
      out.push(item);
    }
  }
  return out;
}

/**
 * The `createClient` parameters for these options (exported for tests). `throttle` is not in the
 * SDK's `CreateClientParams` type but is passed through to contentful-sdk-core's http client,
 * which throttles only when it is set (its own default is 0 = unthrottled).
 */
export function contentfulClientParams(opts: ContentfulSourceOptions): CreateClientParams & { throttle: number } {
  if (!opts.spaceId) throw new Error('Contentful source: spaceId is required');
  if (!opts.accessToken) {
    throw new Error(opts.preview ? 'Contentful preview needs a Content Preview API token (CONTENTFUL_PREVIEW_TOKEN)' : 'Contentful needs a Content Delivery API token (CONTENTFUL_ACCESS_TOKEN)');
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

/** Loads locales, every entry of the model's content types, all assets and tags. */
export async function loadFromContentful(opts: ContentfulSourceOptions): Promise<RawSpace> {
  const client = createClient(contentfulClientParams(opts));
  const secrets = [opts.accessToken];
  const api = client.withAllLocales.withoutLinkResolution;

  // Locales first: a cheap request that fails fast on a bad token, space or environment.
  let locales: RawLocale[];
  try {
    const res = await client.getLocales();
    locales = res.items.map((l) => ({ code: l.code, name: l.name, default: l.default, fallbackCode: l.fallbackCode ?? null }));
  } catch (err) {
    throw wrapError(err, 'locales', secrets);
  }

  // Once one required collection has failed the load fails: pages not yet requested are skipped
  // instead of being fetched for nothing (requests in flight finish or fail on their own).
  let failure: unknown;
  const required = <T>(p: Promise<T>): Promise<T> =>
    p.catch((err: unknown) => {
      failure ??= err;
      throw err;
    });
  const unlessFailed = () => {
    if (failure !== undefined) throw failure;
  };

  // Links stay links (`withoutLinkResolution`, `include: 0`); the normalizer resolves them.
  const entriesOf = (contentType: string) =>
    required(
      fetchAll<RawEntry>(`entries of content type '${contentType}'`, PAGE_SIZES[contentType] ?? DEFAULT_PAGE_SIZE, secrets, async (skip, limit) => {
        unlessFailed();
        const res = await api.getEntries({ content_type: contentType, limit, skip, include: 0, order: ['sys.createdAt', 'sys.id'] });
        return { items: res.items as unknown as RawEntry[], total: res.total };
      }),
    );

  const assetsP = required(
    fetchAll<RawAsset>('assets', DEFAULT_PAGE_SIZE, secrets, async (skip, limit) => {
      unlessFailed();
      const res = await api.getAssets({ limit, skip, order: ['sys.createdAt', 'sys.id'] });
      return { items: res.items as unknown as RawAsset[], total: res.total };
    }),
  );

  // Tags are optional metadata (older spaces, tokens without tag access): a failure is logged
  // and the content loads without tag names.
  const tagsP = fetchAll<RawTag>('tags', DEFAULT_PAGE_SIZE, secrets, async (skip, limit) => {
    const res = await client.getTags({ limit, skip });
    return { items: res.items.map((t) => ({ sys: { id: t.sys.id }, name: t.name })), total: res.total };
  }).catch((err: unknown) => {
    (opts.logHandler ?? defaultLogHandler)('warning', `Contentful tags not loaded: ${(err as Error).message}`);
    return [] as RawTag[];
  });

  // All content types at once: the SDK's throttle spaces the requests (7/s by default).
  const [perType, assets, tags] = await Promise.all([Promise.all(CONTENT_TYPE_IDS.map(entriesOf)), assetsP, tagsP]);

  return {
    locales,
    entries: perType.flat(),
    assets,
    tags,
    // The API has already applied the publishing filter: the Delivery API returns published
    // content only, the Preview API returns drafts too because that is what preview is for.
    // Neither carries an export's `sys.publishedVersion`, so every entry fetched is marked
    // visible, in preview as well; otherwise a normalizer run without its preview flag would
    // drop the whole space as "drafts".
    allPublished: true,
  };
}

const envValue = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const v = env[name]?.trim();
  return v ? v : undefined;
};

/**
 * Contentful settings from the environment, or null when `CONTENTFUL_SPACE_ID` is unset (the
 * content then comes from a pack). Variables: CONTENTFUL_SPACE_ID, CONTENTFUL_ACCESS_TOKEN,
 * CONTENTFUL_ENVIRONMENT (default master), CONTENT_PREVIEW=true with CONTENTFUL_PREVIEW_TOKEN
 * (which then is the token used), CONTENTFUL_HOST, CONTENTFUL_INSECURE=true (plain http, for a
 * local mock server). Throws naming the missing token variable.
 */
export function contentfulOptionsFromEnv(env: NodeJS.ProcessEnv): ContentfulSourceOptions | null {
  const spaceId = envValue(env, 'CONTENTFUL_SPACE_ID');
  if (!spaceId) return null;
  const preview = envValue(env, 'CONTENT_PREVIEW') === 'true';
  const tokenVar = preview ? 'CONTENTFUL_PREVIEW_TOKEN' : 'CONTENTFUL_ACCESS_TOKEN';
  const accessToken = envValue(env, tokenVar);
  if (!accessToken) {
    throw new Error(
      preview
        ? 'CONTENTFUL_SPACE_ID is set and CONTENT_PREVIEW=true, but CONTENTFUL_PREVIEW_TOKEN (a Content Preview API token) is missing'
        : 'CONTENTFUL_SPACE_ID is set but CONTENTFUL_ACCESS_TOKEN (a Content Delivery API token) is missing',
    );
  }
  const host = envValue(env, 'CONTENTFUL_HOST');
  return {
    spaceId,
    accessToken,
    environment: envValue(env, 'CONTENTFUL_ENVIRONMENT') ?? CONTENTFUL_DEFAULTS.environment,
    preview,
    ...(host ? { host } : {}),
    ...(envValue(env, 'CONTENTFUL_INSECURE') === 'true' ? { insecure: true } : {}),
  };
}
