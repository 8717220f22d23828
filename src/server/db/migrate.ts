/**
 * Versioned migrations on a PostgreSQL server, one process at a time. Several API processes
 * started together on an empty database would otherwise all create Drizzle's bookkeeping
 * schema and tables at once, and all but one crash on the duplicates. A session advisory lock
 * held on a connection of its own serialises them: the first migrates, the others wait, then
 * find nothing left to apply.
 */
import { fileURLToPath } from 'node:url';

/** The versioned migrations made by `npx drizzle-kit generate`. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The advisory lock's key. The two-integer form lives in a lock space of its own, apart from the
 * single-bigint keys of the per-uuid locks (src/server/services/uuid-lock.ts).
 */
const LOCK_KEY = [0x5155_495a, 0x6d69_6772] as const; // "QUIZ", "migr"

/**
 * Applies the pending migrations to the server at `url` under the migration lock, on a
 * dedicated connection that is closed afterwards (the lock ends with it even if migrating fails).
 */
export async function migrateUnderLock(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  // A connection lost mid-migration fails the awaited query; the event must not end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [...LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [...LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
