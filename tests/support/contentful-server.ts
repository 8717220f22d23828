/**
 * A small Contentful-compatible HTTP server (Content Delivery / Preview API subset) that serves
 * a content pack in `contentful space export` format, so the real `contentful` SDK can run
 * against it in tests (`host: server.host, insecure: true`).
 *
 * Served, under `/spaces/:space/environments/:env/…` and `/spaces/:space/…` (master):
 * `locales`, `entries`, `entries/:id`, `assets`, `assets/:id`, `tags`, `tags/:id`,
 * `content_types`, `content_types/:id`, `sync` (tests/support/contentful-sync.ts), and the space
 * itself. `setPack(pack)` replaces the content served, as editors publishing and deleting would;
 * the Sync API then reports the differences. `saveDraft(entry)` keeps an edited version of an
 * entry that only the preview token sees, as an editor's save does (the delivery token keeps the
 * published one; the Sync API ignores drafts).
 *
 * - Auth: `Authorization: Bearer <token>` or `?access_token=`. The delivery token sees published
 *   items only (export items with `sys.publishedVersion`); the preview token sees drafts too.
 *   Anything else: 401 `AccessTokenInvalid`.
 * - Collections: `limit` (default 100, >1000 → 400 like the real API), `skip`, `order`
 *   (comma list, `-` for descending, e.g. `sys.createdAt,sys.id`), `content_type`, `sys.id`,
 *   `sys.id[in]`, `locale` (`*` → fields keyed by locale; otherwise one locale with fallback and
 *   `sys.locale`), `include` (0–10; one level of linked items goes into `includes`).
 * - Faults: `failNext(n, status, predicate?)` answers the next n matching requests with 429
 *   (with `X-Contentful-RateLimit-Reset`), 5xx, or `'reset'` (socket destroyed). Every request
 *   is recorded in `requests`; `count('entries:answer')` counts by resource.
 * - `maxResponseBytes`: a larger collection response becomes 400 "Response size too big".
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { createSyncLog, SyncTokenError } from './contentful-sync.ts';

/** Anything shaped like an export (e.g. `createPackBuilder().toExport()`). */
export interface ExportPackInput {
  readonly locales: readonly unknown[];
  readonly entries: readonly unknown[];
  readonly assets?: readonly unknown[];
  readonly tags?: readonly unknown[];
  readonly contentTypes?: readonly unknown[];
}

export interface ContentfulServerOptions {
  readonly deliveryToken: string;
  readonly previewToken: string;
  readonly spaceId: string;
  /** Environments that exist besides `master`. */
  readonly environments?: readonly string[];
  /** A path prefix the server expects before `/spaces` (the SDK's `basePath`). */
  readonly basePath?: string;
  /** Collection responses larger than this answer 400 "Response size too big". */
  readonly maxResponseBytes?: number;
}

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  /** `entries:<content type>` (or `entries`), `assets`, `locales`, `tags`, `content_types`, `space`, or the path. */
  readonly resource: string;
  /** Which token was used: 'delivery', 'preview' or 'invalid'. */
  auth: 'delivery' | 'preview' | 'invalid';
  status: number;
  readonly at: number;
}

export interface FaultOptions {
  /** Only requests for which this returns true fail (and use up the count). */
  readonly match?: (req: RecordedRequest) => boolean;
  /** Seconds in `X-Contentful-RateLimit-Reset` of a 429 (default 1). */
  readonly rateLimitReset?: number;
}

