/**
 * Progress computed from stored answers: test rounds, certificates (earned when the diploma
 * test's current round has every question answered and none wrong), diploma completion and
 * challenge completion.
 */
import { and, desc, eq, max } from 'drizzle-orm';
import type { Topic } from '../../content-layer/types.ts';
import type { Db } from '../db/client.ts';
import { certificates, userAnswers } from '../db/schema.ts';
import { newVerificationCode } from './secrets.ts';

export async function latestRound(db: Db, userId: string, topic: string, test: string): Promise<number> {
  const [row] = await db
    .select({ top: max(userAnswers.testRound) })
    .from(userAnswers)
    .where(and(eq(userAnswers.userId, userId), eq(userAnswers.topicGlobalId, topic), eq(userAnswers.testGlobalId, test)));
  return row?.top ?? 0;
}

/** The latest answer per question in one round. */
export async function roundAnswers(db: Db, userId: string, topic: string, test: string, round: number) {
  const rows = await db
    .select()
    .from(userAnswers)
    .where(and(eq(userAnswers.userId, userId), eq(userAnswers.topicGlobalId, topic), eq(userAnswers.testGlobalId, test), eq(userAnswers.testRound, round)))
    .orderBy(desc(userAnswers.id));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (!latest.has(r.questionGlobalId)) latest.set(r.questionGlobalId, r);
  return latest;
}

export interface DiplomaState {
  readonly percentCompleted: number;
  readonly failed: boolean;
  readonly certificateCode: string | null;
}

/** The diploma test's state: 1 once a certificate exists; otherwise the current round's share of right answers. */
export async function diplomaState(db: Db, userId: string, topic: Topic): Promise<DiplomaState | null> {
  const test = topic.diplomaTest;
  if (!test) return null;
  const [cert] = await db.select().from(certificates).where(and(eq(certificates.userId, userId), eq(certificates.topicGlobalId, topic.globalId))).limit(1);
  if (cert) return { percentCompleted: 1, failed: false, certificateCode: cert.verificationCode };
  const round = await latestRound(db, userId, topic.globalId, test.globalId);
  if (!round || !test.questions.length) return { percentCompleted: 0, failed: false, certificateCode: null };
  const answers = await roundAnswers(db, userId, topic.globalId, test.globalId, round);
  const right = test.questions.filter((q) => answers.get(q.globalId)?.isCorrect).length;
  const failed = [...answers.values()].some((a) => !a.isCorrect);
  return { percentCompleted: right / test.questions.length, failed, certificateCode: null };
}

/** Awards the certificate when the round just completed the diploma test without a wrong answer. */
export async function maybeAwardCertificate(db: Db, userId: string, topic: Topic, round: number): Promise<string | null> {
  const test = topic.diplomaTest;
  if (!test || !test.questions.length) return null;
  const answers = await roundAnswers(db, userId, topic.globalId, test.globalId, round);
  if (!test.questions.every((q) => answers.get(q.globalId)?.isCorrect)) return null;
  if ([...answers.values()].some((a) => !a.isCorrect)) return null;
  const [row] = await db
    .insert(certificates)
    .values({ userId, topicGlobalId: topic.globalId, testGlobalId: test.globalId, testRound: round, verificationCode: newVerificationCode() })
    .onConflictDoNothing()
    .returning({ code: certificates.verificationCode });
  if (row) return row.code;
  const [existing] = await db.select({ code: certificates.verificationCode }).from(certificates).where(and(eq(certificates.userId, userId), eq(certificates.topicGlobalId, topic.globalId)));
  return existing?.code ?? null;
}
