/**
 * A process stopped with SIGTERM under load, as a rolling deploy stops it (docs/operations.md,
 * "Stopping and rolling restarts"): it first says it is not ready (`/readyz` 503) while it
 * still serves, then stops taking connections, answers every request it has, and exits 0. No
 * request it accepted goes unanswered, on PGlite as on PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../support/postgres-server.ts';
import { startServerProcess, writeMiniPack } from '../support/publishing.ts';
import { ifStarted } from '#tests/support/if-started.ts';

let dir: string;
let packFile: string;
let postgres: PostgresServer;

const json = { 'content-type': 'application/json' };

/**
 * POSTs `body` on `agent`'s connection: the status, or the socket error's code. Each learner
 * keeps one connection open, as a browser or a proxy does, so a new connection is opened only
 * after the server ended one: a request that fails is one the process had taken, not one that
 * never got past its listener.
 */
function post(agent: Agent, url: URL, body: string): Promise<string> {
  return new Promise((resolve) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { ...json, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
        res.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    req.end(body);
  });
}

interface Outcomes {
  /** Answers by status, and failures by error code. */
  readonly counts: Map<string, number>;
  /** /readyz statuses seen after the signal, before the process stopped taking connections. */
  readonly readyAfterSignal: number[];
}

/** 20 learners saving answers until the process is gone; SIGTERM after a second of it. */
async function stopUnderLoad(env: NodeJS.ProcessEnv): Promise<{ outcomes: Outcomes; exitCode: number | null }> {
  const server = await startServerProcess(env);
  const base = server.baseUrl;
  const users = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const res = await fetch(new URL('/v1/users', base), { method: 'POST', headers: json, body: '{}' });
      return ((await res.json()) as { data: { uuid: string } }).data.uuid;
    }),
  );
  const outcomes: Outcomes = { counts: new Map(), readyAfterSignal: [] };
  const count = (k: string) => outcomes.counts.set(k, (outcomes.counts.get(k) ?? 0) + 1);
  let gone = false;
  const learner = async (uuid: string) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let n = 0; !gone; n++) {
      const body = JSON.stringify({
        user_uuid: uuid,
        user_answer: {
          question_global_id: '101',
          answer_global_id: '101-a',
          client_id: `stop-${uuid.slice(0, 8)}-${n}`,
        },
      });
      const outcome = await post(agent, new URL('/v1/user_answers', base), body);
      count(outcome);
      // Refused: the process no longer takes connections, as it should once it is closing.
      if (outcome === 'ECONNREFUSED') gone = true;
    }
    agent.destroy();
  };
  const load = Promise.all(users.map(learner));
  // The signal comes while every learner is saving: a few answers each have been answered.
  await expect
    .poll(() => [...outcomes.counts.values()].reduce((a, b) => a + b, 0), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(users.length * 3);
  const exited = server.stop();
  const watchReady = (async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the learners set `gone` meanwhile (TS keeps the narrowing to false across awaits, TypeScript#9998)
    while (!gone) {
      const res = await fetch(new URL('/readyz', base)).catch(() => null);
      if (!res) break;
      // One request after another: each answer is awaited, so this is no tighter than the learners.
      outcomes.readyAfterSignal.push(res.status);
    }
  })();
  const exitCode = await exited;
  gone = true;
  await Promise.all([load, watchReady]);
  return { outcomes, exitCode };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stop-'));
  packFile = join(dir, 'export.json');
  writeMiniPack(packFile);
  postgres = await startPostgres();
}, 120_000);

afterAll(() => {
  ifStarted(postgres, (x) => x.stop());
  rmSync(dir, { recursive: true, force: true });
});

const env = (name: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  API_ONLY: 'true',
  CONTENT_PACK: packFile,
  DATA_DIR: join(dir, name),
  JWT_SECRET: 'j'.repeat(40),
  AUTH_RATE_LIMIT: '100000',
  ...extra,
});

describe.each([
  ['PGlite', () => env('pglite')],
  ['PostgreSQL', () => env('postgres', { DATABASE_URL: postgres.url })],
])('SIGTERM under the load of 20 learners on %s', (_name, settings) => {
  it('says it is not ready first, answers every request it accepted, and exits 0', async () => {
    const { outcomes, exitCode } = await stopUnderLoad(settings());
    console.log(
      `${_name}: ${JSON.stringify(Object.fromEntries(outcomes.counts))}; /readyz after the signal: ${outcomes.readyAfterSignal.join(' ')}`,
    );
    expect(exitCode).toBe(0);
    const dropped = [...outcomes.counts.keys()].filter((k) => !['200', '201', 'ECONNREFUSED'].includes(k));
    expect(dropped).toEqual([]);
    // Not ready from the moment the signal is handled (a loop busy with PGlite may answer one
    // more 200 before it is), then 503 until it stops taking connections.
    const first503 = outcomes.readyAfterSignal.indexOf(503);
    expect(first503).toBeGreaterThanOrEqual(0);
    expect(outcomes.readyAfterSignal.slice(first503).every((s) => s === 503)).toBe(true);
  }, 120_000);
});