export interface ContentfulTestServer {
  readonly port: number;
  /** `127.0.0.1:PORT`, for the SDK's `host` option (with `insecure: true`). */
  readonly host: string;
  readonly url: string;
  readonly requests: RecordedRequest[];
  /**
   * The next `n` requests matching `predicate` (default: any) answer `status` (429 with
   * `X-Contentful-RateLimit-Reset`, 5xx, any 4xx) or have their socket destroyed ('reset').
   * The third argument may also be `FaultOptions`.
   */
  failNext(n: number, status?: number | 'reset', predicate?: ((req: RecordedRequest) => boolean) | FaultOptions): void;
  /** Requests recorded for a resource key such as `entries:answer`, `assets`, `locales`. */
  count(resource: string, predicate?: (req: RecordedRequest) => boolean): number;
  /** Serves this pack from now on; the Sync API reports the entries and assets that differ. */
  setPack(pack: ExportPackInput): void;
  /** An editor saved this version of an entry: the preview token sees it instead of the published one. */
  saveDraft(entry: unknown): void;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
interface PackSys {
  id: string;
  type?: string;
  createdAt?: string;
  updatedAt?: string;
  publishedVersion?: number;
  publishedCounter?: number;
  version?: number;
  contentType?: { sys: { id: string } };
}
interface PackItem {
  sys: PackSys;
  fields?: Record<string, Record<string, unknown> | undefined>;
  metadata?: { tags?: unknown[]; concepts?: unknown[] };
}
interface PackLocale {
  code: string;
  name?: string;
  default?: boolean;
  fallbackCode?: string | null;
  sys?: { id?: string; version?: number };
}
interface PackTag {
  sys: { id: string; visibility?: string };
  name?: string;
}
interface PackContentType {
  sys: PackSys;
  [key: string]: unknown;
}

class HttpError extends Error {
  readonly status: number;
  readonly id: string;
  readonly details: unknown;
  constructor(status: number, id: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.id = id;
    this.details = details;
  }
}

const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

const ERROR_IDS: Record<number, [string, string]> = {
  400: ['BadRequest', 'The request was malformed or missing a required parameter.'],
  401: ['AccessTokenInvalid', 'The access token you sent could not be found or is invalid.'],
  403: ['AccessDenied', 'The resource could not be accessed.'],
  404: ['NotFound', 'The resource could not be found.'],
  429: [
    'RateLimitExceeded',
    'You have exceeded the rate limit of the Organization this Space belongs to by making too many API requests within a short timespan. Please wait a moment before trying the request again.',
  ],
  500: ['ServerError', 'Internal server error.'],
  502: ['BadGateway', 'Bad gateway.'],
  503: ['ServiceUnavailable', 'The service is temporarily unavailable.'],
  504: ['GatewayTimeout', 'Gateway timeout.'],
};

function getPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Json)[key];
  }
  return cur;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // False positive: a and b are any JSON field values (the rule leaves `unknown` alone, but not `unknown` narrowed
  // to `{}`); the fallback orders them by their string form.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return String(a) < String(b) ? -1 : 1;
}

function intParam(query: Record<string, string>, name: string, fallback: number, min: number, max: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new HttpError(
      400,
      'BadRequest',
      'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
      {
        errors: [
          {
            name: n > max ? 'size' : 'type',
            path: [name],
            value: raw,
            ...(n > max ? { max } : {}),
            details: `${name} must be an integer between ${min} and ${max}`,
          },
        ],
      },
    );
  }
  return n;
}

