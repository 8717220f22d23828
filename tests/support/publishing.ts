/**
 * Helpers for publishing tests and the publish benchmark: a content pack on disk that a test
 * edits between publishes, Contentful-signed webhook requests, and waiting for a build to go
 * live on a running server.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { astroBuilder, buildCacheDir, newBuildId, withBuildCache } from '#src/server/publishing/publisher.ts';
import { signRequest } from '#src/server/publishing/signature.ts';
import { miniPack } from '../fixtures/mini-pack.ts';
import { freePort } from './ports.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export type Pack = {
  entries: {
    sys: { id: string; contentType?: { sys: { id: string } } };
    fields: Record<string, Record<string, unknown>>;
  }[];
};

/** Writes the mini pack, changed by `mutate`, to `file`. */
export function writeMiniPack(file: string, mutate: (p: Pack) => void = () => undefined): void {
  const pack = miniPack() as unknown as Pack;
  mutate(pack);
  writeFileSync(file, JSON.stringify(pack));
}

/** Rewrites the pack in `file` in place. */
export function editPack(file: string, mutate: (p: Pack) => void): void {
  const pack = JSON.parse(readFileSync(file, 'utf8')) as Pack;
  mutate(pack);
  writeFileSync(file, JSON.stringify(pack));
}

/**
 * Adds question `id` (a copy of 101 with ids of its own, right answer `<id>-a`) to the mini
 * pack's practice test of topic alpha: an editor's new question, for publishing tests.
 */
export function addQuestion(pack: Pack, id: string): void {
  const copy = (from: string, to: string) => {
    const entry = pack.entries.find((e) => e.sys.id === from);
    if (!entry) throw new Error(`no entry '${from}'`);
    const added = JSON.parse(
      JSON.stringify(entry).replaceAll('a101', `a${id}`).replaceAll('101', id),
    ) as Pack['entries'][number];
    added.sys.id = to;
    pack.entries.push(added);
  };
  for (const k of ['a', 'b', 'c']) copy(`a101${k}`, `a${id}${k}`);
  copy('q101', `q${id}`);
  const questions = pack.entries.find((e) => e.sys.id === 'testA')?.fields['questions']?.['en-US'];
  if (!Array.isArray(questions)) throw new Error('testA has no questions');
  questions.push({ sys: { type: 'Link', linkType: 'Entry', id: `q${id}` } });
}

/** The fields of the entry with this id. */
export function fieldsOf(pack: Pack, id: string): Record<string, Record<string, unknown>> {
  const entry = pack.entries.find((e) => e.sys.id === id);
  if (!entry) throw new Error(`no entry '${id}' in the pack`);
  return entry.fields;
}

export const WEBHOOK_PATH = '/hooks/contentful';

/**
 * A delivery's idempotency key (`x-contentful-idempotency-key`) no other delivery has: the server
 * answers a key it saw before as a repeated delivery. A clock is not enough: two sent in one
 * millisecond got one key.
 */
export const deliveryKey = (name: string): string => `${name}-${randomUUID()}`;

/** The `HOOKS_STATUS_TOKEN` test servers run with: it unlocks the full report of `GET /hooks/status`. */
export const STATUS_TOKEN = 'test-hooks-status-token-'.padEnd(48, 's');

/** Headers of a webhook request signed as Contentful signs it (`timestamp` in ms). */
export function signedHeaders(
  secret: string,
  body: string,
  headers: Record<string, string> = {},
  timestamp = Date.now(),
): Record<string, string> {
  const base = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
    ...headers,
  };
  return { ...base, ...signRequest(secret, { method: 'POST', path: WEBHOOK_PATH, headers: base, body }, timestamp) };
}

/** The live build id of a running server (`builds/latest.json`). */
export async function liveBuildId(baseUrl: string): Promise<string> {
  const res = await fetch(new URL('/builds/latest.json', baseUrl), { cache: 'no-store' });
  return ((await res.json()) as { buildId: string }).buildId;
}

export interface PublishStatus {
  readonly buildId: string;
  readonly ok: boolean;
  readonly skipped?: boolean;
  readonly startedAt: string;
  readonly seconds: number;
  readonly errors: readonly string[];
}

/** The publisher's last report (`GET /hooks/status`, with the status token). */
export async function publishStatus(baseUrl: string): Promise<PublishStatus | null> {
  const res = await fetch(new URL('/hooks/status', baseUrl), { headers: { authorization: `Bearer ${STATUS_TOKEN}` } });
  return ((await res.json()) as { data: PublishStatus | null }).data;
}

