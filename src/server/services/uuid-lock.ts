/** A transaction-scoped lock on a uuid, for the decisions a row lock cannot cover. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Serialises, until the transaction ends, everything that decides what a uuid is: its creation
 * (a queued `POST /users`), a sign-up that takes it as the account's id, and a merge that
 * retires it. A row lock cannot do this while the uuid has no row yet (its creation still
 * queued offline): without this lock a merge could retire the uuid between another
 * transaction's check and its insert, leaving a user on a retired uuid.
 */
export async function lockUuid(tx: Db, id: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${id.toLowerCase()}, 0))`);
}
