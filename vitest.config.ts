import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Tests of code that runs in a page. Its modules keep state for the page's life (nanostores
 * atoms, the call queue, the alert), so each file gets modules of its own, as each page does.
 */
const PAGE_CODE = ['src/{stores,islands,api-client,navigation,offline,observability}/**/*.test.ts'];

/**
 * The environment of the projects on PGlite: the postgres project's global setup puts its
 * server's URL in the environment every project's workers inherit, so these clear it
 * (tests/support/api.ts).
 */
const PGLITE_ENV = { LOG_LEVEL: 'silent', TEST_DATABASE_URL: '' };

export default defineConfig({
  test: {
    // Two workers on a 2-core machine: one left the CPU idle 40 % of the time (files waiting on
    // PostgreSQL, child processes and servers); Vitest 798 s with one, 590 s with two at 68b5745
    // (docs/benchmarks.md, "npm test"). More cores: Vitest's own default, one fewer than there are.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    // Hooks start PGlite or PostgreSQL (seconds on a busy machine), so they get the tests' time too.
    hookTimeout: 60_000,
    // The server's logger is on by default; tests that read it pass their own.
    env: { LOG_LEVEL: 'silent' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          env: PGLITE_ENV,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/build/**/*.test.ts'],
          exclude: PAGE_CODE,
          // A worker's files share its loaded modules (Fastify, Drizzle, PGlite, the content
          // layer…) instead of importing them again for each file: this project took 196 s
          // instead of 283 s (docs/benchmarks.md, "npm test"). Its files build what they test
          // (an app, a database, a server) in their own hooks.
          isolate: false,
          setupFiles: ['tests/support/file-environment.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'page',
          env: PGLITE_ENV,
          include: PAGE_CODE,
        },
      },
      {
        // The API and database tests again, on a real PostgreSQL server started for the run.
        extends: true,
        test: {
          name: 'postgres',
          include: ['src/server/**/*.test.ts'],
          // Files that touch no database, or open only an in-memory PGlite of their own, run once; the
          // webhook's (keys in the database) both times.
          exclude: [
            'src/server/publishing/{publishing,publisher,signature,preview,content-source}.test.ts',
            'src/server/db/{pglite-template,backfill}.test.ts',
          ],
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          // Each file gets a database of its own (copied from a migrated template), so files run in parallel.
          setupFiles: ['tests/support/file-environment.ts', 'tests/support/postgres-file-database.ts'],
          // As in the unit project: a worker's files share its modules.
          isolate: false,
        },
      },
      {
        // Several server processes on a PostgreSQL server each test starts for itself (run once).
        // They run beside the other files, which kept the CPU busy instead of about half idle while
        // they ran one at a time at the end: Vitest 337-369 s instead of 420 s at 39ae158
        // (docs/benchmarks.md, "npm test"). Their publishers build under .data/tmp
        // (tests/support/build-dir.ts), so no other build deletes their server bundle.
        extends: true,
        test: {
          name: 'integration',
          env: PGLITE_ENV,
          include: ['tests/integration/**/*.test.ts'],
        },
      },
    ],
  },
});
