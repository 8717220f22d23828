import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { createPgliteTemplate, hasPgliteTemplate, pgliteTemplateDir, seedFromTemplate } from './pglite-template.ts';
import { users } from './schema.ts';

const scratch = mkdtempSync(join(tmpdir(), 'pglite-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A template of our own with a marker table in it, so a test can tell a copy from a fresh initdb. */
async function markedTemplate(): Promise<string> {
  const dir = join(scratch, `marked-${Math.random().toString(36).slice(2)}`);
  const pg = await PGlite.create(dir);
  await pg.exec('create table template_marker (x int); insert into template_marker values (42);');
  await pg.close();
  return dir;
}

describe('the ready-made empty PGlite database', () => {
  it('makes a complete template once, in a folder named after the PGlite version', async () => {
    const dir = join(scratch, 'made', '0.0.0');
    expect(hasPgliteTemplate(dir)).toBe(false);
    await createPgliteTemplate(dir);
    expect(hasPgliteTemplate(dir)).toBe(true);
    // No scratch folder is left beside it.
    expect(readdirSync(join(scratch, 'made'))).toEqual(['0.0.0']);
    expect(pgliteTemplateDir()).toMatch(/node_modules\/\.cache\/quiz-pglite-template\/\d+\.\d+\.\d+/);
  });

  it('gives a new folder a copy that PGlite opens as it was, without initdb', async () => {
    const template = await markedTemplate();
    const dir = join(scratch, 'new-data', 'pglite');
    expect(seedFromTemplate(dir, template)).toBe(true);
    const pg = await PGlite.create(dir);
    const { rows } = await pg.query<{ x: number }>('select x from template_marker');
    expect(rows).toEqual([{ x: 42 }]);
    await pg.close();
    expect(readdirSync(join(scratch, 'new-data'))).toEqual(['pglite']);
  });

  it('never replaces a folder that already holds anything (a database is never overwritten)', async () => {
    const template = await markedTemplate();
    const dir = join(scratch, 'kept');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'PG_VERSION'), '18\n');
    expect(seedFromTemplate(dir, template)).toBe(false);
    expect(readdirSync(dir)).toEqual(['PG_VERSION']);
  });

  it('is not used when it is missing or incomplete (PGlite runs initdb as before)', () => {
    const incomplete = join(scratch, 'incomplete');
    mkdirSync(incomplete, { recursive: true });
    const dir = join(scratch, 'without');
    expect(seedFromTemplate(dir, incomplete)).toBe(false);
    expect(existsSync(dir)).toBe(false);
  });

  it('opens a new DATA_DIR migrated and keeps its rows across a restart', async () => {
    const dataDir = join(scratch, 'data-dir');
    const first = await openDatabase({ dataDir });
    const [row] = await first.db.insert(users).values({ source: 'template' }).returning();
    await first.close();
    const second = await openDatabase({ dataDir });
    const [found] = await second.db
      .select()
      .from(users)
      .where(sql`${users.id} = ${row!.id}`);
    expect(found?.source).toBe('template');
    await second.close();
  });
});
