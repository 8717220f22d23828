/**
 * An event's results follow the people in them (issue 23): an account deleted leaves them (its
 * counts lowered, the version raised, in the deleting transaction), and an anonymous learner
 * merged into an account at login stays in them once, as the account. Both run in a transaction
 * that holds the user's row `FOR UPDATE` first, then update the event's totals: the order of the
 * answer statement (user row, then totals: answer-write.ts), so neither can deadlock with it.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventParticipants } from '../db/schema.ts';

/**
 * Whether `userId` took part in any event: most learners never did, and then there is nothing
 * to lock or move (the caller holds the user's row, so no answer can make them take part meanwhile).
 */
async function inAnyEvent(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: eventParticipants.userId })
    .from(eventParticipants)
    .where(eq(eventParticipants.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** Lowers the counts of the first answers `rows` yields (a select or a delete returning event_code, question and answer ids). */
const lowerCounts = (rows: SQL) => sql`
  with r as (${rows})
  update event_answer_counts c set participants = c.participants - d.n
  from (select event_code, question_global_id, answer_global_id, count(*)::int as n from r group by 1, 2, 3) as d
  where c.event_code = d.event_code and c.question_global_id = d.question_global_id and c.answer_global_id = d.answer_global_id`;

/**
 * Locks the totals rows of every event the users are in, in the order of their codes: two
 * deletions or merges touching the same events take them in one order, so neither waits for the
 * other in a circle.
 */
const lockEvents = (...userIds: string[]) =>
  sql`select 1 from event_totals where event_code in (select event_code from event_participants where user_id in (${sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})) order by event_code for update`;

/** Raises the version of every event `userId` is in (the results changed). */
const touch = (userId: string) =>
  sql`update event_totals t set version = t.version + 1 where t.event_code in (select event_code from event_participants where user_id = ${userId})`;

/**
 * Takes a user out of every event's results before the user is deleted (the rows themselves go
 * with the user, by cascade); `tx` holds the user's row `FOR UPDATE`.
 */
export async function leaveEvents(tx: Db, userId: string): Promise<void> {
  if (!(await inAnyEvent(tx, userId))) return;
  await tx.execute(lockEvents(userId));
  await tx.execute(
    lowerCounts(
      sql`select event_code, question_global_id, answer_global_id from event_answers where user_id = ${userId}`,
    ),
  );
  await tx.execute(
    sql`update event_totals t set participants = t.participants - 1, version = t.version + 1 from event_participants p where p.user_id = ${userId} and p.event_code = t.event_code`,
  );
  await tx.execute(sql`delete from event_answers where user_id = ${userId}`);
  await tx.execute(sql`delete from event_participants where user_id = ${userId}`);
}

/**
 * Moves an anonymous learner's event rows to the account it is merged into; `tx` holds the
 * anonymous row `FOR UPDATE`. Where both answered a question at the event, the earlier first
 * answer stays and the later one's count is lowered; where both took part, the earlier number
 * stays and the event has one participant fewer. Nothing is counted twice.
 */
export async function mergeEvents(tx: Db, anonId: string, accountId: string): Promise<void> {
  // The anonymous learner at no event: the account's rows stay as they are.
  if (!(await inAnyEvent(tx, anonId))) return;
  await tx.execute(lockEvents(anonId, accountId));
  await tx.execute(touch(anonId));
  for (const [from, to] of [
    [anonId, accountId],
    [accountId, anonId],
  ] as const) {
    await tx.execute(
      lowerCounts(sql`
        delete from event_answers a using event_answers b
        where a.user_id = ${from} and b.user_id = ${to} and a.event_code = b.event_code
          and a.question_global_id = b.question_global_id and a.answer_id > b.answer_id
        returning a.event_code, a.question_global_id, a.answer_global_id`),
    );
    await tx.execute(sql`
      with gone as (
        delete from event_participants a using event_participants b
        where a.user_id = ${from} and b.user_id = ${to} and a.event_code = b.event_code and a.number > b.number
        returning a.event_code
      )
      update event_totals t set participants = t.participants - 1 from gone where gone.event_code = t.event_code`);
  }
  await tx.execute(sql`update event_answers set user_id = ${accountId} where user_id = ${anonId}`);
  await tx.execute(sql`update event_participants set user_id = ${accountId} where user_id = ${anonId}`);
}
