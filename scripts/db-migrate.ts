/**
 * `npm run db:migrate`: applies the pending migrations and exits, for deploy pipelines that
 * migrate once before starting (or replacing) the API processes. With `DATABASE_URL` it
 * migrates that server under the same advisory lock the processes take at start, so it is safe
 * while they run; without it, the embedded PGlite database in `DATA_DIR`.
 */
import { resolve } from 'node:path';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateUnderLock } from '../src/server/db/migrate.ts';

const url = process.env['DATABASE_URL'] || undefined;
try {
  if (url) await migrateUnderLock(url);
  else await (await openDatabase({ dataDir: resolve(process.env['DATA_DIR'] || '.data') })).close();
  console.log(`Migrations applied to ${url ? new URL(url).host : 'the PGlite database in DATA_DIR'}`);
} catch (err) {
  console.error(`Cannot migrate: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
