/**
 * Shared results (docs/decisions.md, "Shared results"): the server counts the score of what a
 * learner asks to share from their own stored answers, keeps it under a public code, and shows
 * it (and its card) to anyone with the code. Nothing personal is shown.
 *
 * - A practice result is a round of a practice test as its summary shows it: each question's
 *   latest answer in the rounds up to that one (after "try the wrong ones again" the retry round
 *   holds the retried questions and the round before it the rest); questions without one count
 *   as not right. The round must hold an answer.
 * - A challenge result is a finished challenge's score by the rule of its end screen
 *   (src/domain/challenge-score.ts): the latest answer to each question screen.
 */
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { ResultShare } from '#src/api-contract/types.ts';
import { challengeScore } from '#src/domain/challenge-score.ts';
import type { ContentIndex } from '#src/domain/content-index.ts';
import type { Lang } from '#src/domain/model.ts';
import { resultCard } from '#src/share-cards/content-cards.ts';
import { t } from '#src/utils/i18n.ts';
import type { Db } from '../db/client.ts';
import { challengeProgress, resultShares, roundResults, userAnswers } from '../db/schema.ts';
import { cachedCardPng } from './card-cache.ts';
import { conflict, notFound } from './errors.ts';
import { newResultShareCode } from './secrets.ts';
import { writeForUser } from './user-lock.ts';

/** What a learner asks to share. */
export type ResultSubject =
  | { readonly kind: 'practice'; readonly topic: string; readonly test: string; readonly round: number }
  | { readonly kind: 'challenge'; readonly challenge: string };

type ShareRow = typeof resultShares.$inferSelect;

interface Score {
  readonly topic: string;
  readonly correct: number;
  readonly total: number;
}

/** A practice test's round as its summary counts it (see above); 404 for an unknown test or an empty round. */
async function practiceScore(
  db: Db,
  index: ContentIndex,
  userId: string,
  s: Extract<ResultSubject, { kind: 'practice' }>,
): Promise<Score> {
  const topic = index.topics.get(s.topic);
  if (!topic) throw notFound('topic.notFound');
  const test = topic.tests.find((x) => x.globalId === s.test);
  if (!test?.questions.length) throw notFound('test.notFound');
  const rows = await db
    .select({
      question: roundResults.questionGlobalId,
      round: roundResults.testRound,
      isCorrect: roundResults.isCorrect,
    })
    .from(roundResults)
    .where(
      and(
        eq(roundResults.userId, userId),
        eq(roundResults.topicGlobalId, topic.globalId),
        eq(roundResults.testGlobalId, test.globalId),
        lte(roundResults.testRound, s.round),
      ),
    )
    .orderBy(desc(roundResults.testRound));
  if (!rows.some((r) => r.round === s.round)) throw notFound('result.noAnswers');
  const latest = new Map<string, boolean>();
  for (const r of rows) if (!latest.has(r.question)) latest.set(r.question, r.isCorrect);
  return {
    topic: topic.globalId,
    correct: test.questions.filter((q) => latest.get(q.globalId) === true).length,
    total: test.questions.length,
  };
}

/** A finished challenge's score; 404 for an unknown challenge, 409 while it is not finished. */
async function challengeResultScore(db: Db, index: ContentIndex, userId: string, id: string): Promise<Score> {
  const challenge = index.challenges.get(id);
  const topic = index.challengeTopics.get(id);
  if (!challenge || !topic) throw notFound('challenge.notFound');
  const [progress] = await db
    .select({ completedAt: challengeProgress.completedAt })
    .from(challengeProgress)
    .where(and(eq(challengeProgress.userId, userId), eq(challengeProgress.challengeGlobalId, id)));
  if (!progress?.completedAt) throw conflict('result.challengeNotFinished');
  const rows = await db
    .select({
      combo: userAnswers.comboGlobalId,
      question: userAnswers.questionGlobalId,
      isCorrect: userAnswers.isCorrect,
    })
    .from(userAnswers)
    .where(and(eq(userAnswers.userId, userId), eq(userAnswers.challengeGlobalId, id)))
    .orderBy(desc(userAnswers.id));
  const latest = new Map<string, boolean>();
  for (const r of rows) {
    const key = `${r.combo ?? ''}/${r.question}`;
    if (!latest.has(key)) latest.set(key, r.isCorrect);
  }
  const score = challengeScore(challenge, (a) => latest.get(`${a.combo}/${a.question}`) ?? null);
  return { topic: topic.globalId, correct: score.correct, total: score.total };
}

