/**
 * Databases on the `postgres` project's one server: a migrated template made once per run and a
 * copy of it for each test file, so files that empty tables or count rows never see each other's.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The template every test file's database is copied from (`CREATE DATABASE … TEMPLATE`). */
export const TEMPLATE_DATABASE = 'quiz_template';

/** `serverUrl` with its database name replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `statement` on the server's maintenance database (CREATE/DROP DATABASE cannot run in the one they name). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates the template and applies the migrations once, so each file's copy starts migrated
 * (copying is a file copy on the server; migrating each file's database would take seconds).
 */
export async function createTemplateDatabase(
  serverUrl: string,
  migrate: (url: string) => Promise<void>,
): Promise<void> {
  await onServer(serverUrl, `create database ${TEMPLATE_DATABASE}`);
  await migrate(databaseUrl(serverUrl, TEMPLATE_DATABASE));
}

/** A fresh, migrated database for one test file; resolves with its URL and a function that drops it. */
export async function createFileDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `file_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, `create database ${name} template ${TEMPLATE_DATABASE}`);
  return {
    url: databaseUrl(serverUrl, name),
    // WITH (FORCE): a pool a test left open must not keep the database (and the disk) in use.
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
