/**
 * Opens the database: embedded PGlite persisted under `DATA_DIR` by default, or a PostgreSQL
 * server when `DATABASE_URL` is set. Versioned migrations run on open. Both give the same
 * Drizzle API, so every query is written once.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { migrateUnderLock, migrationsFolder } from './migrate.ts';
import { seedFromTemplate } from './pglite-template.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…`; without it, PGlite. */
  readonly url?: string | undefined;
  /** PGlite's folder; `memory://` keeps it in memory (tests). */
  readonly dataDir: string;
  /** Connections of the PostgreSQL pool (`DATABASE_POOL_SIZE`, default 10); one pipelined connection comes on top. */
  readonly poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // Under an advisory lock: processes started together on an empty server take turns.
    await migrateUnderLock(opts.url);
    const { StatementPipeline } = await import('./pipeline.ts');
    const { attachPipeline } = await import('./raw.ts');
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    const db = drizzle(pool, { schema }) as unknown as Db;
    // The hot single statements share one pipelined connection besides the pool (pipeline.ts).
    const pipeline = new StatementPipeline({ connectionString: opts.url }, pool);
    attachPipeline(db, pipeline);
    return { db, kind: 'postgres', close: async () => void (await Promise.all([pipeline.close(), pool.end()])) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir = opts.dataDir;
  if (!dir.startsWith('memory://')) {
    dir = join(opts.dataDir, 'pglite');
    // A new database starts as a copy of the ready-made empty one, when installed: no initdb here.
    if (!seedFromTemplate(dir)) mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
