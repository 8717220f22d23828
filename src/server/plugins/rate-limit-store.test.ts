/**
 * Two API processes on one database share the rate-limit counters: attempts on one count
 * against the other (here: two app instances on one PGlite or PostgreSQL database). Counters
 * whose window has passed are deleted, but not one a request renewed while the delete waited.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { normalizeSpace } from '#src/content-layer/normalize.ts';
import type { RawSpace } from '#src/content-layer/raw.ts';
import { miniPack } from '#tests/fixtures/mini-pack.ts';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { postgresRateLimitStore, pruneRateLimits } from './rate-limit-store.ts';

const url = process.env['TEST_DATABASE_URL'];
const database = await openDatabase({ url, dataDir: 'memory://' });
await database.db.execute(sql`delete from rate_limits`);
const config = {
  ...configFromEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'rl-')), JWT_SECRET: 'k'.repeat(40) }),
  authRateLimit: { max: 4, perAddress: 100, windowSeconds: 60 },
};
const content = normalizeSpace(miniPack() as unknown as RawSpace);
const apps = [await buildApp({ config, database, content }), await buildApp({ config, database, content })];
afterAll(async () => {
  for (const a of apps) await a.close();
  await database.close();
});

describe('shared rate limits', () => {
  it('counts attempts across processes and answers 429 with Retry-After', async () => {
    const login = (i: number) =>
      apps[i % 2]!.inject({
        method: 'POST',
        url: '/v1/users/login',
        payload: { email: 'nobody@example.org', password: 'wrong password' },
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(i)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const limited = await login(0);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      message: 'error.tooManyRequests',
      retry_after: Number(limited.headers['retry-after']),
    });
  });

  it('keeps separate counters per route', async () => {
    const res = await apps[0]!.inject({
      method: 'POST',
      url: '/v1/users/forgot_password',
      payload: { email: 'nobody@example.org' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('passed windows', () => {
  /** One count of `key` through a store (the row's key is `global|{key}`), with a window of `ms`. */
  const count = (Store: ReturnType<typeof postgresRateLimitStore>, key: string, ms = 60_000) =>
    new Promise<number>((resolve, reject) => {
      new Store().incr(key, (err, res) => (err ? reject(err) : resolve(res!.current)), ms);
    });
  const keys = async (pattern: string) =>
    (
      await database.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(like(rateLimits.key, pattern))
        .orderBy(rateLimits.key)
    ).map((r) => r.key);
  /** A counter at `n` whose window ended a minute ago, or ends in a minute. */
  const place = (key: string, n: number, reset: 'past' | 'future') =>
    database.db
      .insert(rateLimits)
      .values({ key, count: n, resetAt: sql`now() + ${reset === 'past' ? -60 : 60} * interval '1 second'` });

  it('are deleted, and only they, by the first count of a process', async () => {
    await place('global|prune-old', 3, 'past');
    await place('global|prune-live', 2, 'future');
    // A process's first count prunes beside it (nothing waits for that); its next counts do not.
    // One process here: a second store's prune, left running, deleted the next test's counter.
    const Store = postgresRateLimitStore(database.db);
    expect(await count(Store, 'prune-new')).toBe(1);
    await expect.poll(() => keys('global|prune-%')).toEqual(['global|prune-live', 'global|prune-new']);
    // The live counter goes on from where it was.
    expect(await count(Store, 'prune-live')).toBe(3);
  });

  // Two connections holding a row at once: PostgreSQL only (PGlite runs one query at a time).
  it.runIf(url)('keep a counter a request renewed while the delete waited for its row', async () => {
    await place('global|prune-held', 7, 'past');
    const renewing = new pg.Client({ connectionString: url });
    await renewing.connect();
    try {
      // A request renews the passed window (as the store's upsert does) and has not committed yet…
      await renewing.query('begin');
      await renewing.query(
        "update rate_limits set count = 1, reset_at = now() + interval '1 minute' where key = 'global|prune-held'",
      );
      // …while the delete, which read the row as passed, waits for it: the one backend this
      // transaction blocks (a query's text in pg_stat_activity can lag, so it is not matched).
      // The wait is long because on a loaded machine the delete once took over a second to get there.
      const pruning = pruneRateLimits(database.db);
      await expect
        .poll(
          async () => {
            const { rows } = await renewing.query<{ n: number }>(
              'select count(*)::int as n from pg_stat_activity where pg_blocking_pids(pid) @> array[pg_backend_pid()]',
            );
            return rows[0]?.n;
          },
          { timeout: 15_000 },
        )
        .toBe(1);
      await renewing.query('commit');
      await pruning;
    } finally {
      await renewing.end();
    }
    expect(await keys('global|prune-held')).toEqual(['global|prune-held']);
    expect(await count(postgresRateLimitStore(database.db), 'prune-held')).toBe(2);
  });
});
