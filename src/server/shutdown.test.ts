/**
 * Graceful shutdown: a request in flight when the server is told to close is answered, with the
 * database still open under it, and the process started by `npm run serve` exits cleanly on
 * SIGTERM.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { miniPack } from '#tests/fixtures/mini-pack.ts';
import { freePort } from '#tests/support/ports.ts';
import { waitFor } from '#tests/support/publishing.ts';
import { normalizeSpace } from '../content-layer/normalize.ts';
import type { RawSpace } from '../content-layer/raw.ts';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';

const url = process.env['TEST_DATABASE_URL'];

describe('graceful shutdown', () => {
  it('answers a request in flight before the database closes, then refuses new connections', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
    // The app opens (and on close ends) its own database, as `npm run serve` does.
    const app = await buildApp({
      config: { ...configFromEnv({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }), databaseUrl: url },
      content: normalizeSpace(miniPack() as unknown as RawSpace),
    });
    let entered = (): void => undefined;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let closing = (): void => undefined;
    const closeCalled = new Promise<void>((resolve) => (closing = resolve));
    app.get('/slow', async () => {
      entered();
      // The request stays in flight until the server has been told to close.
      await closeCalled;
      const rows = await app.db.execute(sql`select 1 as one`);
      return { rows: JSON.stringify(rows).includes('"one":1') };
    });
    const port = await freePort('127.0.0.1');
    await app.listen({ port, host: '127.0.0.1' });
    const pending = fetch(`http://127.0.0.1:${port}/slow`);
    await inHandler;
    const closed = app.close();
    closing();
    const res = await pending;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ rows: true });
    await closed;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  }, 90_000);

  it('the server process exits with 0 on SIGTERM', async () => {
    const port = await freePort();
    const env = {
      ...process.env,
      API_ONLY: 'true',
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shutdown-')),
      JWT_SECRET: 'j'.repeat(40),
      ...(url ? { DATABASE_URL: url } : {}),
    };
    const child = spawn(process.execPath, ['src/server/main.ts'], {
      cwd: join(import.meta.dirname, '../..'),
      env,
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await waitFor(
      () =>
        fetch(`http://localhost:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      60_000,
      200,
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 90_000);
});
