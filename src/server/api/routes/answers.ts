/**
 * Answers: the server decides correctness from the content, never from the client. A repeated
 * client id is the same answer sent again (offline replay) and is stored once.
 */
import { and, countDistinct, desc, eq } from 'drizzle-orm';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import { OPERATIONS as OP } from '#src/api-contract/operations.ts';
import * as C from '#src/api-contract/schemas/answers.ts';
import { userAnswers } from '#src/server/db/schema.ts';
import { invalid, notFound } from '#src/server/services/errors.ts';
import { saveAnswer, saveClaimedAnswer, type AnswerValues } from '#src/server/services/answer-write.ts';
import type { ContentIndex } from '#src/domain/content-index.ts';
import type { Topic } from '#src/domain/model.ts';
import { awardForAnswer, nextTestRound } from '#src/server/services/progress.ts';
import { actingUser, claimOf } from '../auth.ts';
import { docs } from '../schemas.ts';
import { normalizeCode } from '#src/domain/codes.ts';

type Row = typeof userAnswers.$inferSelect;
const toJson = (r: Row, certificateCode: string | null = null): C.StoredAnswer => ({
  id: r.id,
  test_round: r.testRound,
  topic_global_id: r.topicGlobalId,
  test_global_id: r.testGlobalId,
  chapter_contentful_id: r.chapterContentfulId,
  challenge_global_id: r.challengeGlobalId,
  combo_global_id: r.comboGlobalId,
  question_global_id: r.questionGlobalId,
  answer_global_id: r.answerGlobalId,
  event_code: r.eventCode,
  client_id: r.clientId,
  is_correct: r.isCorrect,
  is_very_wrong: r.isVeryWrong,
  is_certificate: r.isCertificate,
  certificate_code: certificateCode,
  created_at: r.createdAt.toISOString(),
});

/** An answer's stored values, checked against the content, and its diploma test's topic if any. */
interface CheckedAnswer {
  readonly values: AnswerValues;
  readonly diplomaTopic: Topic | undefined;
}

/**
 * Checks an answer record against the content (question, option, event, a diploma test's own
 * questions) and decides what is stored: correctness and the certificate flag come from the
 * content, never from the client.
 */
function checkedAnswer(index: ContentIndex, a: C.AnswerRecord): CheckedAnswer {
  const question = index.questions.get(a.question_global_id);
  if (!question) throw notFound('content.questionNotFound');
  const answer = question.answers.find((x) => x.globalId === a.answer_global_id);
  if (!answer) throw invalid('error.validation', { answer_global_id: 'validation.answerNotInQuestion' });
  let eventCode: string | null = null;
  if (a.event_code) {
    const event = index.events.get(normalizeCode(a.event_code));
    if (!event) throw notFound('event.notFound');
    eventCode = event.code.toLowerCase();
  }
  const topicId = a.topic_global_id ?? null;
  const testId = a.test_global_id ?? null;
  const diplomaTopic = testId ? index.diplomaTopics.get(testId) : undefined;
  // A diploma test's round holds only its own questions: a stray answer cannot fail or fill it.
  if (diplomaTopic && !diplomaTopic.diplomaTest?.questions.some((q) => q.globalId === question.globalId)) {
    throw invalid('error.validation', { question_global_id: 'validation.questionNotInTest' });
  }
  const values: AnswerValues = {
    clientId: a.client_id ?? null,
    testRound: a.test_round ?? 1,
    topicGlobalId: topicId,
    testGlobalId: testId,
    chapterContentfulId: a.chapter_contentful_id ?? null,
    challengeGlobalId: a.challenge_global_id ?? null,
    comboGlobalId: a.combo_global_id ?? null,
    questionGlobalId: question.globalId,
    answerGlobalId: answer.globalId,
    isCorrect: answer.correct,
    isVeryWrong: answer.veryWrong,
    isCertificate: Boolean(diplomaTopic && diplomaTopic.globalId === topicId),
    eventCode,
  };
  return { values, diplomaTopic };
}

