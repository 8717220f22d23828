/**
 * Helpers for the API tests (not a test file itself): a test file's app, the contract's endpoints by route group, a recorder of the routes the tests reach, and short-hands for the common steps
 * (anonymous user, registration, answers, row counts).
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  OPERATIONS,
  ROUTE_GROUPS,
  type Operation,
  type OperationName,
  type RouteGroup,
} from '#src/api-contract/operations.ts';
import type { ErrorBody, ResponseBody } from '#src/api-contract/types.ts';
import type { ServerConfig } from '#src/server/config.ts';
import { createTestApp, type TestApp } from './api.ts';
import {
  certificates,
  challengeProgress,
  emailTokens,
  groupMemberships,
  refreshTokens,
  resultShares,
  userAnswers,
  users,
} from '#src/server/db/schema.ts';

/** An operation as `METHOD /v1/path/{param}`, the notation of the OpenAPI document. */
const endpoint = (op: Operation) => `${op.method.toUpperCase()} /v1${op.path.replace(/:(\w+)/g, '{$1}')}`;

/** Every endpoint of the contract (src/api-contract/operations.ts), by route group (the test file that owns it). */
export const ENDPOINTS = Object.fromEntries(
  ROUTE_GROUPS.map((group): [RouteGroup, readonly string[]] => [
    group,
    Object.values(OPERATIONS)
      .filter((op) => op.group === group)
      .map(endpoint),
  ]),
) as Readonly<Record<RouteGroup, readonly string[]>>;

