/**
 * The raw driver under a Drizzle handle, for the few hot statements where Drizzle's query
 * building and row mapping cost more than the statement itself (the answer insert: about half
 * the throughput, see docs/decisions.md). A statement is written once as a Drizzle `sql`
 * template with placeholders, compiled once, and run as a named prepared statement on a
 * PostgreSQL server (parsed once per connection; on the process's pipelined connection,
 * src/server/db/pipeline.ts, when the handle has one) or as a parameterised query on PGlite.
 */
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';
import type { StatementPipeline } from './pipeline.ts';

/** A row as the driver returns it, column names as in SQL. */
export type RawRow = Readonly<Record<string, unknown>>;

/** A compiled statement: its SQL text, and the placeholders its parameters are filled from. */
export interface Compiled {
  readonly name: string;
  readonly text: string;
  readonly params: readonly unknown[];
}

const dialect = new PgDialect();

/** Compiles a statement once (its values given as `sql.placeholder(name)`), for {@link runCompiled}. */
export function compile(name: string, statement: SQL): Compiled {
  const q = dialect.sqlToQuery(statement);
  return { name, text: q.sql, params: q.params };
}

/** The parameter values of a compiled statement, by placeholder name. */
export function bind(statement: Compiled, values: Readonly<Record<string, unknown>>): unknown[] {
  return fillPlaceholders([...statement.params], values);
}

type Runner = (statement: Compiled, values: unknown[]) => Promise<RawRow[]>;
const runners = new WeakMap<Db, Runner>();
const pipelines = new WeakMap<Db, StatementPipeline>();

/**
 * Gives a PostgreSQL handle its pipelined connection (src/server/db/pipeline.ts): compiled
 * statements run there instead of on the pool. Called by `openDatabase` before any statement.
 */
export function attachPipeline(db: Db, pipeline: StatementPipeline): void {
  pipelines.set(db, pipeline);
  runners.delete(db);
}

/** Something statements are sent through: a pg Pool, PGlite or a {@link StatementPipeline}. */
export interface DriverClient {
  query(...args: unknown[]): Promise<unknown>;
}

/**
 * Every client a handle's statements reach the database through: the one Drizzle was made with
 * (`drizzle(client)` keeps it as `$client`), then the pipelined connection if it has one. Where
 * the API benchmark's floor records statements and tests make the driver fail.
 */
export function driverClientsOf(db: Db): DriverClient[] {
  const client = handleClientOf(db);
  if (typeof client !== 'object' || client === null || !('query' in client) || typeof client.query !== 'function')
    throw new Error('raw.ts: the database handle has no driver client');
  const pipeline = pipelines.get(db);
  return pipeline ? [client as DriverClient, pipeline] : [client as DriverClient];
}

/** The driver client a Drizzle handle was made with (`drizzle(client)` keeps it as `$client`). */
function handleClientOf(db: Db): unknown {
  return '$client' in db ? db.$client : undefined;
}

/** How a handle runs compiled statements: on its pipelined connection, its pg Pool or PGlite. */
function runnerOf(db: Db): Runner {
  const known = runners.get(db);
  if (known) return known;
  const client = handleClientOf(db);
  let runner: Runner;
  const pipeline = pipelines.get(db);
  if (pipeline) {
    runner = async (s, values) => (await pipeline.query<RawRow>({ name: s.name, text: s.text, values })).rows;
  } else if (client instanceof pg.Pool) {
    runner = async (s, values) => (await client.query<RawRow>({ name: s.name, text: s.text, values })).rows;
  } else if (client instanceof PGlite) {
    runner = async (s, values) => (await client.query<RawRow>(s.text, values)).rows;
  } else {
    throw new Error('raw.ts: the database handle has no pg Pool or PGlite client');
  }
  runners.set(db, runner);
  return runner;
}

/**
 * Runs a compiled statement on the database's own client, outside any Drizzle transaction
 * (a single statement is atomic by itself).
 */
export function runCompiled(db: Db, statement: Compiled, values: Readonly<Record<string, unknown>>): Promise<RawRow[]> {
  return runnerOf(db)(statement, bind(statement, values));
}

/** A column read as a string (or null), whatever the driver's representation. */
export const textOf = (v: unknown): string | null =>
  // False positive: `v` is any driver value (the rule leaves `unknown` alone, but not `unknown` narrowed to `{}`),
  // and String() is the conversion meant for every one of them.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  v === null || v === undefined ? null : String(v);

/** A bigint or integer column as a number (pg returns int8 as a string). */
export const numberOf = (v: unknown): number => (typeof v === 'number' ? v : Number(v));
