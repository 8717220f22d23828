/**
 * A small stand-in for the Contentful Content Management API: the endpoints `npm run
 * contentful:setup` calls, so the real `contentful-management` SDK runs against it in tests
 * (`host: server.host, insecure: true`). Like the real API it versions what it stores:
 * an update must carry `X-Contentful-Version` equal to the stored `sys.version` (else 409
 * `VersionMismatch`), every write adds one, and publishing a content type sets
 * `publishedVersion` and creates its editor interface (default widgets) when it has none.
 *
 * Served under `/spaces/:space` and `/spaces/:space/environments/:env`: the space and
 * environment GETs, GET/PUT `content_types/:id`, PUT `content_types/:id/published`,
 * GET/PUT `content_types/:id/editor_interface`. Auth: `Authorization: Bearer <token>`, else 401
 * `AccessTokenInvalid`. Every request is recorded in `requests`; `contentTypes` and
 * `editorInterfaces` hold the state, for tests to read and change.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Json = Record<string, unknown>;

/** A stored item: its `sys` (with `version`) and its other properties. */
export interface StoredItem extends Json {
  sys: Json & { id: string; version: number; publishedVersion?: number };
}

export interface CmaRequest {
  readonly method: string;
  readonly path: string;
  readonly version: string | undefined;
  readonly status: number;
}

export interface CmaTestServer {
  /** `127.0.0.1:PORT`, for the SDK's `host` option (with `insecure: true`). */
  readonly host: string;
  readonly requests: CmaRequest[];
  readonly contentTypes: Map<string, StoredItem>;
  readonly editorInterfaces: Map<string, StoredItem>;
  close(): Promise<void>;
}

export interface CmaServerOptions {
  readonly spaceId: string;
  readonly token: string;
  /** Environments besides `master`. */
  readonly environments?: readonly string[];
}

/** The widget Contentful's web app shows for a field type when none is chosen. */
const DEFAULT_WIDGETS: Readonly<Record<string, string>> = {
  Symbol: 'singleLine',
  Text: 'markdown',
  RichText: 'richTextEditor',
  Boolean: 'boolean',
  Date: 'datePicker',
  Link: 'entryLinkEditor',
  Array: 'entryLinksEditor',
};

const error = (id: string, message: string): Json => ({ sys: { type: 'Error', id }, message });

function readJson(req: IncomingMessage): Promise<Json> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        const parsed: unknown = text ? JSON.parse(text) : {};
        resolve(parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : {});
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
    req.on('error', reject);
  });
}

