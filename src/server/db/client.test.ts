import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { users } from './schema.ts';

describe('openDatabase', () => {
  it('migrates and stores rows on the configured database', async () => {
    const url = process.env['TEST_DATABASE_URL'];
    const db = await openDatabase({ url, dataDir: 'memory://' });
    expect(db.kind).toBe(url ? 'postgres' : 'pglite');
    const [row] = await db.db.insert(users).values({ source: 'db-test' }).returning();
    const [found] = await db.db
      .select()
      .from(users)
      .where(sql`${users.id} = ${row!.id}`);
    expect(found?.source).toBe('db-test');
    const version = await db.db.execute(sql`select version()`);
    expect(JSON.stringify(version)).toContain('PostgreSQL');
    await db.close();
  });

  it('runs migrations once: opening again keeps the data', async () => {
    const url = process.env['TEST_DATABASE_URL'];
    const dir = url ? 'memory://' : (await import('node:fs')).mkdtempSync((await import('node:os')).tmpdir() + '/pgl-');
    const first = await openDatabase({ url, dataDir: dir });
    const [row] = await first.db.insert(users).values({ source: 'persist' }).returning();
    await first.close();
    const second = await openDatabase({ url, dataDir: dir });
    const [found] = await second.db
      .select()
      .from(users)
      .where(sql`${users.id} = ${row!.id}`);
    expect(found?.source).toBe('persist');
    await second.close();
  });
});
