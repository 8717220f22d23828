/**
 * The user row of an id, on the raw driver: every request that acts for a user reads it first
 * (src/server/api/auth.ts), so Drizzle's query building and row mapping would be paid on each.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { compile, dateOf, numberOf, runCompiled, textOf, type RawRow } from './raw.ts';
import type { UserRow } from './schema.ts';

const FIND_USER = compile('find_user', sql`select * from users where id = ${sql.placeholder('id')}::uuid limit 1`);

const profileOf = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.fromEntries(Object.entries(v)) : {});

/** A user row from the driver's row (snake_case columns). */
function userFromRaw(r: RawRow): UserRow {
  return {
    id: String(r['id']),
    email: textOf(r['email']),
    passwordHash: textOf(r['password_hash']),
    isVerified: r['is_verified'] === true,
    isKioskUser: r['is_kiosk_user'] === true,
    source: String(r['source']),
    profile: profileOf(r['profile']),
    agreementsAcceptedAt: r['agreements_accepted_at'] === null || r['agreements_accepted_at'] === undefined ? null : dateOf(r['agreements_accepted_at']),
    tokenVersion: numberOf(r['token_version']),
    createdAt: dateOf(r['created_at']),
  };
}

/** The user with this id (a valid uuid), or null. */
export async function userById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await runCompiled(db, FIND_USER, { id });
  return row ? userFromRaw(row) : null;
}
