/**
 * Answer shares ("how others answered", docs/decisions.md, "Answer shares"): read from the
 * counts the answer statement keeps (`answer_counts`, see answer-write.ts), by primary key, so
 * a read costs the same whatever the number of answers. A certificate test's shares are the
 * learner's own business, and only once their round has ended: option shares with the right
 * share give the right answer away.
 */
import { sql } from 'drizzle-orm';
import type { QuestionShares } from '#src/api-contract/schemas/shares.ts';
import type { Question, Topic } from '#src/domain/model.ts';
import type { Db } from '../db/client.ts';
import { compile, numberOf, runCompiled } from '../db/raw.ts';
import { diplomaState, latestRound, roundAnswers } from './progress.ts';

/** Learners per answer id, by question id. */
export type Counts = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** The read, compiled once and prepared on the raw driver (a public, cacheable hot path). */
const READ_COUNTS = compile(
  'answer_counts',
  sql`select question_global_id, answer_global_id, learners from answer_counts where question_global_id = any(${sql.placeholder('ids')}::text[])`,
);

/** The counts of the given questions, in one query. */
export async function countsOf(db: Db, questionIds: readonly string[]): Promise<Counts> {
  const out = new Map<string, Map<string, number>>();
  if (!questionIds.length) return out;
  for (const r of await runCompiled(db, READ_COUNTS, { ids: questionIds })) {
    const q = String(r['question_global_id']);
    const byAnswer = out.get(q) ?? new Map<string, number>();
    byAnswer.set(String(r['answer_global_id']), numberOf(r['learners']));
    out.set(q, byAnswer);
  }
  return out;
}

/** A fraction kept to four decimals (a tenth of a percent is more than a learner reads); 0 of nothing. */
export const fraction = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/**
 * A question's shares from its counts. Only the content's current options count (an option
 * removed since is left out of the total), and the right share follows the content's correct
 * answer. Below `minLearners` nothing but the total is given.
 */
export function sharesOf(
  question: Question,
  counts: ReadonlyMap<string, number> | undefined,
  minLearners: number,
): QuestionShares {
  const learners = question.answers.map((a) => ({ answer: a, n: counts?.get(a.globalId) ?? 0 }));
  const total = learners.reduce((sum, l) => sum + l.n, 0);
  if (total < minLearners)
    return { global_id: question.globalId, shown: false, total, correct_share: null, answers: [] };
  const correct = learners.filter((l) => l.answer.correct).reduce((sum, l) => sum + l.n, 0);
  return {
    global_id: question.globalId,
    shown: true,
    total,
    correct_share: fraction(correct, total),
    answers: learners.map((l) => ({ global_id: l.answer.globalId, share: fraction(l.n, total) })),
  };
}

/**
 * The questions of a diploma test whose shares the learner may see: every question once they
 * hold the topic's certificate, the questions answered in their latest round once it failed
 * (they saw those answers' verdicts), and null while a round is under way or none was played.
 */
export async function endedRoundQuestions(db: Db, userId: string, topic: Topic): Promise<readonly string[] | null> {
  const test = topic.diplomaTest;
  if (!test) return null;
  const state = await diplomaState(db, userId, topic);
  if (state?.certificateCode) return test.questions.map((q) => q.globalId);
  if (!state?.failed) return null;
  const round = await latestRound(db, userId, topic.globalId, test.globalId);
  const answered = await roundAnswers(db, userId, topic.globalId, test.globalId, round);
  return test.questions.map((q) => q.globalId).filter((q) => answered.has(q));
}
