/**
 * Deleting an account: its row is locked, it leaves every event's results (counts lowered and
 * versions raised in the same transaction, so an organizer never sees a deleted learner, nor a
 * count that includes them: event-membership.ts), then the row goes and with it, by cascade,
 * every row of personal data, and the uuid is retired (never created again).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { leaveEvents } from './event-membership.ts';
import { retireDeleted } from './merge.ts';

/** Deletes the user `userId` and all its data, atomically. */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!row) return;
    await leaveEvents(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    // In the same transaction: a process stopped between the two must not leave a deleted uuid
    // that an offline queue's replayed sign-up could bring back.
    await retireDeleted(tx, userId);
  });
}
