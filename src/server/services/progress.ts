/**
 * Progress computed from stored answers: test rounds, certificates (earned when the diploma
 * test's current round has every question answered and none wrong), diploma completion and
 * challenge completion.
 */
import { and, desc, eq, inArray, max, or } from 'drizzle-orm';
import { certificateOutcome, diplomaProgress, type RoundAnswer } from '#src/domain/certificate-outcome.ts';
import type { Topic } from '#src/domain/model.ts';
import { nextRound } from '#src/domain/test-rounds.ts';
import type { Db } from '../db/client.ts';
import { certificates, userAnswers } from '../db/schema.ts';
import { newVerificationCode } from './secrets.ts';

/** The latest round a user has stored answers in for a test of a topic (0 when none). */
export async function latestRound(db: Db, userId: string, topic: string, test: string): Promise<number> {
  const [row] = await db
    .select({ top: max(userAnswers.testRound) })
    .from(userAnswers)
    .where(and(eq(userAnswers.userId, userId), eq(userAnswers.topicGlobalId, topic), eq(userAnswers.testGlobalId, test)));
  return row?.top ?? 0;
}

/** The round a new attempt at a test gets (`GET /v1/user_answers/next_test_round`). */
export async function nextTestRound(db: Db, userId: string, topic: string, test: string): Promise<number> {
  return nextRound(await latestRound(db, userId, topic, test));
}

/** Every answer of one round, newest first. */
async function roundRows(db: Db, userId: string, topic: string, test: string, round: number) {
  return db
    .select()
    .from(userAnswers)
    .where(and(eq(userAnswers.userId, userId), eq(userAnswers.topicGlobalId, topic), eq(userAnswers.testGlobalId, test), eq(userAnswers.testRound, round)))
    .orderBy(desc(userAnswers.id));
}

type AnswerRow = Awaited<ReturnType<typeof roundRows>>[number];

/** Stored rows (newest first) as the domain's round answers, oldest first. */
const oldestFirst = (rows: readonly AnswerRow[]): RoundAnswer[] => rows.map((r) => ({ questionId: r.questionGlobalId, isCorrect: r.isCorrect })).reverse();

function latestPerQuestion(rows: readonly AnswerRow[]): Map<string, AnswerRow> {
  const latest = new Map<string, AnswerRow>();
  for (const r of rows) if (!latest.has(r.questionGlobalId)) latest.set(r.questionGlobalId, r);
  return latest;
}

/** The latest answer per question in one round. */
export async function roundAnswers(db: Db, userId: string, topic: string, test: string, round: number): Promise<Map<string, AnswerRow>> {
  return latestPerQuestion(await roundRows(db, userId, topic, test, round));
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
 * absent) in at most three queries, whatever the number of topics: certificates, the latest
 * round per diploma test, and the answers of those rounds.
 */
export async function diplomaStates(db: Db, userId: string, topics: readonly Topic[]): Promise<Map<string, DiplomaState>> {
  const out = new Map<string, DiplomaState>();
  const withDiploma = topics.filter((t) => t.diplomaTest);
  if (!withDiploma.length) return out;
  const certs = await db.select({ topic: certificates.topicGlobalId, code: certificates.verificationCode }).from(certificates).where(eq(certificates.userId, userId));
  const certByTopic = new Map(certs.map((c) => [c.topic, c.code]));
  const open = withDiploma.filter((t) => !certByTopic.has(t.globalId));
  const rounds = open.length
    ? await db
        .select({ topic: userAnswers.topicGlobalId, test: userAnswers.testGlobalId, top: max(userAnswers.testRound) })
        .from(userAnswers)
        .where(and(eq(userAnswers.userId, userId), inArray(userAnswers.testGlobalId, [...new Set(open.map((t) => t.diplomaTest!.globalId))])))
        .groupBy(userAnswers.topicGlobalId, userAnswers.testGlobalId)
    : [];
  const roundOf = new Map(rounds.map((r) => [`${r.topic}\u0000${r.test}`, r.top ?? 0]));
  const started = open.filter((t) => roundOf.get(`${t.globalId}\u0000${t.diplomaTest!.globalId}`));
  const rows = started.length
    ? await db
        .select()
        .from(userAnswers)
        .where(
          and(
            eq(userAnswers.userId, userId),
            or(...started.map((t) => and(eq(userAnswers.topicGlobalId, t.globalId), eq(userAnswers.testGlobalId, t.diplomaTest!.globalId), eq(userAnswers.testRound, roundOf.get(`${t.globalId}\u0000${t.diplomaTest!.globalId}`)!)))),
          ),
        )
        .orderBy(desc(userAnswers.id))
    : [];
  for (const topic of withDiploma) {
    const test = topic.diplomaTest!;
    const code = certByTopic.get(topic.globalId);
    if (code) {
      out.set(topic.globalId, { percentCompleted: 1, failed: false, certificateCode: code });
      continue;
    }
    const round = roundOf.get(`${topic.globalId}\u0000${test.globalId}`) ?? 0;
    if (!round || !test.questions.length) {
      out.set(topic.globalId, { percentCompleted: 0, failed: false, certificateCode: null });
      continue;
    }
    const mine = rows.filter((r) => r.topicGlobalId === topic.globalId && r.testGlobalId === test.globalId && r.testRound === round);
    out.set(topic.globalId, { ...diplomaProgress(oldestFirst(mine), test.questions.map((q) => q.globalId)), certificateCode: null });
  }
  return out;
}

/**
 * Awards the certificate when the round just completed the diploma test without a wrong answer
 * (a wrong answer anywhere in the round fails it, even one answered again later).
 */
export async function maybeAwardCertificate(db: Db, userId: string, topic: Topic, round: number): Promise<string | null> {
  const test = topic.diplomaTest;
  if (!test || !test.questions.length) return null;
  const rows = await roundRows(db, userId, topic.globalId, test.globalId, round);
  if (certificateOutcome(oldestFirst(rows), test.questions.map((q) => q.globalId)) !== 'passed') return null;
  const [row] = await db
    .insert(certificates)
    .values({ userId, topicGlobalId: topic.globalId, testGlobalId: test.globalId, testRound: round, verificationCode: newVerificationCode() })
    .onConflictDoNothing()
    .returning({ code: certificates.verificationCode });
  if (row) return row.code;
  const [existing] = await db.select({ code: certificates.verificationCode }).from(certificates).where(and(eq(certificates.userId, userId), eq(certificates.topicGlobalId, topic.globalId)));
  return existing?.code ?? null;
}
