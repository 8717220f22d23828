/**
 * In-memory PGlite databases (`memory://`: the tests' database, one or more per test file) start
 * from a dump of a migrated empty one. PGlite makes a new database by running initdb in
 * WebAssembly, 3 to 5 s each on a 2-core machine; loading the dump takes under 1 s, and the unit
 * tests open some hundreds of databases in as many processes. The dump is kept beside the PGlite
 * template (src/server/db/pglite-template.ts), named by the PGlite version and the migrations'
 * contents, so a changed migration makes a new one; the process that finds none makes it.
 * Each database loaded from it is a copy of its own: nothing one test writes reaches another.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgliteTemplateDir, pgliteVersion, scratchBeside } from './pglite-template.ts';

/** The dump's file for this PGlite and these migrations (every file under `migrationsFolder`). */
function dumpFile(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const path = join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path));
  }
  const name = `memory-${pgliteVersion()}-${hash.digest('hex').slice(0, 16)}.tar`;
  return join(dirname(pgliteTemplateDir()), name);
}

/** This process's dump, once read or made; dropped again if that failed. */
let dump: Promise<Blob> | undefined;

/** Reads the dump, or makes it: initdb, `migrate`, dump, written beside and renamed into place. */
async function loadOrMakeDump(migrationsFolder: string, migrate: (client: PGlite) => Promise<void>): Promise<Blob> {
  const file = dumpFile(migrationsFolder);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const { PGlite } = await import('@electric-sql/pglite');
  const first = await PGlite.create('memory://');
  try {
    await migrate(first);
    const made = await first.dumpDataDir('none');
    mkdirSync(dirname(file), { recursive: true });
    const scratch = scratchBeside(file, 'making');
    writeFileSync(scratch, Buffer.from(await made.arrayBuffer()));
    renameSync(scratch, file);
    return made;
  } finally {
    await first.close();
  }
}

/**
 * A new in-memory PGlite whose schema is what `migrate` makes of the migrations in
 * `migrationsFolder`, loaded from their dump (made by the first call that finds none).
 */
export async function openMemoryPglite(
  migrationsFolder: string,
  migrate: (client: PGlite) => Promise<void>,
): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (!dump) {
    dump = loadOrMakeDump(migrationsFolder, migrate);
    // A failed read or make is not kept: the next database tries again.
    dump.catch(() => (dump = undefined));
  }
  return PGlite.create({ loadDataDir: await dump });
}
