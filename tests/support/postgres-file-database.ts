/**
 * Setup file of the `postgres` project, run before each test file: the file gets a database of its
 * own, copied from the migrated template, in TEST_DATABASE_URL (read by tests/support/api.ts and
 * the tests that open the database themselves). Files therefore run in parallel without emptying
 * or counting each other's rows; the database is dropped after the file.
 */
import { afterAll, inject } from 'vitest';
import { createFileDatabase } from './postgres-databases.ts';

const database = await createFileDatabase(inject('databaseUrl'));
process.env['TEST_DATABASE_URL'] = database.url;
afterAll(() => database.drop());
