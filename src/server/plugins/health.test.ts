import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/api.ts';
import { miniPack } from '#tests/fixtures/mini-pack.ts';
import { normalizeSpace } from '#src/content-layer/normalize.ts';
import type { RawSpace } from '#src/content-layer/raw.ts';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/client.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close().catch(() => undefined);
  t = undefined;
});

describe('health endpoints', () => {
  it('GET /healthz answers 200 { status: ok }, never cached, without auth', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz answers 200 when the database answers and content is loaded', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', content: 'ok', accepting: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz answers 503 naming the database when it does not answer, while /healthz stays 200', async () => {
    const url = process.env['TEST_DATABASE_URL'];
    const database = await openDatabase({ url, dataDir: 'memory://' });
    const app = await buildApp({
      config: {
        ...configFromEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'health-')), JWT_SECRET: 'x'.repeat(40) }),
        databaseUrl: url,
      },
      database,
      content: normalizeSpace(miniPack() as unknown as RawSpace),
    });
    // The database goes away under the running app (the pool or PGlite closed).
    await database.close();
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'failed', content: 'ok', accepting: 'ok' },
    });
    await app.close();
  });

  it('GET /readyz answers 503 once the process is stopping, while it still serves; then its answers close their connections', async () => {
    t = await createTestApp();
    t.app.startDraining();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', content: 'ok', accepting: 'failed' },
    });
    const served = await t.app.inject({ method: 'POST', url: '/v1/users', payload: {} });
    expect(served.statusCode).toBe(201);
    expect(served.headers['connection']).not.toBe('close');
    t.app.endConnections();
    const last = await t.app.inject({ method: 'POST', url: '/v1/users', payload: {} });
    expect(last.statusCode).toBe(201);
    expect(last.headers['connection']).toBe('close');
  });

  it('is not part of the API document', async () => {
    t = await createTestApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths).some((p) => p.includes('healthz') || p.includes('readyz'))).toBe(false);
  });
});