/** Polls until `done` returns (or resolves to) a value, every `everyMs`, failing after `timeoutMs`. */
export async function waitFor<T>(
  done: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  timeoutMs = 90_000,
  everyMs = 100,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await done();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Waits for a publish report newer than `before` (a failed or skipped one counts too). */
export function nextPublishReport(
  baseUrl: string,
  before: PublishStatus | null,
  timeoutMs?: number,
): Promise<PublishStatus> {
  return waitFor(async () => {
    const now = await publishStatus(baseUrl);
    return now && now.startedAt !== before?.startedAt ? now : null;
  }, timeoutMs);
}

/** The environment of a publishing server and its first build, made as a publish makes it. */
export interface FirstBuild {
  readonly env: NodeJS.ProcessEnv;
  readonly firstBuildId: string;
  /** Seconds the first build took. */
  readonly firstBuildSeconds: number;
}

/**
 * Makes the first build as a publish makes it (into `<dataDir>/builds/<id>`, named live by
 * `builds/current`) from `packFile`, and returns the environment the server then runs with.
 */
export async function firstPublishedBuild(opts: {
  dataDir: string;
  packFile: string;
  secret: string;
  env?: NodeJS.ProcessEnv;
}): Promise<FirstBuild> {
  // The first build fills the incremental-build cache as the server's own builds do.
  const env = withBuildCache(
    {
      ...process.env,
      CONTENT_PACK: opts.packFile,
      CONTENTFUL_WEBHOOK_SECRET: opts.secret,
      HOOKS_STATUS_TOKEN: STATUS_TOKEN,
      DATA_DIR: opts.dataDir,
      JWT_SECRET: 'j'.repeat(40),
      AUTH_RATE_LIMIT: '1000',
      ADDRESS_RATE_LIMIT: '1000',
      ...opts.env,
    },
    buildCacheDir(opts.dataDir),
  );
  mkdirSync(join(opts.dataDir, 'builds'), { recursive: true });
  const started = performance.now();
  const firstBuildId = newBuildId();
  const first = await astroBuilder(ROOT, env)(join(opts.dataDir, 'builds', firstBuildId));
  if (!first.ok) throw new Error(`first build failed:\n${first.log}`);
  writeFileSync(join(opts.dataDir, 'builds', 'current'), firstBuildId);
  return { env, firstBuildId, firstBuildSeconds: (performance.now() - started) / 1000 };
}

export interface ServerProcess {
  readonly baseUrl: string;
  /** The exit code once the process has exited; undefined while it runs. */
  exitCode(): number | null | undefined;
  /** Sends SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Sends a signal (SIGHUP: reload the content). */
  signal(name: NodeJS.Signals): void;
  /** The JSON log lines the process printed so far (at its `LOG_LEVEL`), parsed. */
  logs(): readonly { readonly level: number; readonly msg: string }[];
}

/**
 * The real server process (`src/server/main.ts`, as `npm run serve` runs it) on a free port
 * with `env`; resolves when it answers `GET /healthz`. Unless `env` names a DIST_DIR (the built
 * site, for a browser test), DIST_DIR points nowhere, so a publishing server serves only what
 * its builds folder holds. `port` fixes the port (a restarted process comes back on its own);
 * otherwise a free one.
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  timeoutMs = 120_000,
  fixedPort?: number,
): Promise<ServerProcess> {
  const port = fixedPort ?? (await freePort());
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...env,
      DIST_DIR: env['DIST_DIR'] ?? join(env['DATA_DIR'] ?? ROOT, 'no-dist'),
      PORT: String(port),
      HOST: 'localhost',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: { level: number; msg: string }[] = [];
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const whole = text.split('\n');
    partial = whole.pop() ?? '';
    for (const line of whole) {
      try {
        lines.push(JSON.parse(line) as { level: number; msg: string });
      } catch {
        // Expected now and then: a line that is not the logger's (a tool's own output).
      }
    }
  });
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok((exitCode = code))));
  const failed = exited.then((code) => {
    throw new Error(`server process exited with ${code} before serving`);
  });
  await Promise.race([
    waitFor(
      () =>
        fetch(new URL('/healthz', baseUrl)).then(
          (r) => r.ok,
          () => false,
        ),
      timeoutMs,
      200,
    ),
    failed,
  ]);
  failed.catch(() => undefined);
  return {
    baseUrl,
    exitCode: () => exitCode,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
    signal: (name) => void child.kill(name),
    logs: () => lines,
  };
}

export interface PublishingServer {
  readonly baseUrl: string;
  /** The id of the build live at start. */
  readonly firstBuildId: string;
  /** Seconds the first build took. */
  readonly firstBuildSeconds: number;
  stop(): void;
}

/**
 * `npm start` as a publishing site runs it: the first build made as a publish makes it, then
 * the real server process on a free port, reading `packFile` and verifying with `secret`.
 */
export async function startPublishingServer(opts: {
  dataDir: string;
  packFile: string;
  secret: string;
  env?: NodeJS.ProcessEnv;
}): Promise<PublishingServer> {
  const { env, firstBuildId, firstBuildSeconds } = await firstPublishedBuild(opts);
  const server = await startServerProcess(env);
  return { baseUrl: server.baseUrl, firstBuildId, firstBuildSeconds, stop: () => void server.stop() };
}
