/**
 * Progress: topics with diploma and challenge completion, latest results per topic, challenge
 * progress (segment and screen), certificates with public verification, answered questions
 * and guarded explanations.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import { OPERATIONS as OP } from '#src/api-contract/operations.ts';
import * as C from '#src/api-contract/schemas/progress.ts';
import type { Topic } from '#src/domain/model.ts';
import { challengeSegments, isComplete, normalizePosition } from '#src/domain/challenge-segments.ts';
import { certificates, challengeProgress, userAnswers } from '#src/server/db/schema.ts';
import { completedChallengeIds } from '#src/server/db/progress-reads.ts';
import { writeForUser } from '#src/server/services/user-lock.ts';
import {
  diplomaState,
  diplomaStates,
  latestRound,
  roundAnswers,
  type DiplomaState,
} from '#src/server/services/progress.ts';
import { forbidden, invalid, notFound } from '#src/server/services/errors.ts';
import {
  certificateCardPng,
  certificateJson,
  findCertificate,
  setCertificateName,
} from '#src/server/services/certificates.ts';
import { qrSvg } from '#src/server/services/certificate-qr.ts';
import { verificationUrl } from '#src/domain/certificate-links.ts';
import { actingUser } from '../auth.ts';
import { apiRateLimits } from '../rate-limits.ts';
import { docs, langOf } from '../schemas.ts';
import { sendCard } from '../share-card.ts';
import { normalizeCode } from '#src/domain/codes.ts';
import { must } from '#src/utils/must.ts';

export default function progressRoutes(fastify: FastifyInstance, _opts: FastifyPluginOptions, done: () => void) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Lookups by a code answer whether the code exists: guessing is limited per address.
  const byCode = apiRateLimits(app).address;
  const completedChallenges = (userId: string, ids: string[]) => completedChallengeIds(app.db, userId, ids);
  const topicProgress = (topic: Topic, diploma: DiplomaState | undefined, done: Set<string>): C.TopicProgress => {
    return {
      global_id: topic.globalId,
      slug: topic.slug,
      diploma_test:
        diploma && topic.diplomaTest
          ? {
              global_id: topic.diplomaTest.globalId,
              percent_completed: diploma.percentCompleted,
              failed: diploma.failed,
              certificate_code: diploma.certificateCode,
            }
          : null,
      challenges: {
        items: topic.chapters
          .flatMap((c) => c.challenges)
          .map((c) => ({ global_id: c.globalId, is_completed: done.has(c.globalId) })),
      },
    };
  };

  app.get(
    OP.topics.path,
    {
      schema: { ...docs('progress', "Every topic with the user's progress"), ...C.topics },
    },
    async (request) => {
      const user = await actingUser(app, request, request.query.user_uuid);
      const topics = app.content.index.graph.topics;
      const done = await completedChallenges(
        user.id,
        topics.flatMap((t) => t.chapters.flatMap((c) => c.challenges.map((x) => x.globalId))),
      );
      const diplomas = await diplomaStates(app.db, user.id, topics);
      return { data: topics.map((t) => topicProgress(t, diplomas.get(t.globalId), done)) };
    },
  );

  app.get(
    OP.latestResults.path,
    {
      schema: {
        ...docs(
          'progress',
          "The user's latest results in a topic: diploma test, tests, challenges, combos, questions and answers",
        ),
        ...C.latestResults,
      },
    },
    async (request) => {
      const topic = app.content.index.topics.get(request.params.topicGlobalId);
      if (!topic) throw notFound('topic.notFound');
      const user = await actingUser(app, request, request.query.user_uuid);
      const testResult = async (testId: string, questionIds: readonly string[]) => {
        const round = await latestRound(app.db, user.id, topic.globalId, testId);
        const answers = round
          ? await roundAnswers(app.db, user.id, topic.globalId, testId, round)
          : new Map<string, never>();
        return {
          global_id: testId,
          test_round: round,
          questions: questionIds.map((q) => {
            const given = answers.get(q);
            return {
              global_id: q,
              answer: given ? { global_id: given.answerGlobalId, is_correct: given.isCorrect } : null,
            };
          }),
        };
      };
      const tests = [];
      for (const t of topic.tests)
        tests.push(
          await testResult(
            t.globalId,
            t.questions.map((q) => q.globalId),
          ),
        );
      const challenges = topic.chapters.flatMap((c) => c.challenges);
      const rows = challenges.length
        ? await app.db
            .select()
            .from(userAnswers)
            .where(
              and(
                eq(userAnswers.userId, user.id),
                inArray(
                  userAnswers.challengeGlobalId,
                  challenges.map((c) => c.globalId),
                ),
              ),
            )
            .orderBy(desc(userAnswers.id))
        : [];
      const done = await completedChallenges(
        user.id,
        challenges.map((c) => c.globalId),
      );
      const latest = (challenge: string, combo: string, q: string) =>
        rows.find((r) => r.challengeGlobalId === challenge && r.comboGlobalId === combo && r.questionGlobalId === q);
      const progress = topicProgress(topic, (await diplomaState(app.db, user.id, topic)) ?? undefined, done);
      return {
        data: {
          global_id: topic.globalId,
          diploma_test: topic.diplomaTest
            ? {
                ...progress.diploma_test,
                ...(await testResult(
                  topic.diplomaTest.globalId,
                  topic.diplomaTest.questions.map((q) => q.globalId),
                )),
              }
            : null,
          tests,
          challenges: challenges.map((c) => ({
            global_id: c.globalId,
            is_completed: done.has(c.globalId),
            combos: c.combos.map((k) => ({
              global_id: k.globalId,
              questions: k.questions.map((q) => {
                const r = latest(c.globalId, k.globalId, q.globalId);
                return {
                  global_id: q.globalId,
                  answer: r ? { global_id: r.answerGlobalId, is_correct: r.isCorrect } : null,
                };
              }),
            })),
          })),
        },
      };
    },
  );

  app.get(
    OP.challengeProgress.path,
    {
      schema: {
        ...docs('progress', 'Where the user is in a challenge (an out-of-range position reads as the start)'),
        ...C.challengeProgress,
      },
    },
    async (request) => {
      const id = request.params.challengeGlobalId;
      const challenge = app.content.index.challenges.get(id);
      if (!challenge) throw notFound('challenge.notFound');
      const user = await actingUser(app, request, request.query.user_uuid);
      const [row] = await app.db
        .select()
        .from(challengeProgress)
        .where(and(eq(challengeProgress.userId, user.id), eq(challengeProgress.challengeGlobalId, id)))
        .limit(1);
      const segments = challengeSegments(challenge);
      const pos = normalizePosition(segments, { segment: row?.currentSegment ?? 0, screen: row?.currentScreen ?? 0 });
      const moved = !row || pos.segment !== row.currentSegment;
      return {
        data: {
          challenge_global_id: id,
          current_segment: pos.segment,
          current_segment_description: moved
            ? (segments[pos.segment]?.description ?? null)
            : row.currentSegmentDescription,
          current_screen: pos.screen,
          is_completed: Boolean(row?.completedAt),
        },
      };
    },
  );

  app.post(
    OP.saveChallengeProgress.path,
    {
      schema: {
        ...docs('progress', 'Save where the user is in a challenge; reaching the segment count completes it'),
        ...C.saveChallengeProgress,
      },
    },
    async (request) => {
      const b = request.body;
      const p = b.challenge_progress;
      const challenge = app.content.index.challenges.get(p.challenge_global_id);
      if (!challenge) throw notFound('challenge.notFound');
      const user = await actingUser(app, request, b.user_uuid);
      const segments = challengeSegments(challenge);
      const pos = { segment: p.current_segment, screen: p.current_screen };
      const complete = isComplete(segments, pos);
      if (!complete && normalizePosition(segments, pos) !== pos)
        throw invalid('error.validation', { current_segment: 'validation.outOfRange' });
      // Completion is stored as (segment count, 0), the one completed position that reads back as itself.
      const screen = complete ? 0 : p.current_screen;
      const values = {
        currentSegment: p.current_segment,
        currentSegmentDescription: p.current_segment_description ?? null,
        currentScreen: screen,
        updatedAt: new Date(),
      };
      // Once completed, always completed: the stored completion time wins in the same statement,
      // so a concurrent save of an earlier position cannot undo it.
      // Under the user's row lock, so a concurrent merge moves it instead of deleting it.
      const [row] = await writeForUser(app.db, user.id, (tx, userId) =>
        tx
          .insert(challengeProgress)
          .values({
            userId,
            challengeGlobalId: challenge.globalId,
            ...values,
            completedAt: complete ? new Date() : null,
          })
          .onConflictDoUpdate({
            target: [challengeProgress.userId, challengeProgress.challengeGlobalId],
            set: { ...values, completedAt: sql`coalesce(${challengeProgress.completedAt}, excluded.completed_at)` },
          })
          .returning({ completedAt: challengeProgress.completedAt }),
      );
      return {
        data: {
          challenge_global_id: challenge.globalId,
          current_segment: p.current_segment,
          current_segment_description: values.currentSegmentDescription,
          current_screen: screen,
          is_completed: Boolean(row?.completedAt),
        },
      };
    },
  );

  app.get(
    OP.challengeCompletion.path,
    {
      schema: { ...docs('progress', 'Whether the user has completed a challenge'), ...C.challengeCompletion },
    },
    async (request) => {
      const q = request.query;
      if (!app.content.index.challenges.has(q.global_id)) throw notFound('challenge.notFound');
      const user = await actingUser(app, request, q.user_uuid);
      const [row] = await app.db
        .select()
        .from(challengeProgress)
        .where(and(eq(challengeProgress.userId, user.id), eq(challengeProgress.challengeGlobalId, q.global_id)))
        .limit(1);
      return {
        data: {
          global_id: q.global_id,
          is_completed: Boolean(row?.completedAt),
          completed_at: row?.completedAt?.toISOString() ?? null,
        },
      };
    },
  );

  app.get(
    OP.certificates.path,
    {
      schema: {
        ...docs('progress', "The user's certificates, optionally for one topic (global_id)"),
        ...C.certificates,
      },
    },
    async (request) => {
      const q = request.query;
      const user = await actingUser(app, request, q.user_uuid);
      const where = q.global_id
        ? and(eq(certificates.userId, user.id), eq(certificates.topicGlobalId, q.global_id))
        : eq(certificates.userId, user.id);
      const rows = await app.db.select().from(certificates).where(where);
      return { data: rows.map((c) => certificateJson(app.content.index, c, langOf(q))) };
    },
  );

  app.get(
    OP.certificate.path,
    {
      preHandler: byCode,
      schema: {
        ...docs(
          'progress',
          'Public verification of a certificate by its code: the topic, the date and the name its learner chose to show (if any)',
        ),
        ...C.certificate,
      },
    },
    async (request) => {
      const cert = await findCertificate(app.db, app.content.index, request.params.id, langOf(request.query));
      if (!cert) throw notFound('certificate.notFound');
      return { data: cert };
    },
  );

  app.get(
    OP.certificateCard.path,
    {
      preHandler: byCode,
      schema: {
        ...docs(
          'progress',
          "A certificate's share card: a 1200×630 PNG in `lang` (topic, date, code and the name its learner chose to show), cached for a day",
        ),
        ...C.certificateCard,
      },
    },
    async (request, reply) => {
      const png = await certificateCardPng(app.db, app.content.index, request.params.id, langOf(request.query));
      return sendCard(reply, png);
    },
  );

  app.get(
    OP.certificateQr.path,
    {
      preHandler: byCode,
      schema: {
        ...docs('progress', "A QR code of the certificate's verification page in `lang`, as SVG (for print)"),
        ...C.certificateQr,
      },
    },
    async (request, reply) => {
      const lang = langOf(request.query);
      const cert = await findCertificate(app.db, app.content.index, request.params.id, lang);
      if (!cert) throw notFound('certificate.notFound');
      const svg = await qrSvg(verificationUrl(app.config.publicUrl, lang, cert.code));
      return sendCard(reply, svg, 'image/svg+xml');
    },
  );

  app.put(
    OP.setCertificateName.path,
    {
      // By its code: an owner's write, but its answer still tells whether a code exists.
      preHandler: byCode,
      schema: {
        ...docs(
          'progress',
          'Set the name shown on a certificate (its verification page and card are public), or remove it with null or blanks; its owner only',
        ),
        ...C.setCertificateName,
      },
    },
    async (request) => {
      const b = request.body;
      const user = await actingUser(app, request, b.user_uuid);
      const cert = await setCertificateName(
        app.db,
        app.content.index,
        user.id,
        request.params.id,
        b.name,
        langOf(request.query),
      );
      return { data: cert };
    },
  );

  app.get(
    OP.answeredQuestions.path,
    {
      schema: {
        ...docs('progress', 'The questions the user has answered, with the latest answer to each'),
        ...C.answeredQuestions,
      },
    },
    async (request) => {
      const user = await actingUser(app, request, request.query.user_uuid);
      const rows = await app.db
        .select()
        .from(userAnswers)
        .where(eq(userAnswers.userId, user.id))
        .orderBy(desc(userAnswers.id));
      const seen = new Map<string, { global_id: string; answer_global_id: string; is_correct: boolean }>();
      for (const r of rows)
        if (!seen.has(r.questionGlobalId))
          seen.set(r.questionGlobalId, {
            global_id: r.questionGlobalId,
            answer_global_id: r.answerGlobalId,
            is_correct: r.isCorrect,
          });
      return { data: [...seen.values()] };
    },
  );

  app.get(
    OP.explanation.path,
    {
      schema: {
        ...docs(
          'progress',
          "A question's explanation. In a certificate test only after the user answered it in the current attempt",
        ),
        ...C.explanation,
      },
    },
    async (request) => {
      const gid = request.params.questionGlobalId;
      const index = app.content.index;
      const question = index.questions.get(gid);
      if (!question) throw notFound('content.questionNotFound');
      if (index.certificateQuestions.has(gid)) {
        const user = await actingUser(app, request, request.query.user_uuid);
        let answered = false;
        for (const topic of index.diplomaTopics.values()) {
          const test = topic.diplomaTest;
          if (!test?.questions.some((q) => q.globalId === gid)) continue;
          const round = await latestRound(app.db, user.id, topic.globalId, test.globalId);
          if (round && (await roundAnswers(app.db, user.id, topic.globalId, test.globalId, round)).has(gid))
            answered = true;
        }
        if (!answered) throw forbidden('certificate.answerFirst');
      }
      const lang = langOf(request.query);
      const feedback: Record<string, string> = {};
      for (const a of question.answers) if (a.feedback?.[lang]) feedback[a.globalId] = a.feedback[lang];
      return {
        data: {
          global_id: gid,
          explanation_html: question.explanationHtml[lang],
          correct_answer_global_id: must(
            question.answers.find((a) => a.correct),
            `a correct answer to ${gid}`,
          ).globalId,
          feedback,
        },
      };
    },
  );

  app.get(
    OP.event.path,
    {
      preHandler: byCode,
      schema: { ...docs('content', 'An event by code (case-insensitive)'), ...C.event },
    },
    (request) => {
      const event = app.content.index.events.get(normalizeCode(request.params.code));
      if (!event) throw notFound('event.notFound');
      const now = Date.now();
      const open =
        (!event.opensAt || Date.parse(event.opensAt) <= now) && (!event.closesAt || Date.parse(event.closesAt) >= now);
      return {
        data: {
          code: event.code,
          name: event.name[langOf(request.query)],
          topic_global_id: event.topic.globalId,
          opens_at: event.opensAt,
          closes_at: event.closesAt,
          is_open: open,
        },
      };
    },
  );

  app.get(
    OP.group.path,
    {
      preHandler: byCode,
      schema: { ...docs('content', 'A group by code (case-insensitive)'), ...C.group },
    },
    (request) => {
      const group = app.content.index.groups.get(normalizeCode(request.params.code));
      if (!group) throw notFound('group.notFound');
      return { data: { code: group.code, name: group.name, welcome: group.welcome[langOf(request.query)] } };
    },
  );
  done();
}
