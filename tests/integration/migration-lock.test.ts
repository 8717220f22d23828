/**
 * Processes started together on an empty PostgreSQL server take turns at the migrations (the
 * advisory lock in src/server/db/migrate.ts): every one of them opens the database. And
 * `npm run db:migrate` migrates an empty server for a deploy pipeline.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#src/server/db/client.ts';
import { startPostgres, type PostgresServer } from '../support/postgres-server.ts';
import { ifStarted } from '#tests/support/if-started.ts';

let server: PostgresServer;
/** How many migrations the project has (drizzle-kit's journal). */
const MIGRATIONS = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../src/server/db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(() => ifStarted(server, (x) => x.stop()));

/** A new, empty database on the server; its URL. */
async function emptyDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return server.url.replace(/\/postgres$/, `/${name}`);
}

describe('migrations on a shared PostgreSQL server', () => {
  it('several processes opening an empty database at once all succeed', async () => {
    const url = await emptyDatabase('lock_test');
    const opened = await Promise.allSettled(
      Array.from({ length: 5 }, () => openDatabase({ url, dataDir: 'memory://' })),
    );
    expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(Array(5).fill('ok'));
    const databases = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    try {
      const applied = await databases[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      // Each migration of the journal was applied once.
      expect(JSON.stringify(applied)).toContain(`"n":${MIGRATIONS}`);
    } finally {
      await Promise.all(databases.map((d) => d.close()));
    }
  });

  it('npm run db:migrate migrates an empty database and exits', async () => {
    const url = await emptyDatabase('script_test');
    const root = join(import.meta.dirname, '../..');
    const run = spawnSync(process.execPath, ['scripts/db-migrate.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_name = 'users'`,
    );
    await client.end();
    expect(rows[0]?.n).toBe(1);
  });
});