function fieldsOfItem(item: Json): readonly Json[] {
  const fields = item['fields'];
  return Array.isArray(fields) ? fields.filter((f): f is Json => Boolean(f) && typeof f === 'object') : [];
}

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startCmaServer(options: CmaServerOptions): Promise<CmaTestServer> {
  const environments = new Set(['master', ...(options.environments ?? [])]);
  const contentTypes = new Map<string, StoredItem>();
  const editorInterfaces = new Map<string, StoredItem>();
  const requests: CmaRequest[] = [];
  const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

  const ensureEditorInterface = (ct: StoredItem, env: string) => {
    const existing = editorInterfaces.get(ct.sys.id);
    const controls = Array.isArray(existing?.['controls']) ? [...(existing['controls'] as Json[])] : [];
    for (const f of fieldsOfItem(ct)) {
      if (!controls.some((c) => c['fieldId'] === f['id'])) {
        controls.push({
          fieldId: f['id'],
          widgetId: DEFAULT_WIDGETS[String(f['type'])] ?? 'singleLine',
          widgetNamespace: 'builtin',
        });
      }
    }
    const sys = existing?.sys ?? {
      id: 'default',
      type: 'EditorInterface',
      version: 1,
      contentType: link('ContentType', ct.sys.id),
      space: link('Space', options.spaceId),
      environment: link('Environment', env),
    };
    editorInterfaces.set(ct.sys.id, { ...existing, sys, controls });
  };

  type Reply = readonly [number, Json];
  const versionMismatch: Reply = [
    409,
    error('VersionMismatch', 'The version you sent does not match the current version.'),
  ];

  async function contentTypeRoute(
    method: string,
    env: string,
    id: string,
    rest: string,
    req: IncomingMessage,
    version: string | undefined,
  ): Promise<Reply> {
    const stored = contentTypes.get(id);
    if (rest === '' && method === 'GET')
      return stored ? [200, stored] : [404, error('NotFound', 'The resource could not be found.')];
    if (rest === '' && method === 'PUT') {
      const body = await readJson(req);
      if (stored && Number(version) !== stored.sys.version) return versionMismatch;
      const sys = stored
        ? { ...stored.sys, version: stored.sys.version + 1 }
        : {
            id,
            type: 'ContentType',
            version: 1,
            space: link('Space', options.spaceId),
            environment: link('Environment', env),
          };
      const item: StoredItem = { ...body, sys };
      contentTypes.set(id, item);
      return [stored ? 200 : 201, item];
    }
    if (!stored) return [404, error('NotFound', 'The resource could not be found.')];
    if (rest === '/published' && method === 'PUT') {
      if (Number(version) !== stored.sys.version) return versionMismatch;
      const item: StoredItem = {
        ...stored,
        sys: { ...stored.sys, publishedVersion: stored.sys.version, version: stored.sys.version + 1 },
      };
      contentTypes.set(id, item);
      ensureEditorInterface(item, env);
      return [200, item];
    }
    const ei = editorInterfaces.get(id);
    if (rest === '/editor_interface' && method === 'GET')
      return ei ? [200, ei] : [404, error('NotFound', 'The resource could not be found.')];
    if (rest === '/editor_interface' && method === 'PUT' && ei) {
      if (Number(version) !== ei.sys.version) return versionMismatch;
      const body = await readJson(req);
      const item: StoredItem = { ...body, sys: { ...ei.sys, version: ei.sys.version + 1 } };
      editorInterfaces.set(id, item);
      return [200, item];
    }
    return [404, error('NotFound', 'The resource could not be found.')];
  }

  async function route(req: IncomingMessage, path: string, version: string | undefined): Promise<Reply> {
    if (req.headers.authorization !== `Bearer ${options.token}`)
      return [401, error('AccessTokenInvalid', 'The access token you sent could not be found or is invalid.')];
    const m =
      /^\/spaces\/([^/]+)(?:\/environments\/([^/]+))?(\/content_types\/([^/]+)(\/published|\/editor_interface)?)?$/.exec(
        path,
      );
    if (!m || m[1] !== options.spaceId) return [404, error('NotFound', 'The resource could not be found.')];
    const env = m[2] ?? 'master';
    if (!environments.has(env)) return [404, error('NotFound', 'The resource could not be found.')];
    const method = req.method ?? 'GET';
    if (!m[3] && method === 'GET') {
      return m[2]
        ? [200, { sys: { id: env, type: 'Environment', version: 1, space: link('Space', options.spaceId) }, name: env }]
        : [200, { sys: { id: options.spaceId, type: 'Space', version: 1 }, name: 'Test space' }];
    }
    if (!m[4]) return [404, error('NotFound', 'The resource could not be found.')];
    return contentTypeRoute(method, env, decodeURIComponent(m[4]), m[5] ?? '', req, version);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const header = req.headers['x-contentful-version'];
    const version = Array.isArray(header) ? header[0] : header;
    route(req, path, version)
      .then(([status, body]) => {
        requests.push({ method: req.method ?? 'GET', path, version, status });
        res.writeHead(status, { 'content-type': 'application/vnd.contentful.management.v1+json' });
        res.end(JSON.stringify(body));
      })
      .catch((e: unknown) => {
        requests.push({ method: req.method ?? 'GET', path, version, status: 400 });
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify(error('BadRequest', e instanceof Error ? e.message : String(e))));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    requests,
    contentTypes,
    editorInterfaces,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
