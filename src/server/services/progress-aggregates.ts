/**
 * Rebuilding a user's progress aggregates (`test_rounds`, `round_results`) from their answers,
 * for the rare writes that move answers in bulk: a login merging an anonymous user renumbers
 * its rounds and may drop replayed duplicates, so the account's aggregates are recomputed from
 * what is stored rather than patched. Each question's result of a round is the answers merged
 * by `latest_round_result` (migration 0007), the aggregate of the one "latest answer wins" rule
 * the answer's own upsert merges by (answer-write.ts). Migration 0003's backfill, older than that
 * rule's definition, wrote the same results once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Replaces the aggregates of `userId` by ones computed from its stored answers. */
export async function rebuildAggregates(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`delete from round_results where user_id = ${userId}`);
  await tx.execute(sql`delete from test_rounds where user_id = ${userId}`);
  await tx.execute(sql`
    insert into round_results
    select (r).* from (
      select latest_round_result(row(user_id, topic_global_id, test_global_id, test_round, question_global_id, id, answer_global_id, is_correct, not is_correct)::round_results) as r
      from user_answers
      where user_id = ${userId} and topic_global_id is not null and test_global_id is not null
      group by topic_global_id, test_global_id, test_round, question_global_id
    ) as merged`);
  await tx.execute(sql`
    insert into test_rounds (user_id, topic_global_id, test_global_id, latest_round)
    select user_id, topic_global_id, test_global_id, max(test_round)
    from user_answers
    where user_id = ${userId} and topic_global_id is not null and test_global_id is not null
    group by user_id, topic_global_id, test_global_id`);
}
