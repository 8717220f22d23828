/**
 * Answers: the server decides correctness from the content, never from the client. A repeated
 * client id is the same answer sent again (offline replay) and is stored once.
 */
import { and, countDistinct, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userAnswers } from '../../db/schema.ts';
import { latestRound, maybeAwardCertificate } from '../../services/progress.ts';
import { writeForUser } from '../../services/user-lock.ts';
import { actingUser } from '../auth.ts';
import { badRequest, notFound } from '../errors.ts';
import * as S from '../schemas.ts';

const answerRecord = S.body(
  {
    test_round: { type: 'integer', minimum: 1, maximum: 100000 },
    topic_global_id: S.optionalId,
    test_global_id: S.optionalId,
    chapter_contentful_id: S.optionalId,
    challenge_global_id: S.optionalId,
    combo_global_id: S.optionalId,
    question_global_id: S.globalId,
    answer_global_id: S.globalId,
    user_uuid: S.uuid,
    event_code: { type: ['string', 'null'], maxLength: 100 },
    client_id: { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
  },
  ['question_global_id', 'answer_global_id'],
);

const storedAnswer = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    test_round: { type: 'integer' },
    topic_global_id: { type: ['string', 'null'] },
    test_global_id: { type: ['string', 'null'] },
    chapter_contentful_id: { type: ['string', 'null'] },
    challenge_global_id: { type: ['string', 'null'] },
    combo_global_id: { type: ['string', 'null'] },
    question_global_id: { type: 'string' },
    answer_global_id: { type: 'string' },
    event_code: { type: ['string', 'null'] },
    client_id: { type: ['string', 'null'] },
    is_correct: { type: 'boolean' },
    is_very_wrong: { type: 'boolean' },
    is_certificate: { type: 'boolean' },
    certificate_code: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

type Row = typeof userAnswers.$inferSelect;
const toJson = (r: Row, certificateCode: string | null = null) => ({
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

export default async function answerRoutes(app: FastifyInstance) {
  app.post('/user_answers', {
    schema: {
      tags: ['answers'],
      summary: 'Record an answer; the server decides whether it is correct',
      querystring: S.query({}),
      body: S.body({ user_uuid: S.uuid, user_answer: answerRecord }, ['user_answer']),
      response: S.responses({ type: 'object', required: ['data'], properties: { data: storedAnswer } }, [401, 403, 404], 201),
    },
  }, async (request, reply) => {
    const b = request.body as { user_uuid?: string; user_answer: Record<string, string | number | null | undefined> };
    const a = b.user_answer;
    const user = await actingUser(app, request, b.user_uuid ?? (a['user_uuid'] as string | undefined));
    const index = app.content.index;
    const question = index.questions.get(String(a['question_global_id']));
    if (!question) throw notFound('content.questionNotFound');
    const answer = question.answers.find((x) => x.globalId === a['answer_global_id']);
    if (!answer) throw badRequest('error.validation', { answer_global_id: 'validation.answerNotInQuestion' });
    let eventCode: string | null = null;
    if (a['event_code']) {
      const event = index.events.get(String(a['event_code']).toLowerCase());
      if (!event) throw notFound('event.notFound');
      eventCode = event.code.toLowerCase();
    }
    const topicId = (a['topic_global_id'] as string | null | undefined) ?? null;
    const testId = (a['test_global_id'] as string | null | undefined) ?? null;
    const diplomaTopic = testId ? index.diplomaTopics.get(testId) : undefined;
    // A diploma test's round holds only its own questions: a stray answer cannot fail or fill it.
    if (diplomaTopic && !diplomaTopic.diplomaTest?.questions.some((q) => q.globalId === question.globalId)) {
      throw badRequest('error.validation', { question_global_id: 'validation.questionNotInTest' });
    }
    const isCertificate = Boolean(diplomaTopic && diplomaTopic.globalId === topicId);
    const clientId = (a['client_id'] as string | undefined) ?? null;
    const values = {
      clientId,
      testRound: Number(a['test_round'] ?? 1),
      topicGlobalId: topicId,
      testGlobalId: testId,
      chapterContentfulId: (a['chapter_contentful_id'] as string | null | undefined) ?? null,
      challengeGlobalId: (a['challenge_global_id'] as string | null | undefined) ?? null,
      comboGlobalId: (a['combo_global_id'] as string | null | undefined) ?? null,
      questionGlobalId: question.globalId,
      answerGlobalId: answer.globalId,
      isCorrect: answer.correct,
      isVeryWrong: answer.veryWrong,
      isCertificate,
      eventCode,
    };
    // Under the user's row lock: a login merging this anonymous user meanwhile moves the answer
    // or receives it, never deletes it (see user-lock.ts).
    const { status, row, code } = await writeForUser(app.db, user.id, async (tx, userId) => {
      const [inserted] = await tx.insert(userAnswers).values({ ...values, userId }).onConflictDoNothing().returning();
      if (!inserted) {
        const [again] = await tx.select().from(userAnswers).where(and(eq(userAnswers.userId, userId), eq(userAnswers.clientId, clientId ?? ''))).limit(1);
        return { status: 200, row: again!, code: null };
      }
      const certificate = isCertificate && inserted.isCorrect ? await maybeAwardCertificate(tx, userId, diplomaTopic!, inserted.testRound) : null;
      return { status: 201, row: inserted, code: certificate };
    });
    return reply.code(status).send({ data: toJson(row, code) });
  });

  app.get('/user_answers', {
    schema: {
      tags: ['answers'],
      summary: "The user's answers, optionally those given at one event",
      querystring: S.query({ user_uuid: S.uuid, event_code: { type: 'string', maxLength: 100 } }),
      response: S.responses({ type: 'object', properties: { data: { type: 'array', items: {
        type: 'object',
        properties: { topic: { type: ['string', 'null'] }, test: { type: ['string', 'null'] }, question: { type: 'string' }, answer: { type: 'string' }, is_correct: { type: 'boolean' }, test_round: { type: 'integer' }, event_code: { type: ['string', 'null'] } },
      } } } }, [401, 403, 404]),
    },
  }, async (request) => {
    const q = request.query as { user_uuid?: string; event_code?: string };
    const user = await actingUser(app, request, q.user_uuid);
    let where = eq(userAnswers.userId, user.id);
    if (q.event_code) {
      const event = app.content.index.events.get(q.event_code.toLowerCase());
      if (!event) throw notFound('event.notFound');
      where = and(where, eq(userAnswers.eventCode, event.code.toLowerCase()))!;
    }
    const rows = await app.db.select().from(userAnswers).where(where).orderBy(userAnswers.id);
    return { data: rows.map((r) => ({ topic: r.topicGlobalId, test: r.testGlobalId, question: r.questionGlobalId, answer: r.answerGlobalId, is_correct: r.isCorrect, test_round: r.testRound, event_code: r.eventCode })) };
  });

  app.get('/user_answers/next_test_round', {
    schema: {
      tags: ['answers'],
      summary: 'The round number for the next attempt at a test',
      querystring: S.query({ user_uuid: S.uuid, topic_global_id: S.globalId, test_global_id: S.globalId }, ['topic_global_id', 'test_global_id']),
      response: S.responses({ type: 'object', required: ['test_round'], properties: { test_round: { type: 'integer' } } }, [401, 403, 404]),
    },
  }, async (request) => {
    const q = request.query as { user_uuid?: string; topic_global_id: string; test_global_id: string };
    const user = await actingUser(app, request, q.user_uuid);
    return { test_round: (await latestRound(app.db, user.id, q.topic_global_id, q.test_global_id)) + 1 };
  });

  app.get('/user_answers/correct', {
    schema: {
      tags: ['answers'],
      summary: 'How many different questions the user has answered correctly',
      querystring: S.query({ user_uuid: S.uuid }),
      response: S.responses({ type: 'object', properties: { data: { type: 'object', properties: { total: { type: 'integer' } } } } }, [401, 403, 404]),
    },
  }, async (request) => {
    const user = await actingUser(app, request, (request.query as { user_uuid?: string }).user_uuid);
    const [row] = await app.db.select({ total: countDistinct(userAnswers.questionGlobalId) }).from(userAnswers).where(and(eq(userAnswers.userId, user.id), eq(userAnswers.isCorrect, true)));
    return { data: { total: Number(row?.total ?? 0) } };
  });

  app.get('/user_answers/latest_answer', {
    schema: {
      tags: ['answers'],
      summary: "The user's latest answer to a question",
      querystring: S.query({ user_uuid: S.uuid, global_id: S.globalId }, ['global_id']),
      response: S.responses({ type: 'object', properties: { global_id: { type: 'string' }, answer: { type: ['object', 'null'], properties: { global_id: { type: 'string' }, is_correct: { type: 'boolean' } } } } }, [401, 403, 404]),
    },
  }, async (request) => {
    const q = request.query as { user_uuid?: string; global_id: string };
    const user = await actingUser(app, request, q.user_uuid);
    const [row] = await app.db.select().from(userAnswers).where(and(eq(userAnswers.userId, user.id), eq(userAnswers.questionGlobalId, q.global_id))).orderBy(desc(userAnswers.id)).limit(1);
    return { global_id: q.global_id, answer: row ? { global_id: row.answerGlobalId, is_correct: row.isCorrect } : null };
  });
}
