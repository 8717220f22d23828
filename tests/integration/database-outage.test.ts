/**
 * An API process on a real PostgreSQL server that goes away (docs/operations.md, "When the
 * database goes away"): restarted under load (`pg_ctl restart -m fast`), every backend
 * terminated, and not there at all when the process starts. The process never exits; while the
 * database is away calls get 503 with `Retry-After` (never a 500, never a dropped connection);
 * it serves again within seconds of the database's return; and every answer it acknowledged
 * is in the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../support/postgres-server.ts';
import { startServerProcess, waitFor, writeMiniPack, type ServerProcess } from '../support/publishing.ts';
import { ifStarted } from '#tests/support/if-started.ts';

let dir: string;
let postgres: PostgresServer;
let env: NodeJS.ProcessEnv;
let api: ServerProcess;

const json = { 'content-type': 'application/json' };
/** A learner's pause after a refusal, as a client told `Retry-After` waits (kept short): not a wait for a condition. */
const backOff = () => new Promise((r) => setTimeout(r, 100));

/** A new anonymous user's uuid (retried while the database is away). */
async function anonymousUser(base: string): Promise<string> {
  return waitFor(
    async () => {
      const res = await fetch(new URL('/v1/users', base), { method: 'POST', headers: json, body: '{}' });
      return res.status === 201 ? ((await res.json()) as { data: { uuid: string } }).data.uuid : null;
    },
    30_000,
    200,
  );
}

interface Load {
  /** client_ids of the saves the API acknowledged (2xx). */
  readonly acknowledged: string[];
  /** How many answers each status got ('network' when no answer came). */
  readonly statuses: Map<string, number>;
  readonly retryAfterMissing: number;
  stop(): Promise<void>;
}

/** `clients` learners saving answers back to back, each save with its own client_id. */
async function answerLoad(base: string, clients: number): Promise<Load> {
  const users = await Promise.all(Array.from({ length: clients }, () => anonymousUser(base)));
  const load = { acknowledged: [] as string[], statuses: new Map<string, number>(), retryAfterMissing: 0 };
  let running = true;
  let n = 0;
  const learner = async (uuid: string) => {
    while (running) {
      const clientId = `outage-${++n}-${uuid.slice(0, 8)}`;
      let status: string;
      try {
        const res = await fetch(new URL('/v1/user_answers', base), {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            user_uuid: uuid,
            user_answer: { question_global_id: '101', answer_global_id: '101-a', client_id: clientId },
          }),
        });
        status = String(res.status);
        if (res.ok) load.acknowledged.push(clientId);
        if (res.status === 503 && !res.headers.get('retry-after')) load.retryAfterMissing++;
        await res.arrayBuffer();
      } catch {
        status = 'network';
      }
      load.statuses.set(status, (load.statuses.get(status) ?? 0) + 1);
      if (status !== '200' && status !== '201') await backOff();
    }
  };
  const done = Promise.all(users.map(learner));
  return {
    ...load,
    get retryAfterMissing() {
      return load.retryAfterMissing;
    },
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** Which of `clientIds` are saved in the database. */
async function saved(clientIds: readonly string[]): Promise<number> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from user_answers where client_id = any($1)',
      [clientIds],
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

const ready = async (base: string) => (await fetch(new URL('/readyz', base)).catch(() => null))?.status === 200;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'outage-'));
  const packFile = join(dir, 'export.json');
  writeMiniPack(packFile);
  postgres = await startPostgres();
  env = {
    ...process.env,
    API_ONLY: 'true',
    CONTENT_PACK: packFile,
    DATABASE_URL: postgres.url,
    JWT_SECRET: 'j'.repeat(40),
    AUTH_RATE_LIMIT: '100000',
  };
  api = await startServerProcess({ ...env, DATA_DIR: join(dir, 'api') });
}, 120_000);

afterAll(async () => {
  await ifStarted(api, (x) => x.stop());
  ifStarted(postgres, (x) => x.stop());
  rmSync(dir, { recursive: true, force: true });
});

