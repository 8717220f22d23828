/**
 * Moves an anonymous user's progress into an account at login: answers (with their test
 * rounds renumbered after the account's own, so no round mixes two people's attempts),
 * challenge progress (the further one wins), review boxes (the weaker memory wins), certificates, shared results and group memberships; the account's
 * progress aggregates are rebuilt from the merged answers. The anonymous user is then deleted. Nothing is lost and nothing is counted twice.
 *
 * The merged uuid is recorded (`retired_users`): an offline device may still send answers
 * under it after the login, and they belong to the account (the API credits them to it when
 * they come with the account's token); a queued creation of it is refused instead of leaving
 * an orphan. It is recorded even when the uuid has no user yet (its creation still queued).
 *
 * Concurrency: the anonymous row is locked for update before anything is read, so concurrent
 * writes for it (answers, progress, groups: see user-lock.ts), a concurrent sign-up of it and a
 * second merge of it wait for this one, and see its outcome.
 */
import { and, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { lockUuid } from './uuid-lock.ts';
import { rebuildAggregates } from './progress-aggregates.ts';
import { mergeEvents } from './event-membership.ts';
import {
  certificates,
  challengeProgress,
  groupMemberships,
  resultShares,
  retiredUsers,
  userAnswers,
  users,
} from '../db/schema.ts';

export async function mergeAnonymousInto(db: Db, anonId: string, accountId: string): Promise<void> {
  if (anonId === accountId) return;
  await db.transaction(async (tx) => {
    await lockUuid(tx, anonId);
    // Locked first: a write for the anonymous user under way (it holds a shared lock, see
    // user-lock.ts) commits before anything moves; one arriving later waits, then follows the
    // uuid to the account. So every acknowledged answer moves, none is left for the cascade.
    const [anon] = await tx.select().from(users).where(eq(users.id, anonId)).for('update');
    if (anon?.email) return; // only anonymous users merge
    await tx.insert(retiredUsers).values({ id: anonId, mergedInto: accountId }).onConflictDoNothing();
    if (!anon) return;
    // Rounds: shift the anonymous rounds of each (topic, test) past the account's highest.
    const offsets = await tx
      .select({ topic: userAnswers.topicGlobalId, test: userAnswers.testGlobalId, top: max(userAnswers.testRound) })
      .from(userAnswers)
      .where(eq(userAnswers.userId, accountId))
      .groupBy(userAnswers.topicGlobalId, userAnswers.testGlobalId);
    for (const o of offsets) {
      await tx
        .update(userAnswers)
        .set({ testRound: sql`${userAnswers.testRound} + ${o.top ?? 0}` })
        .where(
          and(
            eq(userAnswers.userId, anonId),
            sql`${userAnswers.topicGlobalId} is not distinct from ${o.topic}`,
            sql`${userAnswers.testGlobalId} is not distinct from ${o.test}`,
          ),
        );
      // A certificate names the round that earned it: it moves with its answers.
      if (o.topic !== null && o.test !== null) {
        await tx
          .update(certificates)
          .set({ testRound: sql`${certificates.testRound} + ${o.top ?? 0}` })
          .where(
            and(
              eq(certificates.userId, anonId),
              eq(certificates.topicGlobalId, o.topic),
              eq(certificates.testGlobalId, o.test),
            ),
          );
      }
    }
    // An answer replayed under the same client id on both sides stays once.
    await tx.execute(
      sql`delete from user_answers a using user_answers b where a.user_id = ${anonId} and b.user_id = ${accountId} and a.client_id is not null and a.client_id = b.client_id`,
    );
    await tx.update(userAnswers).set({ userId: accountId }).where(eq(userAnswers.userId, anonId));
    // The account's progress aggregates now cover the moved, renumbered answers; the anonymous
    // user's go with it (cascade).
    await rebuildAggregates(tx, accountId);
    // The questions the anonymous learner was counted for in the answer shares are the account's
    // now: its later first answers to them are not counted again.
    await tx.execute(
      sql`insert into question_answerers (user_id, question_global_id) select ${accountId}, question_global_id from question_answerers where user_id = ${anonId} on conflict do nothing`,
    );
    // Event results: the learner stays in them once, as the account.
    await mergeEvents(tx, anonId, accountId);
    // Review boxes (src/domain/review-boxes.ts, `weaker`): where both have a question, the weaker
    // memory wins, the lower box and the earlier due time; the anonymous rows go with it (cascade).
    await tx.execute(
      sql`insert into review_boxes (user_id, question_global_id, box, due_at, updated_at)
        select ${accountId}, question_global_id, box, due_at, updated_at from review_boxes where user_id = ${anonId}
        on conflict (user_id, question_global_id) do update set box = least(review_boxes.box, excluded.box),
          due_at = least(review_boxes.due_at, excluded.due_at), updated_at = greatest(review_boxes.updated_at, excluded.updated_at)`,
    );
    // Challenge progress: keep the further position of the two.
    const anonProgress = await tx.select().from(challengeProgress).where(eq(challengeProgress.userId, anonId));
    for (const p of anonProgress) {
      const [mine] = await tx
        .select()
        .from(challengeProgress)
        .where(
          and(eq(challengeProgress.userId, accountId), eq(challengeProgress.challengeGlobalId, p.challengeGlobalId)),
        );
      const further =
        !mine ||
        p.completedAt ||
        (!mine.completedAt &&
          (p.currentSegment > mine.currentSegment ||
            (p.currentSegment === mine.currentSegment && p.currentScreen > mine.currentScreen)));
      if (mine && further)
        await tx
          .delete(challengeProgress)
          .where(
            and(eq(challengeProgress.userId, accountId), eq(challengeProgress.challengeGlobalId, p.challengeGlobalId)),
          );
      if (further) await tx.insert(challengeProgress).values({ ...p, userId: accountId });
    }
    // Certificates: the account keeps its own where it has one for the topic.
    await tx.execute(
      sql`update certificates c set user_id = ${accountId} where c.user_id = ${anonId} and not exists (select 1 from certificates d where d.user_id = ${accountId} and d.topic_global_id = c.topic_global_id)`,
    );
    // Shared results: their public links keep working. They keep the uuid that asked for them
    // (`requested_by`), so none can clash with a share of the account's own.
    await tx.update(resultShares).set({ userId: accountId }).where(eq(resultShares.userId, anonId));
    const groups = await tx.select().from(groupMemberships).where(eq(groupMemberships.userId, anonId));
    if (groups.length)
      await tx
        .insert(groupMemberships)
        .values(groups.map((g) => ({ ...g, userId: accountId })))
        .onConflictDoNothing();
    await tx.delete(users).where(eq(users.id, anonId));
  });
}

/** The retired record of a uuid (merged into an account, or deleted), or null. */
export async function retiredUser(db: Db, id: string): Promise<{ mergedInto: string | null } | null> {
  const [row] = await db
    .select({ mergedInto: retiredUsers.mergedInto })
    .from(retiredUsers)
    .where(eq(retiredUsers.id, id.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** Records a deleted user: its uuid is never created again; what merged into it is deleted too. */
export async function retireDeleted(db: Db, id: string): Promise<void> {
  await db
    .insert(retiredUsers)
    .values({ id, mergedInto: null })
    .onConflictDoUpdate({ target: retiredUsers.id, set: { mergedInto: null } });
}
