/**
 * A ready-made empty PGlite database (issue 13, server memory). PGlite creates a new database by
 * running initdb inside the process: a second Postgres instance plus the initdb WebAssembly,
 * about 350 MB more resident memory for a few seconds, which took the server's first start to
 * 760 MB. Instead, `npm run db:template` (run by `npm install` and by `npm start`) makes that
 * empty database once per PGlite version, in a process of its own, and the server copies its
 * files into a new `DATA_DIR` and opens it as an existing database: no initdb in the server.
 * The migrations still run at start, on the copy, so the template never goes stale with them.
 *
 * Without a template (installed with `--ignore-scripts`, or another PGlite version since), the
 * server falls back to PGlite's own initdb: slower and heavier, never wrong.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The file initdb writes first and PGlite looks for to tell an existing database. */
const MARKER = 'PG_VERSION';

/** The installed PGlite's version: a template made by another version is not used. */
export function pgliteVersion(): string {
  // The package's exports hide package.json; its main entry sits in `dist/` beside it.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest: unknown = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'));
  const version =
    typeof manifest === 'object' && manifest !== null && 'version' in manifest ? manifest.version : undefined;
  if (typeof version !== 'string') throw new Error('pglite-template: @electric-sql/pglite has no version');
  return version;
}

/**
 * The template's folder for the installed PGlite, under the project's `node_modules/.cache`
 * (made by install, removed with `node_modules`; never in `DATA_DIR`, which holds live data).
 */
export function pgliteTemplateDir(): string {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  return join(root, 'node_modules', '.cache', 'quiz-pglite-template', pgliteVersion());
}

/** Whether a complete template is there (the marker is written before the folder is renamed into place). */
export function hasPgliteTemplate(templateDir = pgliteTemplateDir()): boolean {
  return existsSync(join(templateDir, MARKER));
}

/** A sibling folder name that no other process uses at the same time. */
export const scratchBeside = (dir: string, what: string): string => `${dir}.${what}-${process.pid}-${Date.now()}`;

/**
 * Makes the template when it is missing: PGlite's initdb into a scratch folder, a clean
 * shutdown, then a rename into place, so a crash midway leaves no half template. Run it in a
 * process of its own (the script does): initdb's memory must not count against the server's.
 * Returns the template's folder.
 */
export async function createPgliteTemplate(templateDir = pgliteTemplateDir()): Promise<string> {
  if (hasPgliteTemplate(templateDir)) return templateDir;
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(dirname(templateDir), { recursive: true });
  const scratch = scratchBeside(templateDir, 'making');
  try {
    const pg = await PGlite.create(scratch);
    await pg.close();
    rmSync(templateDir, { recursive: true, force: true });
    renameSync(scratch, templateDir);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return templateDir;
}

/**
 * Gives `dir` a copy of the template when it holds no database yet (missing or empty), so PGlite
 * opens it as an existing database instead of running initdb. Copied beside it first and
 * renamed, so an interrupted copy is never mistaken for a database. Returns whether it copied;
 * a folder with anything in it is left to PGlite as it is.
 */
export function seedFromTemplate(dir: string, templateDir = pgliteTemplateDir()): boolean {
  if (!hasPgliteTemplate(templateDir)) return false;
  if (existsSync(dir) && readdirSync(dir).length > 0) return false;
  mkdirSync(dirname(dir), { recursive: true });
  const scratch = scratchBeside(dir, 'seeding');
  try {
    cpSync(templateDir, scratch, { recursive: true });
    rmSync(dir, { recursive: true, force: true });
    renameSync(scratch, dir);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return true;
}