/** The endpoints of the OpenAPI document, in the same notation. */
export async function documentedEndpoints(app: FastifyInstance): Promise<string[]> {
  const doc = (await app.inject({ method: 'GET', url: '/v1/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
}

export interface Recorder {
  /** The routes reached, in endpoint notation. */
  readonly routes: Set<string>;
  /** Every error answer (status >= 400) with its body, to check that none leaks internals. */
  readonly errors: { status: number; url: string; body: string }[];
}

/** Records the route (not the URL) of every request the app answers, and every error body (into `rec` when given). */
export function recordRoutes(app: FastifyInstance, rec: Recorder = { routes: new Set(), errors: [] }): Recorder {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (url) rec.routes.add(`${request.method} ${url.replace(/:(\w+)/g, '{$1}')}`);
    if (reply.statusCode >= 400)
      rec.errors.push({
        status: reply.statusCode,
        url: request.url,
        body: typeof payload === 'string' ? payload : String(payload),
      });
    return payload;
  });
  return rec;
}

/** The endpoints of `expected` that no recorded request reached. */
export const unreached = (expected: readonly string[], rec: Recorder) => expected.filter((e) => !rec.routes.has(e));

/** Error bodies that are not `{ message: key }` (optionally with `errors`) or that leak internals. */
export function badErrorBodies(rec: Recorder): string[] {
  const bad: string[] = [];
  for (const e of rec.errors) {
    let ok: boolean;
    try {
      const body = JSON.parse(e.body) as Record<string, unknown>;
      ok =
        typeof body['message'] === 'string' &&
        /^[a-z]+\.[A-Za-z.]+$/.test(body['message']) &&
        Object.keys(body).every((k) => k === 'message' || k === 'errors');
    } catch {
      ok = false;
    }
    if (!ok || LEAK.test(e.body)) bad.push(`${e.status} ${e.url}: ${e.body.slice(0, 300)}`);
  }
  return bad;
}

/**
 * The test that closes a route group's file: every endpoint of the group was reached by the
 * file's tests (recorded in `rec`), and every error answer was a message key without internals.
 * Call it last in the file, since Vitest runs a file's tests in order.
 */
export function itCoversRouteGroup(group: RouteGroup, rec: Recorder): void {
  it(`every ${group} endpoint was reached, and every error body was a message key without internals`, () => {
    expect(unreached(ENDPOINTS[group], rec)).toEqual([]);
    expect(badErrorBodies(rec)).toEqual([]);
  });
}

const LEAK = /\bat .+:\d+:\d+|node_modules|\.ts:\d+|"stack"|select .* from|insert into|violates/i;

export type Res = LightMyRequestResponse;

/**
 * A response's JSON body, typed as the success answer of operation `op` in the API contract. Inject's
 * `json()` answers `any`, which would let a test read a field the contract does not have; naming the
 * operation keeps the test's reading in step with the contract's types (the body is not validated here:
 * the route's response schema does that).
 */
export const bodyOf = <K extends OperationName>(res: Res, _op: K): ResponseBody<K> => res.json<ResponseBody<K>>();

/** A refusal's JSON body: the contract's error body (message key, and errors by field for validation). */
export const errorOf = (res: Res): ErrorBody => res.json<ErrorBody>();

/** What a client needs of an app: a Fastify app, or a stand-in that reaches one started later (`appPerFile`). */
export interface Injector {
  inject(opts: InjectOptions): Promise<Res>;
}

/**
 * A small client over `app.inject`: JSON in, the response out; from `remoteAddress` when given
 * (rate limits count per client address), else inject's 127.0.0.1.
 */
export function client(app: Injector, remoteAddress?: string) {
  const call = (
    method: NonNullable<InjectOptions['method']>,
    url: string,
    payload?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<Res> => {
    const opts: InjectOptions = {
      method,
      url,
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(payload === undefined ? {} : { payload: payload as NonNullable<InjectOptions['payload']> }),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    };
    return app.inject(opts);
  };
  return {
    get: (url: string, token?: string, headers?: Record<string, string>) => call('GET', url, undefined, token, headers),
    post: (url: string, payload?: unknown, token?: string, headers?: Record<string, string>) =>
      call('POST', url, payload, token, headers),
    put: (url: string, payload?: unknown, token?: string, headers?: Record<string, string>) =>
      call('PUT', url, payload, token, headers),
    async anonymous(body: Record<string, unknown> = {}): Promise<string> {
      const res = await call('POST', '/v1/users', body);
      if (res.statusCode !== 201) throw new Error(`anonymous user: ${res.statusCode} ${res.body}`);
      return res.json<{ data: { uuid: string } }>().data.uuid;
    },
    /** Answers question `q` with answer key a (right), b (wrong) or c (very wrong). */
    answer(
      user: string | { token: string },
      q: string | number,
      key: 'a' | 'b' | 'c',
      extra: Record<string, unknown> = {},
    ) {
      const record = { question_global_id: String(q), answer_global_id: `${q}-${key}`, ...extra };
      return typeof user === 'string'
        ? call('POST', '/v1/user_answers', { user_uuid: user, user_answer: record })
        : call('POST', '/v1/user_answers', { user_answer: record }, user.token);
    },
  };
}

export type Client = ReturnType<typeof client>;

export interface Session {
  readonly uuid: string;
  readonly token: string;
  readonly refresh: string;
  readonly email: string;
}

export const PASSWORD = 'correct horse battery';

let counter = 0;
export const freshEmail = (name = 'user') => `${name}-${Date.now().toString(36)}-${++counter}@example.org`;

/** Registers (optionally an existing anonymous uuid) and returns the session. */
export async function register(
  c: Client,
  opts: { uuid?: string; email?: string; lang?: 'en' | 'sv' } = {},
): Promise<Session> {
  const email = opts.email ?? freshEmail();
  const res = await c.post(`/v1/users/register${opts.lang ? `?lang=${opts.lang}` : ''}`, {
    ...(opts.uuid ? { uuid: opts.uuid } : {}),
    email,
    password: PASSWORD,
    password_confirm: PASSWORD,
    agreements_acceptence: true,
  });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const body = res.json<{ access_token: string; refresh_token: string; user: { uuid: string } }>();
  return { uuid: body.user.uuid, token: body.access_token, refresh: body.refresh_token, email };
}

export const TABLES = {
  users,
  user_answers: userAnswers,
  challenge_progress: challengeProgress,
  certificates,
  result_shares: resultShares,
  group_memberships: groupMemberships,
  email_tokens: emailTokens,
  refresh_tokens: refreshTokens,
} as const;

/** Row counts of every table that holds user data. */
export async function rowCounts(app: FastifyInstance): Promise<Record<keyof typeof TABLES, number>> {
  const out = {} as Record<keyof typeof TABLES, number>;
  for (const [name, table] of Object.entries(TABLES) as [keyof typeof TABLES, (typeof TABLES)[keyof typeof TABLES]][]) {
    const [row] = await app.db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

/** Waits until `check` holds (mail sent after the answer, for instance). */
export function eventually<T>(check: () => T | undefined | false, ms = 3000): Promise<T> {
  return vi.waitFor(
    () => {
      const v = check();
      if (!v) throw new Error('condition not reached in time');
      return v;
    },
    { timeout: ms, interval: 20 },
  );
}

/** A well-formed uuid that names no user. */
export const NOBODY = '00000000-0000-4000-8000-000000000000';

/**
 * A route group's app: a test app with a generous auth rate limit, since a route group's file
 * (and any other that signs up and logs in a lot) does so far more often than the real limit
 * lets one address do.
 */
export const routeGroupApp = (overrides: Partial<ServerConfig> = {}): Promise<TestApp> =>
  createTestApp({ authRateLimit: { max: 1000, perAddress: 1000, windowSeconds: 60 }, ...overrides });

/** A test file's app (`appPerFile`): the app, a client on it and the routes its requests reached. */
export interface FileApp {
  readonly t: TestApp;
  readonly c: Client;
  readonly rec: Recorder;
}

/**
 * The app a test file's tests share: `start` (by default a plain test app) runs before the
 * file's tests and the app closes after them, so every API test file names its setup in one
 * call instead of writing the same let/beforeAll/afterAll lines again. What it returns is at
 * hand at once, for the file to destructure at the top: each part reaches the started app when
 * a test or a later hook uses it (before that it throws), and `rec` records every route reached
 * (for a route group's coverage check).
 */
export function appPerFile(start: () => Promise<TestApp> = () => createTestApp()): FileApp {
  let started: TestApp | undefined;
  const current = (): TestApp => {
    if (!started) throw new Error('The test app starts in beforeAll: use it in a test or a later hook.');
    return started;
  };
  const rec: Recorder = { routes: new Set(), errors: [] };
  beforeAll(async () => {
    started = await start();
    recordRoutes(started.app, rec);
  }, 60_000);
  afterAll(() => started?.close());
  const t: TestApp = {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    outbox: () => current().outbox(),
    close: () => current().close(),
  };
  return { t, c: client({ inject: (opts) => current().app.inject(opts) }), rec };
}