export default function answerRoutes(fastify: FastifyInstance, _opts: FastifyPluginOptions, done: () => void) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    OP.saveAnswer.path,
    {
      schema: { ...docs('answers', 'Record an answer; the server decides whether it is correct'), ...C.saveAnswer },
    },
    async (request, reply) => {
      const b = request.body;
      const uuid = b.user_uuid ?? b.user_answer.user_uuid;
      // The common claims (a uuid alone, a bearer for its own user) are checked by the answer's
      // own statement: one round trip. Anything else, and a claim it refuses, takes the full
      // check, whose errors come before the content's, as they always did.
      const claim = await claimOf(app, request, uuid);
      const user = claim ? null : await actingUser(app, request, uuid);
      let checked: CheckedAnswer;
      try {
        checked = checkedAnswer(app.content.index, b.user_answer);
      } catch (err) {
        if (claim) await actingUser(app, request, uuid);
        throw err;
      }
      const { values, diplomaTopic } = checked;
      // One statement under the user's row lock: a login merging this anonymous user meanwhile
      // moves the answer or receives it, never deletes it (see answer-write.ts).
      // The review boxes move in the same statement, only when the answer is new.
      const review = { review: b.user_answer.review ?? false, now: app.now() };
      const { created, row } =
        (claim && (await saveClaimedAnswer(app.db, claim, values, review))) ??
        (await saveAnswer(app.db, (user ?? (await actingUser(app, request, uuid))).id, values, review));
      const code =
        created && values.isCertificate && row.isCorrect && diplomaTopic
          ? await awardForAnswer(app.db, row, diplomaTopic)
          : null;
      return reply.code(created ? 201 : 200).send({ data: toJson(row, code) });
    },
  );

  app.get(
    OP.answers.path,
    {
      schema: { ...docs('answers', "The user's answers, optionally those given at one event"), ...C.answers },
    },
    async (request) => {
      const q = request.query;
      const user = await actingUser(app, request, q.user_uuid);
      let where = eq(userAnswers.userId, user.id);
      if (q.event_code) {
        const event = app.content.index.events.get(q.event_code.toLowerCase());
        if (!event) throw notFound('event.notFound');
        where = and(where, eq(userAnswers.eventCode, event.code.toLowerCase())) ?? where;
      }
      const rows = await app.db.select().from(userAnswers).where(where).orderBy(userAnswers.id);
      return {
        data: rows.map((r) => ({
          topic: r.topicGlobalId,
          test: r.testGlobalId,
          question: r.questionGlobalId,
          answer: r.answerGlobalId,
          is_correct: r.isCorrect,
          test_round: r.testRound,
          event_code: r.eventCode,
        })),
      };
    },
  );

  app.get(
    OP.nextTestRound.path,
    {
      schema: { ...docs('answers', 'The round number for the next attempt at a test'), ...C.nextTestRound },
    },
    async (request) => {
      const q = request.query;
      const user = await actingUser(app, request, q.user_uuid);
      return { test_round: await nextTestRound(app.db, user.id, q.topic_global_id, q.test_global_id) };
    },
  );

  app.get(
    OP.correctCount.path,
    {
      schema: { ...docs('answers', 'How many different questions the user has answered correctly'), ...C.correctCount },
    },
    async (request) => {
      const user = await actingUser(app, request, request.query.user_uuid);
      const [row] = await app.db
        .select({ total: countDistinct(userAnswers.questionGlobalId) })
        .from(userAnswers)
        .where(and(eq(userAnswers.userId, user.id), eq(userAnswers.isCorrect, true)));
      return { data: { total: row?.total ?? 0 } };
    },
  );

  app.get(
    OP.latestAnswer.path,
    {
      schema: { ...docs('answers', "The user's latest answer to a question"), ...C.latestAnswer },
    },
    async (request) => {
      const q = request.query;
      const user = await actingUser(app, request, q.user_uuid);
      const [row] = await app.db
        .select()
        .from(userAnswers)
        .where(and(eq(userAnswers.userId, user.id), eq(userAnswers.questionGlobalId, q.global_id)))
        .orderBy(desc(userAnswers.id))
        .limit(1);
      return {
        global_id: q.global_id,
        answer: row ? { global_id: row.answerGlobalId, is_correct: row.isCorrect } : null,
      };
    },
  );
  done();
}
