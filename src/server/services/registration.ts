/**
 * Registration as one atomic step. An anonymous uuid becomes the account in place (keeping its
 * progress); a uuid not created yet (its creation still queued offline) becomes the account's
 * id; otherwise the account gets a new id.
 *
 * Concurrency: the anonymous row is locked for update before it is checked, so of ten sign-ups
 * of one uuid exactly one converts it and the others see it registered (409
 * `account.alreadyRegistered`); a merge of it at login waits or is waited for. A concurrent
 * creation of a not-yet-created uuid is met with `ON CONFLICT (id) DO NOTHING` and then taken
 * over like any anonymous user. Two sign-ups of one email are decided by the unique index; the
 * loser's unique violation answers 409 `validation.emailTaken` (see api/unique-violations.ts).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { UserRow } from '../db/schema.ts';
import { conflict, forbidden } from './errors.ts';
import { retiredUser } from './merge.ts';
import { lockUuid } from './uuid-lock.ts';

export interface AccountValues {
  readonly email: string;
  readonly passwordHash: string;
  readonly agreementsAcceptedAt: Date;
}

/** Converts the anonymous row `id` (locked) into the account; null when there is no such row. */
async function convertAnonymous(tx: Db, id: string, values: AccountValues): Promise<UserRow | null> {
  const [anon] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!anon) return null;
  if (anon.isKioskUser) throw forbidden('account.noAccountCreationInKioskMode');
  if (anon.email) throw conflict('account.alreadyRegistered');
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  return row ?? null;
}

/**
 * Creates the account (see the module comment for the uuid cases); throws the domain error a
 * refused registration answers with. `uuid` is lower-cased already.
 */
export async function registerAccount(db: Db, uuid: string | undefined, values: AccountValues): Promise<UserRow> {
  return db.transaction(async (tx) => {
    if (uuid) await lockUuid(tx, uuid);
    if (uuid) {
      const converted = await convertAnonymous(tx, uuid, values);
      if (converted) return converted;
    }
    // A retired uuid (merged or deleted) is not brought back.
    const fresh = uuid && !(await retiredUser(tx, uuid)) ? { id: uuid } : {};
    const [row] = await tx
      .insert(users)
      .values({ ...values, ...fresh, source: 'web-app' })
      .onConflictDoNothing({ target: users.id })
      .returning();
    if (row) return row;
    // Its queued creation arrived meanwhile: the uuid is an anonymous user now.
    const taken = uuid ? await convertAnonymous(tx, uuid, values) : null;
    if (!taken) throw conflict('validation.uuidTaken', { uuid: 'validation.uuidTaken' });
    return taken;
  });
}
