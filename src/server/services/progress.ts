/**
 * Progress computed from stored answers: test rounds, certificates (earned when the diploma
 * test's current round has every question answered and none wrong), diploma completion and
 * challenge completion.
 */
import { and, eq } from 'drizzle-orm';
import { certificateOutcome, diplomaProgress, type RoundAnswer } from '#src/domain/certificate-outcome.ts';
import type { Test, Topic } from '#src/domain/model.ts';
import { nextRound } from '#src/domain/test-rounds.ts';
import type { Db } from '../db/client.ts';
import { certificateCodesByTopic, latestRoundResults, testKey, type RoundResult } from '../db/progress-reads.ts';
import { certificates, roundResults, testRounds, userAnswers } from '../db/schema.ts';
import { writeForUser } from './user-lock.ts';
import { newVerificationCode } from './secrets.ts';

/**
 * Every read here goes to the aggregates kept with each answer (`test_rounds`, `round_results`,
 * see answer-write.ts), by primary key: its cost does not grow with the answers a learner gave.
 */

/** The latest round a user has stored answers in for a test of a topic (0 when none). */
export async function latestRound(db: Db, userId: string, topic: string, test: string): Promise<number> {
  const [row] = await db
    .select({ top: testRounds.latestRound })
    .from(testRounds)
    .where(and(eq(testRounds.userId, userId), eq(testRounds.topicGlobalId, topic), eq(testRounds.testGlobalId, test)));
  return row?.top ?? 0;
}

/** The round a new attempt at a test gets (`GET /v1/user_answers/next_test_round`). */
export async function nextTestRound(db: Db, userId: string, topic: string, test: string): Promise<number> {
  return nextRound(await latestRound(db, userId, topic, test));
}

type ResultRow = typeof roundResults.$inferSelect;

/** The latest answer to a question of a round. */
export interface LatestAnswer {
  readonly answerGlobalId: string;
  readonly isCorrect: boolean;
}

/**
 * A round's results as answers oldest first, enough for the certificate rule, which looks only
 * at whether any answer was wrong and at the latest answer to each question.
 */
const asRoundAnswers = (rows: readonly RoundResult[]): RoundAnswer[] =>
  rows.flatMap((r) => [
    ...(r.anyWrong ? [{ questionId: r.questionGlobalId, isCorrect: false }] : []),
    { questionId: r.questionGlobalId, isCorrect: r.isCorrect },
  ]);

async function roundRows(db: Db, userId: string, topic: string, test: string, round: number): Promise<ResultRow[]> {
  return db
    .select()
    .from(roundResults)
    .where(
      and(
        eq(roundResults.userId, userId),
        eq(roundResults.topicGlobalId, topic),
        eq(roundResults.testGlobalId, test),
        eq(roundResults.testRound, round),
      ),
    );
}

/** The latest answer per question in one round. */
export async function roundAnswers(
  db: Db,
  userId: string,
  topic: string,
  test: string,
  round: number,
): Promise<Map<string, LatestAnswer>> {
  return new Map((await roundRows(db, userId, topic, test, round)).map((r) => [r.questionGlobalId, r]));
}

export interface DiplomaState {
  readonly percentCompleted: number;
  readonly failed: boolean;
  readonly certificateCode: string | null;
}

/** The diploma test's state: 1 once a certificate exists; otherwise the current round's share of right answers. */
export async function diplomaState(db: Db, userId: string, topic: Topic): Promise<DiplomaState | null> {
  return (await diplomaStates(db, userId, [topic])).get(topic.globalId) ?? null;
}

/**
 * The diploma states of many topics (by topic globalId; topics without a diploma test are
 * absent) in two queries, whatever the number of topics or answers: certificates, and the
 * results of each diploma test's latest round (prepared statements: src/server/db/progress-reads.ts).
 */
export async function diplomaStates(
  db: Db,
  userId: string,
  topics: readonly Topic[],
): Promise<Map<string, DiplomaState>> {
  const out = new Map<string, DiplomaState>();
  const withDiploma = topics.filter((t): t is Topic & { diplomaTest: Test } => t.diplomaTest !== null);
  if (!withDiploma.length) return out;
  const certByTopic = await certificateCodesByTopic(db, userId);
  const open = withDiploma.filter((t) => !certByTopic.has(t.globalId));
  const results = await latestRoundResults(
    db,
    userId,
    open.map((t) => ({ topic: t.globalId, test: t.diplomaTest.globalId })),
  );
  for (const topic of withDiploma) {
    const test = topic.diplomaTest;
    const code = certByTopic.get(topic.globalId);
    if (code) {
      out.set(topic.globalId, { percentCompleted: 1, failed: false, certificateCode: code });
      continue;
    }
    const mine = results.get(testKey(topic.globalId, test.globalId));
    if (!mine?.length || !test.questions.length) {
      out.set(topic.globalId, { percentCompleted: 0, failed: false, certificateCode: null });
      continue;
    }
    out.set(topic.globalId, {
      ...diplomaProgress(
        asRoundAnswers(mine),
        test.questions.map((q) => q.globalId),
      ),
      certificateCode: null,
    });
  }
  return out;
}

/**
 * Awards the certificate when the round just completed the diploma test without a wrong answer
 * (a wrong answer anywhere in the round fails it, even one answered again later).
 */
export async function maybeAwardCertificate(
  db: Db,
  userId: string,
  topic: Topic,
  round: number,
): Promise<string | null> {
  const test = topic.diplomaTest;
  if (!test || !test.questions.length) return null;
  const rows = await roundRows(db, userId, topic.globalId, test.globalId, round);
  if (
    certificateOutcome(
      asRoundAnswers(rows),
      test.questions.map((q) => q.globalId),
    ) !== 'passed'
  )
    return null;
  const [row] = await db
    .insert(certificates)
    .values({
      userId,
      topicGlobalId: topic.globalId,
      testGlobalId: test.globalId,
      testRound: round,
      verificationCode: newVerificationCode(),
    })
    .onConflictDoNothing()
    .returning({ code: certificates.verificationCode });
  if (row) return row.code;
  const [existing] = await db
    .select({ code: certificates.verificationCode })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.topicGlobalId, topic.globalId)));
  return existing?.code ?? null;
}

/**
 * After a right answer in a diploma round was stored: awards the certificate if the round is
 * now passed. Under the user's row lock, reading the answer's current owner and round, so a
 * login merging the user since (which moves and renumbers its answers) is followed.
 */
export async function awardForAnswer(
  db: Db,
  answer: { readonly id: number; readonly userId: string },
  topic: Topic,
): Promise<string | null> {
  return writeForUser(db, answer.userId, async (tx, userId) => {
    const [row] = await tx
      .select({ round: userAnswers.testRound })
      .from(userAnswers)
      .where(and(eq(userAnswers.id, answer.id), eq(userAnswers.userId, userId)));
    return row ? maybeAwardCertificate(tx, userId, topic, row.round) : null;
  });
}
