/**
 * Opens the database: embedded PGlite persisted under `DATA_DIR` by default, or a PostgreSQL
 * server when `DATABASE_URL` is set. Versioned migrations run on open. Both give the same
 * Drizzle API, so every query is written once.
 *
 * A PostgreSQL server may be away (docs/operations.md, "When the database goes away"): not yet
 * started, restarting, or cutting connections. None of that ends the process. The pool and the
 * pipelined connection replace lost connections on the next query, and a process that starts
 * first keeps trying to migrate, with backoff; until it has, `schemaReady()` is false (the API
 * answers 503, `/readyz` says so).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { openMemoryPglite } from './memory-pglite.ts';
import { migrateUnderLock, migrationsFolder } from './migrate.ts';
import { seedFromTemplate } from './pglite-template.ts';
import { isDatabaseUnavailable } from './unavailable.ts';
import { retryWhileUnreachable, type RetryLog } from './until-reachable.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Whether the tables are in place: false only while a PostgreSQL server has not been reached since start. */
  schemaReady(): boolean;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…`; without it, PGlite. */
  readonly url?: string | undefined;
  /** PGlite's folder; `memory://` keeps it in memory (tests). */
  readonly dataDir: string;
  /** Connections of the PostgreSQL pool (`DATABASE_POOL_SIZE`, default 10); one pipelined connection comes on top. */
  readonly poolSize?: number;
  /** Where lost connections and retries are told (the server's logger); silent without. */
  readonly log?: RetryLog;
}

/** How long a query waits for a new connection before it fails as "unavailable" (ms). */
const CONNECT_TIMEOUT_MS = 5000;

const silent: RetryLog = { info: () => undefined, warn: () => undefined };

async function openPostgres(url: string, opts: DatabaseOptions): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const log = opts.log ?? silent;
  let ready = false;
  const stop = new AbortController();
  // Under an advisory lock: processes started together on an empty server take turns.
  const migrate = () => migrateUnderLock(url).then(() => void (ready = true));
  try {
    await migrate();
  } catch (err) {
    // A broken migration stops the start, as before; a server that is not there is waited for.
    if (!isDatabaseUnavailable(err)) throw err;
    log.warn(
      `database unreachable at start (${err instanceof Error ? err.message : String(err)}); the API answers 503 until it is reached`,
    );
    void retryWhileUnreachable(migrate, { what: 'database migrations', log, signal: stop.signal });
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection that dies (a restart, pg_terminate_backend) is reported here and dropped
  // by the pool; the next query opens another. Without a listener it would end the process.
  pool.on('error', (err) =>
    log.warn(`database: an idle connection was lost (${err.message}); the next query opens another`),
  );
  const db = drizzle(pool, { schema }) as unknown as Db;
  // The hot single statements share one pipelined connection besides the pool (pipeline.ts).
  const { StatementPipeline } = await import('./pipeline.ts');
  const { attachPipeline } = await import('./raw.ts');
  const pipeline = new StatementPipeline({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }, pool);
  attachPipeline(db, pipeline);
  return {
    db,
    kind: 'postgres',
    schemaReady: () => ready,
    close: async () => {
      stop.abort();
      await Promise.all([pipeline.close(), pool.end()]);
    },
  };
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts);
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir = opts.dataDir;
  if (!dir.startsWith('memory://')) {
    dir = join(opts.dataDir, 'pglite');
    // A new database starts as a copy of the ready-made empty one, when installed: no initdb here.
    if (!seedFromTemplate(dir)) mkdirSync(dir, { recursive: true });
  }
  const client =
    dir === 'memory://'
      ? await openMemoryPglite(migrationsFolder, (c) => migrate(drizzle(c, { schema }), { migrationsFolder }))
      : await PGlite.create(dir);
  const db = drizzle(client, { schema });
  // Also on a database loaded from the in-memory dump: finds nothing to do there, in milliseconds.
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', schemaReady: () => true, close: () => client.close() };
}
