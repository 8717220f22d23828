/** Vitest global setup of the `postgres` project: one server for the run, its URL in TEST_DATABASE_URL. */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server.ts';

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide('databaseUrl', server.url);
  process.env['TEST_DATABASE_URL'] = server.url;
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
