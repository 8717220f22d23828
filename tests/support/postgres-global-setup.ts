/**
 * Vitest global setup of the `postgres` project: one server for the run, its URL in
 * TEST_DATABASE_URL, and a migrated template database each test file copies
 * (tests/support/postgres-file-database.ts), so the files can run in parallel.
 */
import type { TestProject } from 'vitest/node';
import { migrateUnderLock } from '#src/server/db/migrate.ts';
import { createTemplateDatabase, databaseUrl } from './postgres-databases.ts';
import { startPostgres } from './postgres-server.ts';

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  await createTemplateDatabase(server.url, (url) => migrateUnderLock(url));
  project.provide('databaseUrl', server.url);
  project.provide('templateDatabaseUrl', databaseUrl(server.url, 'quiz_template'));
  process.env['TEST_DATABASE_URL'] = server.url;
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    templateDatabaseUrl: string;
  }
}
