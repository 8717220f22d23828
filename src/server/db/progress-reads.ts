/**
 * The reads of `GET /v1/topics` (and the topic's latest results), on the raw driver as
 * prepared statements with array parameters (src/server/db/raw.ts). Built with Drizzle, these
 * statements were rebuilt on every request with one condition per topic and one parameter per
 * challenge: that query building cost about four times the statements themselves (issue 13,
 * measured with a CPU profile). Here the SQL text is fixed and compiled once, and the lists go
 * in as arrays, so PostgreSQL also parses each statement once per connection.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { compile, runCompiled, textOf } from './raw.ts';

const COMPLETED_CHALLENGES = compile(
  'completed_challenges',
  sql`
select challenge_global_id from challenge_progress
where user_id = ${sql.placeholder('userId')}::uuid and completed_at is not null and challenge_global_id = any(${sql.placeholder('ids')}::text[])`,
);

const CERTIFICATES = compile(
  'user_certificates',
  sql`
select topic_global_id, verification_code from certificates where user_id = ${sql.placeholder('userId')}::uuid`,
);

/** The results of each named test's latest round: the pairs go in as two arrays of equal length. */
const LATEST_ROUND_RESULTS = compile(
  'latest_round_results',
  sql`
select r.topic_global_id, r.test_global_id, r.question_global_id, r.is_correct, r.any_wrong
from test_rounds t
join round_results r on r.user_id = t.user_id and r.topic_global_id = t.topic_global_id and r.test_global_id = t.test_global_id and r.test_round = t.latest_round
where t.user_id = ${sql.placeholder('userId')}::uuid
  and (t.topic_global_id, t.test_global_id) in (select * from unnest(${sql.placeholder('topics')}::text[], ${sql.placeholder('tests')}::text[]))`,
);

/** The ids among `ids` of the challenges the user has completed. */
export async function completedChallengeIds(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await runCompiled(db, COMPLETED_CHALLENGES, { userId, ids });
  return new Set(rows.map((r) => String(r['challenge_global_id'])));
}

/** The user's certificates' verification codes by topic globalId. */
export async function certificateCodesByTopic(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await runCompiled(db, CERTIFICATES, { userId });
  return new Map(rows.map((r) => [String(r['topic_global_id']), String(r['verification_code'])]));
}

/** One question's result in a round (see round_results in src/server/db/schema.ts). */
export interface RoundResult {
  readonly questionGlobalId: string;
  readonly isCorrect: boolean;
  readonly anyWrong: boolean;
}

/** The key {@link latestRoundResults} groups by. */
export const testKey = (topic: string, test: string): string => `${topic}\u0000${test}`;

/** The results of the latest round of each (topic, test) pair, by {@link testKey}. */
export async function latestRoundResults(
  db: Db,
  userId: string,
  pairs: readonly { topic: string; test: string }[],
): Promise<Map<string, RoundResult[]>> {
  const out = new Map<string, RoundResult[]>();
  if (!pairs.length) return out;
  const rows = await runCompiled(db, LATEST_ROUND_RESULTS, {
    userId,
    topics: pairs.map((p) => p.topic),
    tests: pairs.map((p) => p.test),
  });
  for (const r of rows) {
    const key = testKey(String(r['topic_global_id']), String(r['test_global_id']));
    const list = out.get(key) ?? [];
    list.push({
      questionGlobalId: textOf(r['question_global_id']) ?? '',
      isCorrect: r['is_correct'] === true,
      anyWrong: r['any_wrong'] === true,
    });
    out.set(key, list);
  }
  return out;
}