export function startContentfulServer(
  packInput: ExportPackInput,
  options: ContentfulServerOptions,
): Promise<ContentfulTestServer> {
  const packOf = (input: ExportPackInput) => ({
    locales: input.locales as readonly PackLocale[],
    entries: input.entries as readonly PackItem[],
    assets: (input.assets ?? []) as readonly PackItem[],
    tags: (input.tags ?? []) as readonly PackTag[],
    contentTypes: (input.contentTypes ?? []) as readonly PackContentType[],
  });
  let pack = packOf(packInput);
  const environments = new Set(['master', ...(options.environments ?? [])]);
  const basePath = options.basePath ? `/${options.basePath.split('/').filter(Boolean).join('/')}` : '';
  let defaultLocale = pack.locales.find((l) => l.default)?.code ?? pack.locales[0]?.code ?? 'en-US';
  let localeByCode = new Map(pack.locales.map((l) => [l.code, l]));
  let entriesById = new Map(pack.entries.map((e) => [e.sys.id, e]));
  let assetsById = new Map(pack.assets.map((a) => [a.sys.id, a]));
  const syncLog = createSyncLog(pack);
  let origin = '';

  const requests: RecordedRequest[] = [];
  const faults: { remaining: number; status: number | 'reset'; options: FaultOptions }[] = [];

  const visible = (item: PackItem, preview: boolean) => preview || item.sys.publishedVersion !== undefined;
  const drafts = new Map<string, PackItem>();
  /** The version of an entry a token sees: the saved draft for the preview token. */
  const seen = (item: PackItem | undefined, preview: boolean) =>
    item && preview ? (drafts.get(item.sys.id) ?? item) : item;

  function localizeFields(fields: PackItem['fields'], locale: string): Json {
    const out: Json = {};
    for (const [id, byLocale] of Object.entries(fields ?? {})) {
      if (!byLocale) continue;
      let code: string | null | undefined = locale;
      const seen = new Set<string>();
      let value: unknown;
      while (code && !seen.has(code)) {
        seen.add(code);
        if (code in byLocale) {
          value = byLocale[code];
          break;
        }
        code = localeByCode.get(code)?.fallbackCode;
      }
      if (value === undefined && defaultLocale in byLocale) value = byLocale[defaultLocale];
      if (value !== undefined) out[id] = value;
    }
    return out;
  }

  function shape(item: PackItem, kind: 'Entry' | 'Asset', env: string, locale: string): Json {
    const s = item.sys;
    const sys: Json = {
      space: link('Space', options.spaceId),
      id: s.id,
      type: kind,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
      environment: link('Environment', env),
      revision: s.publishedCounter ?? s.version ?? 1,
    };
    if (kind === 'Entry') sys['contentType'] = link('ContentType', s.contentType?.sys.id ?? '');
    if (locale !== '*') sys['locale'] = locale;
    return {
      metadata: { tags: item.metadata?.tags ?? [], concepts: item.metadata?.concepts ?? [] },
      sys,
      fields: locale === '*' ? (item.fields ?? {}) : localizeFields(item.fields, locale),
    };
  }

  function collectLinks(value: unknown, out: { Entry: Set<string>; Asset: Set<string> }): void {
    if (Array.isArray(value)) {
      for (const v of value) collectLinks(v, out);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } }).sys;
    if (sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && sys.id) {
      out[sys.linkType].add(sys.id);
      return;
    }
    for (const v of Object.values(value)) collectLinks(v, out);
  }

  function collection(items: unknown[], total: number, skip: number, limit: number, includes?: Json): Json {
    return { sys: { type: 'Array' }, total, skip, limit, items, ...(includes ? { includes } : {}) };
  }

  function queryItems(
    all: readonly PackItem[],
    kind: 'Entry' | 'Asset',
    query: Record<string, string>,
    preview: boolean,
    env: string,
  ) {
    const limit = intParam(query, 'limit', 100, 0, 1000);
    const skip = intParam(query, 'skip', 0, 0, Number.MAX_SAFE_INTEGER);
    const include = intParam(query, 'include', 1, 0, 10);
    const locale = query['locale'] || defaultLocale;
    if (locale !== '*' && !localeByCode.has(locale)) {
      throw new HttpError(400, 'BadRequest', `Unknown locale: ${locale}`);
    }
    let list = all.map((i) => (kind === 'Entry' ? seen(i, preview)! : i)).filter((i) => visible(i, preview));
    const ct = query['content_type'];
    if (ct !== undefined) {
      if (kind !== 'Entry') throw new HttpError(400, 'BadRequest', 'content_type is only valid for entries');
      list = list.filter((e) => e.sys.contentType?.sys.id === ct);
    }
    if (query['sys.id'] !== undefined) list = list.filter((e) => e.sys.id === query['sys.id']);
    if (query['sys.id[in]'] !== undefined) {
      const ids = new Set(query['sys.id[in]'].split(','));
      list = list.filter((e) => ids.has(e.sys.id));
    }
    const order = (query['order'] || 'sys.createdAt,sys.id').split(',').filter(Boolean);
    list = [...list].sort((a, b) => {
      for (const o of order) {
        const desc = o.startsWith('-');
        const path = desc ? o.slice(1) : o;
        const c = compare(getPath(a, path), getPath(b, path));
        if (c !== 0) return desc ? -c : c;
      }
      return 0;
    });
    const page = list.slice(skip, skip + limit);
    const items = page.map((i) => shape(i, kind, env, locale));
    let includes: Json | undefined;
    if (kind === 'Entry' && include > 0) {
      const links = { Entry: new Set<string>(), Asset: new Set<string>() };
      for (const i of page) collectLinks(i.fields, links);
      for (const i of page) links.Entry.delete(i.sys.id);
      const inc = (ids: Set<string>, map: Map<string, PackItem>, k: 'Entry' | 'Asset') =>
        [...ids]
          .map((id) => (k === 'Entry' ? seen(map.get(id), preview) : map.get(id)))
          .filter((i): i is PackItem => Boolean(i && visible(i, preview)))
          .map((i) => shape(i, k, env, locale));
      includes = { Entry: inc(links.Entry, entriesById, 'Entry'), Asset: inc(links.Asset, assetsById, 'Asset') };
    }
    return collection(items, list.length, skip, limit, includes);
  }

  function single(
    item: PackItem | undefined,
    kind: 'Entry' | 'Asset',
    id: string,
    query: Record<string, string>,
    preview: boolean,
    env: string,
  ): Json {
    if (!item || !visible(item, preview) || (kind === 'Entry' && !item.sys.contentType)) {
      throw new HttpError(404, 'NotFound', 'The resource could not be found.', {
        type: kind,
        id,
        environment: env,
        space: options.spaceId,
      });
    }
    const locale = query['locale'] || defaultLocale;
    return shape(item, kind, env, locale);
  }

  function tagJson(t: PackTag, env: string): Json {
    return {
      sys: {
        id: t.sys.id,
        type: 'Tag',
        version: 1,
        visibility: t.sys.visibility ?? 'public',
        space: link('Space', options.spaceId),
        environment: link('Environment', env),
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
      name: t.name ?? t.sys.id,
    };
  }

  function contentTypeJson(c: PackContentType, env: string): Json {
    return {
      ...c,
      sys: {
        space: link('Space', options.spaceId),
        id: c.sys.id,
        type: 'ContentType',
        createdAt: c.sys.createdAt,
        updatedAt: c.sys.updatedAt,
        environment: link('Environment', env),
        revision: c.sys.publishedCounter ?? 1,
      },
    };
  }

  /** Parses `/spaces/:space[/environments/:env][/resource[/id]]`. */
  function route(pathname: string): { space: string; env: string; parts: string[] } | null {
    if (basePath) {
      if (!pathname.startsWith(`${basePath}/`)) return null;
      pathname = pathname.slice(basePath.length);
    }
    const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] !== 'spaces' || !parts[1]) return null;
    const space = parts[1];
    if (parts[2] === 'environments') {
      if (!parts[3]) return null;
      return { space, env: parts[3], parts: parts.slice(4) };
    }
    return { space, env: 'master', parts: parts.slice(2) };
  }

  function resourceOf(pathname: string, query: Record<string, string>): string {
    const r = route(pathname);
    if (!r) return pathname;
    const [resource, id] = r.parts;
    if (!resource) return 'space';
    if (resource === 'entries' && !id) return query['content_type'] ? `entries:${query['content_type']}` : 'entries';
    return id ? `${resource}/${id}` : resource;
  }

  function handle(req: RecordedRequest, preview: boolean): Json {
    const r = route(req.path);
    if (!r || r.space !== options.spaceId) {
      throw new HttpError(404, 'NotFound', 'The resource could not be found.', { type: 'Space', id: r?.space });
    }
    if (!environments.has(r.env)) {
      throw new HttpError(404, 'NotFound', 'The resource could not be found.', {
        type: 'Environment',
        id: r.env,
        space: r.space,
      });
    }
    const q = req.query;
    const [resource, id, ...more] = r.parts;
    if (more.length > 0) throw new HttpError(404, 'NotResolvable', 'The resource could not be found.');
    switch (resource) {
      case undefined:
        return {
          sys: { type: 'Space', id: options.spaceId },
          name: 'Test space',
          locales: pack.locales.map((l) => ({
            code: l.code,
            default: Boolean(l.default),
            name: l.name ?? l.code,
            fallbackCode: l.fallbackCode ?? null,
          })),
        };
      case 'locales': {
        const items = pack.locales.map((l) => ({
          code: l.code,
          name: l.name ?? l.code,
          default: Boolean(l.default),
          fallbackCode: l.fallbackCode ?? null,
          sys: { id: l.sys?.id ?? l.code, type: 'Locale', version: l.sys?.version ?? 1 },
        }));
        return collection(items, items.length, 0, 1000);
      }
      case 'entries':
        return id
          ? single(seen(entriesById.get(id), preview), 'Entry', id, q, preview, r.env)
          : queryItems(pack.entries, 'Entry', q, preview, r.env);
      case 'assets':
        return id
          ? single(assetsById.get(id), 'Asset', id, q, preview, r.env)
          : queryItems(pack.assets, 'Asset', q, preview, r.env);
      case 'tags': {
        if (id) {
          const t = pack.tags.find((x) => x.sys.id === id);
          if (!t) throw new HttpError(404, 'NotFound', 'The resource could not be found.', { type: 'Tag', id });
          return tagJson(t, r.env);
        }
        const limit = intParam(q, 'limit', 100, 0, 1000);
        const skip = intParam(q, 'skip', 0, 0, Number.MAX_SAFE_INTEGER);
        return collection(
          pack.tags.slice(skip, skip + limit).map((t) => tagJson(t, r.env)),
          pack.tags.length,
          skip,
          limit,
        );
      }
      case 'sync': {
        if (id) throw new HttpError(404, 'NotResolvable', 'The resource could not be found.');
        const current = (kind: 'Entry' | 'Asset', itemId: string, asPreview: boolean) => {
          const item = (kind === 'Entry' ? entriesById : assetsById).get(itemId);
          return item && visible(item, asPreview) ? shape(item, kind, r.env, '*') : undefined;
        };
        try {
          return syncLog.page(q, { current }, preview, `${origin}${basePath}/spaces/${r.space}/environments/${r.env}`);
        } catch (err) {
          if (err instanceof SyncTokenError) throw new HttpError(400, 'BadRequest', err.message);
          throw err;
        }
      }
      case 'content_types': {
        if (id) {
          const c = pack.contentTypes.find((x) => x.sys.id === id);
          if (!c) throw new HttpError(404, 'NotFound', 'The resource could not be found.', { type: 'ContentType', id });
          return contentTypeJson(c, r.env);
        }
        const limit = intParam(q, 'limit', 100, 0, 1000);
        const skip = intParam(q, 'skip', 0, 0, Number.MAX_SAFE_INTEGER);
        return collection(
          pack.contentTypes.slice(skip, skip + limit).map((c) => contentTypeJson(c, r.env)),
          pack.contentTypes.length,
          skip,
          limit,
        );
      }
      default:
        throw new HttpError(404, 'NotResolvable', 'The resource could not be found.');
    }
  }

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/vnd.contentful.delivery.v1+json',
      'content-length': Buffer.byteLength(text),
      ...headers,
    });
    res.end(text);
  }

  function sendError(
    res: ServerResponse,
    status: number,
    requestId: string,
    id?: string,
    message?: string,
    details?: unknown,
    headers?: Record<string, string>,
  ): void {
    const [defId, defMessage] = ERROR_IDS[status] ?? ['ServerError', 'Error'];
    send(
      res,
      status,
      {
        sys: { type: 'Error', id: id ?? defId },
        message: message ?? defMessage,
        ...(details ? { details } : {}),
        requestId,
      },
      { 'x-contentful-request-id': requestId, ...headers },
    );
  }

  function onRequest(incoming: IncomingMessage, res: ServerResponse): void {
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    const query: Record<string, string> = {};
    for (const [k, v] of url.searchParams) query[k] = v;
    const requestId = randomUUID().replace(/-/g, '');
    const bearer = /^Bearer\s+(.+)$/i.exec(incoming.headers.authorization ?? '')?.[1] ?? query['access_token'];
    const auth =
      bearer === options.previewToken ? 'preview' : bearer === options.deliveryToken ? 'delivery' : 'invalid';
    const record: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query,
      resource: resourceOf(url.pathname, query),
      auth,
      status: 0,
      at: Date.now(),
    };
    requests.push(record);
    res.on('finish', () => {
      record.status = res.statusCode;
    });

    const fault = faults.find((f) => f.remaining > 0 && (!f.options.match || f.options.match(record)));
    if (fault) {
      fault.remaining--;
      if (fault.status === 'reset') {
        record.status = -1;
        incoming.socket.destroy();
        return;
      }
      const headers: Record<string, string> =
        fault.status === 429 ? { 'x-contentful-ratelimit-reset': String(fault.options.rateLimitReset ?? 1) } : {};
      sendError(res, fault.status, requestId, undefined, undefined, undefined, headers);
      return;
    }

    if (auth === 'invalid') {
      sendError(
        res,
        401,
        requestId,
        'AccessTokenInvalid',
        'The access token you sent could not be found or is invalid.',
      );
      return;
    }
    if (record.method !== 'GET' && record.method !== 'HEAD') {
      sendError(res, 400, requestId, 'BadRequest', `Method ${record.method} is not supported by this test server.`);
      return;
    }
    try {
      const body = handle(record, auth === 'preview');
      const text = JSON.stringify(body);
      if (
        options.maxResponseBytes !== undefined &&
        Buffer.byteLength(text) > options.maxResponseBytes &&
        Array.isArray(body['items'])
      ) {
        sendError(
          res,
          400,
          requestId,
          'BadRequest',
          `Response size too big. Maximum allowed response size: ${options.maxResponseBytes}B.`,
        );
        return;
      }
      send(res, 200, body, { 'x-contentful-request-id': requestId });
    } catch (err) {
      if (err instanceof HttpError) sendError(res, err.status, requestId, err.id, err.message, err.details);
      else sendError(res, 500, requestId, 'ServerError', (err as Error).message);
    }
  }

  const server = createServer(onRequest);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      origin = `http://127.0.0.1:${port}`;
      resolve({
        port,
        host: `127.0.0.1:${port}`,
        url: `http://127.0.0.1:${port}${basePath}`,
        requests,
        failNext(n, status = 500, predicate) {
          faults.push({
            remaining: n,
            status,
            options: typeof predicate === 'function' ? { match: predicate } : (predicate ?? {}),
          });
        },
        count(resource, predicate) {
          return requests.filter((r) => r.resource === resource && (!predicate || predicate(r))).length;
        },
        setPack(next) {
          const updated = packOf(next);
          syncLog.record('Entry', pack.entries, updated.entries);
          syncLog.record('Asset', pack.assets, updated.assets);
          pack = updated;
          defaultLocale = pack.locales.find((l) => l.default)?.code ?? pack.locales[0]?.code ?? 'en-US';
          localeByCode = new Map(pack.locales.map((l) => [l.code, l]));
          entriesById = new Map(pack.entries.map((e) => [e.sys.id, e]));
          assetsById = new Map(pack.assets.map((a) => [a.sys.id, a]));
        },
        saveDraft(entry) {
          const item = entry as PackItem;
          drafts.set(item.sys.id, item);
        },
        close() {
          return new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          });
        },
      });
    });
  });
}
