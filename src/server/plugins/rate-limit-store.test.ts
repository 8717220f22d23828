/**
 * Two API processes on one database share the rate-limit counters: attempts on one count
 * against the other (here: two app instances on one PGlite or PostgreSQL database).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { normalizeSpace } from '#src/content-layer/normalize.ts';
import type { RawSpace } from '#src/content-layer/raw.ts';
import { miniPack } from '#tests/fixtures/mini-pack.ts';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/client.ts';

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
