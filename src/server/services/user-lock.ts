/**
 * Writes for a user that survive a concurrent merge of that user into an account.
 *
 * A login with an anonymous uuid moves the anonymous user's rows into the account and deletes
 * it (see merge.ts). Without a lock, an answer written for the anonymous user between the move
 * and the delete was acknowledged and then deleted by the cascade; one written after the merge
 * took the row failed on its foreign key. The merge locks the anonymous row `FOR UPDATE` first;
 * a write here holds `FOR SHARE` on its user's row for its whole transaction. So either the
 * write commits first and the merge (waiting for the lock) moves it, or the merge commits first
 * and the write, finding the row gone, follows the uuid to the account it was merged into.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { notFound } from './errors.ts';
import { retiredUser } from './merge.ts';

/** A merged uuid names its account; an account is never merged itself, so one hop is the most. */
const MAX_HOPS = 2;

/**
 * Runs `write` in a transaction that holds a shared lock on the row of `userId`, or of the
 * account it was merged into meanwhile; `write` gets the transaction and the id to write for.
 * A user deleted meanwhile is 404 `user.notFound`.
 */
export async function writeForUser<T>(
  db: Db,
  userId: string,
  write: (tx: Db, userId: string) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    let id = userId;
    for (let hop = 0; hop < MAX_HOPS; hop++) {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('share');
      if (row) return write(tx, row.id);
      const retired = await retiredUser(tx, id);
      if (!retired?.mergedInto) break;
      id = retired.mergedInto;
    }
    throw notFound('user.notFound');
  });
}