/** Tries a new code this many times when one is taken (each time about one in 10^15). */
const CODE_ATTEMPTS = 3;

/**
 * Shares a result of user `userId` (as counted now from their stored answers): a new code
 * (`created`), or the code this uuid already has for the same result. Safe under concurrent
 * requests: the unique result key decides in the database which insert stands, and the others
 * read its row. Under the user's row lock, so a login merging the user meanwhile moves the
 * share into the account instead of deleting it.
 */
export async function shareResult(
  db: Db,
  index: ContentIndex,
  userId: string,
  subject: ResultSubject,
): Promise<{ share: ShareRow; created: boolean }> {
  return writeForUser(db, userId, async (tx, ownerId) => {
    const score =
      subject.kind === 'practice'
        ? await practiceScore(tx, index, ownerId, subject)
        : await challengeResultScore(tx, index, ownerId, subject.challenge);
    const values = {
      userId: ownerId,
      requestedBy: userId,
      kind: subject.kind,
      topicGlobalId: score.topic,
      testGlobalId: subject.kind === 'practice' ? subject.test : null,
      testRound: subject.kind === 'practice' ? subject.round : null,
      challengeGlobalId: subject.kind === 'challenge' ? subject.challenge : null,
      correct: score.correct,
      total: score.total,
    };
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const [inserted] = await tx
        .insert(resultShares)
        .values({ ...values, code: newResultShareCode() })
        .onConflictDoNothing()
        .returning();
      if (inserted) return { share: inserted, created: true };
      const [existing] = await tx
        .select()
        .from(resultShares)
        .where(
          and(
            eq(resultShares.requestedBy, values.requestedBy),
            eq(resultShares.kind, values.kind),
            eq(resultShares.topicGlobalId, values.topicGlobalId),
            sql`${resultShares.testGlobalId} is not distinct from ${values.testGlobalId}`,
            sql`${resultShares.testRound} is not distinct from ${values.testRound}`,
            sql`${resultShares.challengeGlobalId} is not distinct from ${values.challengeGlobalId}`,
            eq(resultShares.correct, values.correct),
            eq(resultShares.total, values.total),
          ),
        )
        .limit(1);
      if (existing) return { share: existing, created: false };
      // Neither inserted nor found: the new code was taken. Another one.
    }
    throw new Error('no free result share code');
  });
}

/** The shared result with code `code` (any case), or null. */
export async function findResultShare(db: Db, code: string): Promise<ShareRow | null> {
  const [row] = await db.select().from(resultShares).where(eq(resultShares.code, code.toUpperCase())).limit(1);
  return row ?? null;
}

/**
 * A shared result as the API shows it, names in `lang` from the content of now (a renamed topic
 * shows its new name). The topic's and challenge's slugs are null once they are no longer listed
 * (the result page then links nowhere); the names fall back to what is known.
 */
export function resultShareJson(index: ContentIndex, row: ShareRow, lang: Lang): ResultShare {
  const topic = index.topics.get(row.topicGlobalId);
  const challenge = row.challengeGlobalId ? index.challenges.get(row.challengeGlobalId) : undefined;
  const test = topic?.tests.find((x) => x.globalId === row.testGlobalId);
  const title =
    row.kind === 'practice'
      ? test?.name[lang] || t(lang, 'topic.practiceTest')
      : (challenge?.title[lang] ?? t(lang, 'share.result.challenge'));
  return {
    code: row.code,
    kind: row.kind,
    topic_global_id: row.topicGlobalId,
    topic_name: topic?.name[lang] ?? row.topicGlobalId,
    topic_slug: topic?.slug ?? null,
    test_global_id: row.testGlobalId,
    challenge_global_id: row.challengeGlobalId,
    challenge_slug: challenge && index.challengeTopics.has(challenge.globalId) ? challenge.slug : null,
    title,
    correct: row.correct,
    total: row.total,
    shared_at: row.createdAt.toISOString(),
  };
}

/** The shared result's card in `lang`, rendered once and kept. Throws `result.notFound`. */
export async function resultCardPng(db: Db, index: ContentIndex, code: string, lang: Lang): Promise<Buffer> {
  const row = await findResultShare(db, code);
  if (!row) throw notFound('result.notFound');
  const r = resultShareJson(index, row, lang);
  return cachedCardPng(
    resultCard({ kind: r.kind, title: r.title, topicName: r.topic_name, correct: r.correct, total: r.total }, lang),
  );
}
