/**
 * An event's results follow the people in them (issue 23): an account deleted leaves them (its
 * counts lowered, the version raised, in the deleting transaction), and an anonymous learner
 * merged into an account at login stays in them once, as the account. Both run in a transaction
 * that holds the user's row `FOR UPDATE` first, then update the event's totals: the order of the
 * answer statement (user row, then totals: answer-write.ts), so neither can deadlock with it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Lowers the counts of the first answers `rows` yields (a select or a delete returning event_code, question and answer ids). */
const lowerCounts = (rows: SQL) => sql`
  with r as (${rows})
  update event_answer_counts c set participants = c.participants - d.n
  from (select event_code, question_global_id, answer_global_id, count(*)::int as n from r group by 1, 2, 3) as d
  where c.event_code = d.event_code and c.question_global_id = d.question_global_id and c.answer_global_id = d.answer_global_id`;

/** Raises the version of every event `userId` is in (the results changed). */
const touch = (userId: string) =>
  sql`update event_totals t set version = t.version + 1 where t.event_code in (select event_code from event_participants where user_id = ${userId})`;

/**
 * Takes a user out of every event's results before the user is deleted (the rows themselves go
 * with the user, by cascade); `tx` holds the user's row `FOR UPDATE`.
 */
export async function leaveEvents(tx: Db, userId: string): Promise<void> {
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
