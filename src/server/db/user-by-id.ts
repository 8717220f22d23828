/**
 * The user row of an id, on the raw driver: every request that acts for a user reads it first
 * (src/server/api/auth.ts), so Drizzle's query building and row mapping would be paid on each.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { compile, runCompiled } from './raw.ts';
import { rowFromRaw } from './row-from-raw.ts';
import { users, type UserRow } from './schema.ts';

const FIND_USER = compile('find_user', sql`select * from users where id = ${sql.placeholder('id')}::uuid limit 1`);

/** The user with this id (a valid uuid), or null. */
export async function userById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await runCompiled(db, FIND_USER, { id });
  return row ? rowFromRaw(users, row) : null;
}
