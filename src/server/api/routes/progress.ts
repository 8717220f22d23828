/**
 * Progress: topics with diploma and challenge completion, latest results per topic, challenge
 * progress (segment and screen), certificates with public verification, answered questions
 * and guarded explanations.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Lang, Topic } from '../../../domain/model.ts';
import { challengeSegments, isComplete, normalizePosition } from '../../../domain/challenge-segments.ts';
import { certificates, challengeProgress, userAnswers } from '../../db/schema.ts';
import { writeForUser } from '../../services/user-lock.ts';
import { diplomaState, diplomaStates, latestRound, roundAnswers, type DiplomaState } from '../../services/progress.ts';
import { actingUser } from '../auth.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import * as S from '../schemas.ts';

const { langOf } = S;
const anyObject = { type: 'object', additionalProperties: true } as const;
const dataOf = (schema: unknown) => ({ type: 'object', required: ['data'], properties: { data: schema } });

export default async function progressRoutes(app: FastifyInstance) {
  const completedChallenges = async (userId: string, ids: string[]) => {
    if (!ids.length) return new Set<string>();
    const rows = await app.db
      .select({ id: challengeProgress.challengeGlobalId, done: challengeProgress.completedAt })
      .from(challengeProgress)
      .where(and(eq(challengeProgress.userId, userId), inArray(challengeProgress.challengeGlobalId, ids)));
    return new Set(rows.filter((r) => r.done).map((r) => r.id));
  };
  const topicProgress = (topic: Topic, diploma: DiplomaState | undefined, done: Set<string>) => {
    return {
      global_id: topic.globalId,
      slug: topic.slug,
      diploma_test: diploma && topic.diplomaTest ? { global_id: topic.diplomaTest.globalId, percent_completed: diploma.percentCompleted, failed: diploma.failed, certificate_code: diploma.certificateCode } : null,
      challenges: { items: topic.chapters.flatMap((c) => c.challenges).map((c) => ({ global_id: c.globalId, is_completed: done.has(c.globalId) })) },
    };
  };

  app.get('/topics', {
    schema: { tags: ['progress'], summary: 'Every topic with the user\'s progress', querystring: S.query({ user_uuid: S.uuid }), response: S.responses(dataOf({ type: 'array', items: anyObject }), [401, 403, 404]) },
  }, async (request) => {
    const user = await actingUser(app, request, (request.query as { user_uuid?: string }).user_uuid);
    const topics = app.content.index.graph.topics;
    const done = await completedChallenges(user.id, topics.flatMap((t) => t.chapters.flatMap((c) => c.challenges.map((x) => x.globalId))));
    const diplomas = await diplomaStates(app.db, user.id, topics);
    return { data: topics.map((t) => topicProgress(t, diplomas.get(t.globalId), done)) };
  });

  app.get('/topics/:topicGlobalId/latest_results', {
    schema: {
      tags: ['progress'],
      summary: "The user's latest results in a topic: diploma test, tests, challenges, combos, questions and answers",
      params: { type: 'object', properties: { topicGlobalId: S.globalId }, required: ['topicGlobalId'] },
      querystring: S.query({ user_uuid: S.uuid }),
      response: S.responses(dataOf(anyObject), [401, 403, 404]),
    },
  }, async (request) => {
    const topic = app.content.index.topics.get((request.params as { topicGlobalId: string }).topicGlobalId);
    if (!topic) throw notFound('topic.notFound');
    const user = await actingUser(app, request, (request.query as { user_uuid?: string }).user_uuid);
    const testResult = async (testId: string, questionIds: readonly string[]) => {
      const round = await latestRound(app.db, user.id, topic.globalId, testId);
      const answers = round ? await roundAnswers(app.db, user.id, topic.globalId, testId, round) : new Map();
      return {
        global_id: testId,
        test_round: round,
        questions: questionIds.map((q) => ({ global_id: q, answer: answers.has(q) ? { global_id: answers.get(q).answerGlobalId, is_correct: answers.get(q).isCorrect } : null })),
      };
    };
    const tests = [];
    for (const t of topic.tests) tests.push(await testResult(t.globalId, t.questions.map((q) => q.globalId)));
    const challenges = topic.chapters.flatMap((c) => c.challenges);
    const rows = challenges.length
      ? await app.db.select().from(userAnswers).where(and(eq(userAnswers.userId, user.id), inArray(userAnswers.challengeGlobalId, challenges.map((c) => c.globalId)))).orderBy(desc(userAnswers.id))
      : [];
    const done = await completedChallenges(user.id, challenges.map((c) => c.globalId));
    const latest = (challenge: string, combo: string, q: string) => rows.find((r) => r.challengeGlobalId === challenge && r.comboGlobalId === combo && r.questionGlobalId === q);
    const progress = topicProgress(topic, (await diplomaState(app.db, user.id, topic)) ?? undefined, done);
    return {
      data: {
        global_id: topic.globalId,
        diploma_test: topic.diplomaTest ? { ...progress.diploma_test, ...(await testResult(topic.diplomaTest.globalId, topic.diplomaTest.questions.map((q) => q.globalId))) } : null,
        tests,
        challenges: challenges.map((c) => ({
          global_id: c.globalId,
          is_completed: done.has(c.globalId),
          combos: c.combos.map((k) => ({
            global_id: k.globalId,
            questions: k.questions.map((q) => {
              const r = latest(c.globalId, k.globalId, q.globalId);
              return { global_id: q.globalId, answer: r ? { global_id: r.answerGlobalId, is_correct: r.isCorrect } : null };
            }),
          })),
        })),
      },
    };
  });

  const progressShape = { type: 'object', properties: { challenge_global_id: { type: 'string' }, current_segment: { type: 'integer' }, current_segment_description: { type: ['string', 'null'] }, current_screen: { type: 'integer' }, is_completed: { type: 'boolean' } } } as const;

  app.get('/users/challenge_progress/:challengeGlobalId', {
    schema: {
      tags: ['progress'],
      summary: 'Where the user is in a challenge (an out-of-range position reads as the start)',
      params: { type: 'object', properties: { challengeGlobalId: S.globalId }, required: ['challengeGlobalId'] },
      querystring: S.query({ user_uuid: S.uuid }),
      response: S.responses(dataOf(progressShape), [401, 403, 404]),
    },
  }, async (request) => {
    const id = (request.params as { challengeGlobalId: string }).challengeGlobalId;
    const challenge = app.content.index.challenges.get(id);
    if (!challenge) throw notFound('challenge.notFound');
    const user = await actingUser(app, request, (request.query as { user_uuid?: string }).user_uuid);
    const [row] = await app.db.select().from(challengeProgress).where(and(eq(challengeProgress.userId, user.id), eq(challengeProgress.challengeGlobalId, id))).limit(1);
    const segments = challengeSegments(challenge);
    const pos = normalizePosition(segments, { segment: row?.currentSegment ?? 0, screen: row?.currentScreen ?? 0 });
    const moved = !row || pos.segment !== row.currentSegment;
    return { data: { challenge_global_id: id, current_segment: pos.segment, current_segment_description: moved ? (segments[pos.segment]?.description ?? null) : row.currentSegmentDescription, current_screen: pos.screen, is_completed: Boolean(row?.completedAt) } };
  });

  app.post('/users/challenge_progress', {
    schema: {
      tags: ['progress'],
      summary: 'Save where the user is in a challenge; reaching the segment count completes it',
      querystring: S.query({}),
      body: S.body({
        user_uuid: S.uuid,
        challenge_progress: S.body({
          challenge_global_id: S.globalId,
          current_segment: { type: 'integer', minimum: 0, maximum: 10000 },
          current_segment_description: { type: ['string', 'null'], maxLength: 200 },
          current_screen: { type: 'integer', minimum: 0, maximum: 10000 },
        }, ['challenge_global_id', 'current_segment', 'current_screen']),
      }, ['challenge_progress']),
      response: S.responses(dataOf(progressShape), [401, 403, 404]),
    },
  }, async (request) => {
    const b = request.body as { user_uuid?: string; challenge_progress: { challenge_global_id: string; current_segment: number; current_segment_description?: string | null; current_screen: number } };
    const p = b.challenge_progress;
    const challenge = app.content.index.challenges.get(p.challenge_global_id);
    if (!challenge) throw notFound('challenge.notFound');
    const user = await actingUser(app, request, b.user_uuid);
    const segments = challengeSegments(challenge);
    const pos = { segment: p.current_segment, screen: p.current_screen };
    const complete = isComplete(segments, pos);
    if (!complete && normalizePosition(segments, pos) !== pos) throw badRequest('error.validation', { current_segment: 'validation.outOfRange' });
    // Completion is stored as (segment count, 0), the one completed position that reads back as itself.
    const screen = complete ? 0 : p.current_screen;
    const values = { currentSegment: p.current_segment, currentSegmentDescription: p.current_segment_description ?? null, currentScreen: screen, updatedAt: new Date() };
    // Once completed, always completed: the stored completion time wins in the same statement,
    // so a concurrent save of an earlier position cannot undo it.
    // Under the user's row lock, so a concurrent merge moves it instead of deleting it.
    const [row] = await writeForUser(app.db, user.id, (tx, userId) => tx
      .insert(challengeProgress)
      .values({ userId, challengeGlobalId: challenge.globalId, ...values, completedAt: complete ? new Date() : null })
      .onConflictDoUpdate({
        target: [challengeProgress.userId, challengeProgress.challengeGlobalId],
        set: { ...values, completedAt: sql`coalesce(${challengeProgress.completedAt}, excluded.completed_at)` },
      })
      .returning({ completedAt: challengeProgress.completedAt }));
    return { data: { challenge_global_id: challenge.globalId, current_segment: p.current_segment, current_segment_description: values.currentSegmentDescription, current_screen: screen, is_completed: Boolean(row?.completedAt) } };
  });

  app.get('/challenge/completion', {
    schema: {
      tags: ['progress'],
      summary: 'Whether the user has completed a challenge',
      querystring: S.query({ user_uuid: S.uuid, global_id: S.globalId }, ['global_id']),
      response: S.responses(dataOf({ type: 'object', properties: { global_id: { type: 'string' }, is_completed: { type: 'boolean' }, completed_at: { type: ['string', 'null'] } } }), [401, 403, 404]),
    },
  }, async (request) => {
    const q = request.query as { user_uuid?: string; global_id: string };
    if (!app.content.index.challenges.has(q.global_id)) throw notFound('challenge.notFound');
    const user = await actingUser(app, request, q.user_uuid);
    const [row] = await app.db.select().from(challengeProgress).where(and(eq(challengeProgress.userId, user.id), eq(challengeProgress.challengeGlobalId, q.global_id))).limit(1);
    return { data: { global_id: q.global_id, is_completed: Boolean(row?.completedAt), completed_at: row?.completedAt?.toISOString() ?? null } };
  });

  const certificateShape = { type: 'object', properties: { id: { type: 'string' }, code: { type: 'string' }, topic_global_id: { type: 'string' }, topic_name: { type: 'string' }, earned_at: { type: 'string' } } } as const;
  const certificateJson = (c: typeof certificates.$inferSelect, lang: Lang) => ({
    id: c.id,
    code: c.verificationCode,
    topic_global_id: c.topicGlobalId,
    topic_name: app.content.index.topics.get(c.topicGlobalId)?.name[lang] ?? c.topicGlobalId,
    earned_at: c.earnedAt.toISOString(),
  });

  app.get('/certificates', {
    schema: {
      tags: ['progress'],
      summary: "The user's certificates, optionally for one topic (global_id)",
      querystring: S.query({ user_uuid: S.uuid, global_id: S.globalId }),
      response: S.responses(dataOf({ type: 'array', items: certificateShape }), [401, 403, 404]),
    },
  }, async (request) => {
    const q = request.query as { user_uuid?: string; global_id?: string };
    const user = await actingUser(app, request, q.user_uuid);
    const where = q.global_id ? and(eq(certificates.userId, user.id), eq(certificates.topicGlobalId, q.global_id)) : eq(certificates.userId, user.id);
    const rows = await app.db.select().from(certificates).where(where);
    return { data: rows.map((c) => certificateJson(c, langOf(request))) };
  });

  app.get('/certificates/:id', {
    schema: {
      tags: ['progress'],
      summary: 'Public verification of a certificate by its code: the topic and date, nothing personal',
      params: { type: 'object', properties: { id: { type: 'string', minLength: 4, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' } }, required: ['id'] },
      querystring: S.query({}),
      response: S.responses(dataOf(certificateShape), [404]),
    },
  }, async (request) => {
    const code = (request.params as { id: string }).id.toUpperCase();
    const [row] = await app.db.select().from(certificates).where(eq(certificates.verificationCode, code)).limit(1);
    if (!row) throw notFound('certificate.notFound');
    return { data: certificateJson(row, langOf(request)) };
  });

  app.get('/questions/answered', {
    schema: {
      tags: ['progress'],
      summary: 'The questions the user has answered, with the latest answer to each',
      querystring: S.query({ user_uuid: S.uuid }),
      response: S.responses(dataOf({ type: 'array', items: { type: 'object', properties: { global_id: { type: 'string' }, answer_global_id: { type: 'string' }, is_correct: { type: 'boolean' } } } }), [401, 403, 404]),
    },
  }, async (request) => {
    const user = await actingUser(app, request, (request.query as { user_uuid?: string }).user_uuid);
    const rows = await app.db.select().from(userAnswers).where(eq(userAnswers.userId, user.id)).orderBy(desc(userAnswers.id));
    const seen = new Map<string, { global_id: string; answer_global_id: string; is_correct: boolean }>();
    for (const r of rows) if (!seen.has(r.questionGlobalId)) seen.set(r.questionGlobalId, { global_id: r.questionGlobalId, answer_global_id: r.answerGlobalId, is_correct: r.isCorrect });
    return { data: [...seen.values()] };
  });

  app.get('/questions/:questionGlobalId/explanation', {
    schema: {
      tags: ['progress'],
      summary: 'A question\'s explanation. In a certificate test only after the user answered it in the current attempt',
      params: { type: 'object', properties: { questionGlobalId: S.globalId }, required: ['questionGlobalId'] },
      querystring: S.query({ user_uuid: S.uuid }),
      response: S.responses(dataOf({ type: 'object', properties: { global_id: { type: 'string' }, explanation_html: { type: 'string' }, correct_answer_global_id: { type: 'string' }, feedback: { type: 'object', additionalProperties: { type: 'string' } } } }), [401, 403, 404]),
    },
  }, async (request) => {
    const gid = (request.params as { questionGlobalId: string }).questionGlobalId;
    const index = app.content.index;
    const question = index.questions.get(gid);
    if (!question) throw notFound('content.questionNotFound');
    if (index.certificateQuestions.has(gid)) {
      const user = await actingUser(app, request, (request.query as { user_uuid?: string }).user_uuid);
      let answered = false;
      for (const topic of index.graph.topics) {
        const test = topic.diplomaTest;
        if (!test?.questions.some((q) => q.globalId === gid)) continue;
        const round = await latestRound(app.db, user.id, topic.globalId, test.globalId);
        if (round && (await roundAnswers(app.db, user.id, topic.globalId, test.globalId, round)).has(gid)) answered = true;
      }
      if (!answered) throw forbidden('certificate.answerFirst');
    }
    const lang = langOf(request);
    const feedback: Record<string, string> = {};
    for (const a of question.answers) if (a.feedback?.[lang]) feedback[a.globalId] = a.feedback[lang];
    return { data: { global_id: gid, explanation_html: question.explanationHtml[lang], correct_answer_global_id: question.answers.find((a) => a.correct)!.globalId, feedback } };
  });

  app.get('/events/:code', {
    schema: {
      tags: ['content'],
      summary: 'An event by code (case-insensitive)',
      params: { type: 'object', properties: { code: { type: 'string', minLength: 1, maxLength: 100 } }, required: ['code'] },
      querystring: S.query({}),
      response: S.responses(dataOf(anyObject), [404]),
    },
  }, async (request) => {
    const event = app.content.index.events.get((request.params as { code: string }).code.toLowerCase());
    if (!event) throw notFound('event.notFound');
    const now = Date.now();
    const open = (!event.opensAt || Date.parse(event.opensAt) <= now) && (!event.closesAt || Date.parse(event.closesAt) >= now);
    return { data: { code: event.code, name: event.name[langOf(request)], topic_global_id: event.topic.globalId, opens_at: event.opensAt, closes_at: event.closesAt, is_open: open } };
  });

  app.get('/groups/:code', {
    schema: {
      tags: ['content'],
      summary: 'A group by code (case-insensitive)',
      params: { type: 'object', properties: { code: { type: 'string', minLength: 1, maxLength: 100 } }, required: ['code'] },
      querystring: S.query({}),
      response: S.responses(dataOf(anyObject), [404]),
    },
  }, async (request) => {
    const group = app.content.index.groups.get((request.params as { code: string }).code.toLowerCase());
    if (!group) throw notFound('group.notFound');
    return { data: { code: group.code, name: group.name, welcome: group.welcome[langOf(request)] } };
  });
}
