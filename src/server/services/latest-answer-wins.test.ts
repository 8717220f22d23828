/**
 * "Latest answer wins" (migration 0007, `round_result_merge`): of several answers to the same
 * question in a round, the later one is the question's result, and one wrong answer among them
 * marks the round's question as answered wrongly. The answer's own upsert (answer-write.ts) and
 * the rebuild from stored answers after a login merge (progress-aggregates.ts) must agree, also
 * when answers are written at the same time. Runs on PGlite (unit) and PostgreSQL (postgres).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '#tests/support/api-helpers.ts';
import { NO_CONTEXT } from '#tests/support/answer-values.ts';
import { compile, runCompiled } from '../db/raw.ts';
import { roundResults, userAnswers, users } from '../db/schema.ts';
import { saveAnswer, type AnswerValues } from './answer-write.ts';
import { rebuildAggregates } from './progress-aggregates.ts';

const { t } = appPerFile();

async function newUser(): Promise<string> {
  const [row] = await t.app.db.insert(users).values({}).returning({ id: users.id });
  return row!.id;
}

/** An answer to question `q` of round `round` of the practice test `tp`/`ts`. */
const answer = (q: string, round: number, answerGlobalId: string, isCorrect: boolean): AnswerValues => ({
  ...NO_CONTEXT,
  topicGlobalId: 'tp',
  testGlobalId: 'ts',
  testRound: round,
  questionGlobalId: q,
  answerGlobalId,
  isCorrect,
});

/** The user's round results as the progress reads see them. */
const resultsOf = (userId: string) =>
  t.app.db
    .select()
    .from(roundResults)
    .where(eq(roundResults.userId, userId))
    .orderBy(asc(roundResults.testRound), asc(roundResults.questionGlobalId));

/** The round results rebuilt from the stored answers (as a login merge does). */
async function rebuilt(userId: string) {
  await t.app.db.transaction((tx) => rebuildAggregates(tx, userId));
  return resultsOf(userId);
}

describe('latest answer wins', () => {
  it('counts the later of two answers to a question in a round, and remembers the wrong one', async () => {
    const me = await newUser();
    await saveAnswer(t.app.db, me, answer('q1', 1, 'wrong', false));
    const later = await saveAnswer(t.app.db, me, answer('q1', 1, 'right', true));
    await saveAnswer(t.app.db, me, answer('q1', 2, 'right', true));
    const results = await resultsOf(me);
    expect(results.map((r) => [r.testRound, r.answerId, r.answerGlobalId, r.isCorrect, r.anyWrong])).toEqual([
      [1, later.row.id, 'right', true, true],
      [2, expect.any(Number), 'right', true, false],
    ]);
    expect(await rebuilt(me)).toEqual(results);
  });

  it('keeps the later result when an earlier one is merged after it', async () => {
    const me = await newUser();
    const earlier = {
      userId: me,
      topicGlobalId: 'tp',
      testGlobalId: 'ts',
      testRound: 1,
      questionGlobalId: 'q1',
      answerId: 10,
      answerGlobalId: 'old',
      isCorrect: false,
      anyWrong: true,
    };
    const later = { ...earlier, answerId: 11, answerGlobalId: 'new', isCorrect: true, anyWrong: false };
    const asRow = (n: 'kept' | 'given') => {
      const p = (field: string) => sql.placeholder(`${n}_${field}`);
      return sql`row(${p('userId')}::uuid, ${p('topicGlobalId')}::text, ${p('testGlobalId')}::text, ${p('testRound')}::int, ${p('questionGlobalId')}::text, ${p('answerId')}::bigint, ${p('answerGlobalId')}::text, ${p('isCorrect')}::boolean, ${p('anyWrong')}::boolean)::round_results`;
    };
    const MERGE = compile(
      'test_round_result_merge',
      sql`select m.answer_global_id, m.is_correct, m.any_wrong from round_result_merge(${asRow('kept')}, ${asRow('given')}) as m`,
    );
    const valuesOf = (r: typeof earlier, n: 'kept' | 'given') =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [`${n}_${k}`, v]));
    const merged = (kept: typeof earlier, given: typeof earlier) =>
      runCompiled(t.app.db, MERGE, { ...valuesOf(kept, 'kept'), ...valuesOf(given, 'given') });
    const expected = [{ answer_global_id: 'new', is_correct: true, any_wrong: true }];
    expect(await merged(later, earlier)).toEqual(expected);
    expect(await merged(earlier, later)).toEqual(expected);
  });

  it('gives the latest stored answer when answers to one question are written at once', async () => {
    const me = await newUser();
    const given = Array.from({ length: 12 }, (_, i) => answer('q1', 1, `a${i}`, i % 3 !== 0));
    await Promise.all(given.map((values) => saveAnswer(t.app.db, me, values)));
    const [latest] = await t.app.db
      .select()
      .from(userAnswers)
      .where(and(eq(userAnswers.userId, me), eq(userAnswers.questionGlobalId, 'q1')))
      .orderBy(desc(userAnswers.id))
      .limit(1);
    const results = await resultsOf(me);
    expect(results.map((r) => [r.answerId, r.answerGlobalId, r.isCorrect, r.anyWrong])).toEqual([
      [latest!.id, latest!.answerGlobalId, latest!.isCorrect, true],
    ]);
    expect(await rebuilt(me)).toEqual(results);
  });
});