describe('an API process whose PostgreSQL server goes away', () => {
  it('rides out a restart under the load of 10 learners: never exits, ready again within 10 s, no acknowledged answer lost', async () => {
    const load = await answerLoad(api.baseUrl, 10);
    // The learners are saving before the restart…
    await expect.poll(() => load.acknowledged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(30);
    postgres.restart();
    const back = performance.now();
    await waitFor(() => ready(api.baseUrl), 10_000, 100);
    const readyAfterMs = performance.now() - back;
    // …and saving again after it.
    const beforeReady = load.acknowledged.length;
    await expect.poll(() => load.acknowledged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(beforeReady + 30);
    await load.stop();
    console.log(
      `restart: ready ${Math.round(readyAfterMs)} ms after the server was back; answers ${JSON.stringify(Object.fromEntries(load.statuses))}`,
    );
    expect(api.exitCode()).toBeUndefined();
    expect(readyAfterMs).toBeLessThan(10_000);
    // Refused while away (503, with when to try again), never a 500 or a dropped connection.
    expect([...load.statuses.keys()].filter((s) => !['200', '201', '503'].includes(s))).toEqual([]);
    expect(load.retryAfterMissing).toBe(0);
    expect(load.acknowledged.length).toBeGreaterThan(10);
    expect(await saved(load.acknowledged)).toBe(load.acknowledged.length);
  }, 60_000);

  it('serves again within 5 s when every backend, idle and pipelined ones included, is terminated', async () => {
    const load = await answerLoad(api.baseUrl, 4);
    // Saves have gone through, so the pool and the pipelined connection are open.
    await expect.poll(() => load.acknowledged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(8);
    await load.stop();
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and datname = current_database()',
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    const cut = performance.now();
    const uuid = await anonymousUser(api.baseUrl);
    await waitFor(
      async () => {
        const res = await fetch(new URL('/v1/user_answers', api.baseUrl), {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            user_uuid: uuid,
            user_answer: { question_global_id: '101', answer_global_id: '101-b' },
          }),
        });
        return res.status === 201;
      },
      5_000,
      100,
    );
    const servedAfterMs = performance.now() - cut;
    console.log(`terminated backends: serving ${Math.round(servedAfterMs)} ms later`);
    // Ready again: every connection that was cut has been replaced, and the process is still there.
    await expect.poll(() => ready(api.baseUrl), { timeout: 5_000 }).toBe(true);
    expect(api.exitCode()).toBeUndefined();
    expect(servedAfterMs).toBeLessThan(5_000);
  }, 30_000);

  it('starts without its database: 503 on /readyz and the API, then serves within 20 s of the database coming back', async () => {
    postgres.halt();
    let late: ServerProcess | undefined;
    try {
      // At `warn` the process says when its migrations find the database unreachable and will try again.
      late = await startServerProcess({ ...env, LOG_LEVEL: 'warn', DATA_DIR: join(dir, 'late') });
      const readyz = await fetch(new URL('/readyz', late.baseUrl));
      expect(readyz.status).toBe(503);
      expect(((await readyz.json()) as { checks: { database: string } }).checks.database).toBe('failed');
      const call = await fetch(new URL('/v1/users', late.baseUrl), { method: 'POST', headers: json, body: '{}' });
      expect(call.status).toBe(503);
      expect(call.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await call.json()).toMatchObject({ message: 'error.databaseUnavailable' });
      const started = late;
      await expect
        .poll(() => started.logs().some((l) => /^database migrations: the database is still unreachable/.test(l.msg)), {
          timeout: 20_000,
        })
        .toBe(true);
      expect((await fetch(new URL('/readyz', late.baseUrl))).status).toBe(503);
      expect(late.exitCode()).toBeUndefined();
      postgres.start();
      const back = performance.now();
      await anonymousUser(late.baseUrl);
      const servedAfterMs = performance.now() - back;
      console.log(`started without its database: serving ${Math.round(servedAfterMs)} ms after it came back`);
      expect(servedAfterMs).toBeLessThan(20_000);
      expect(await ready(late.baseUrl)).toBe(true);
    } finally {
      await late?.stop();
    }
  }, 90_000);
});
