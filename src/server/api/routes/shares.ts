/**
 * Answer shares: how others answered a question, aggregate only (docs/decisions.md, "Answer
 * shares"). The public read is cacheable for a minute (`public, max-age=60` with an ETag; a
 * matching `If-None-Match` answers 304) and refuses questions only a certificate test holds (a
 * practice test's question shows its answer anyway); a learner reads a certificate test's shares
 * once their round has ended, never cached.
 */
import { hash } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import { OPERATIONS as OP } from '#src/api-contract/operations.ts';
import * as C from '#src/api-contract/schemas/shares.ts';
import { countsOf, endedRoundQuestions, sharesOf } from '#src/server/services/answer-shares.ts';
import { forbidden, notFound } from '#src/server/services/errors.ts';
import { actingUser } from '../auth.ts';
import { notModified } from '../etag.ts';
import { docs } from '../schemas.ts';

/** Seconds a browser or proxy may keep a question's shares: a minute behind is still true enough. */
export const SHARES_MAX_AGE = 60;

/** A weak validator of an answer body: equal bodies, equal tags (a one-shot hash: a public hot path). */
const etagOf = (body: unknown) => `W/"${hash('sha1', JSON.stringify(body), 'base64url').slice(0, 22)}"`;

export default function shareRoutes(fastify: FastifyInstance, _opts: FastifyPluginOptions, done: () => void) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    OP.questionShares.path,
    {
      schema: {
        ...docs(
          'shares',
          'How others answered a question: the share of learners per option and the share who got it right',
          "Counts each learner's first answer to the question. `shown` is false until SHARES_MIN_ANSWERS learners answered. Questions that sit in a certificate test and in no practice test answer 403 `shares.certificateQuestion` (see the certificate test's shares). Cacheable for 60 s, with an ETag.",
        ),
        ...C.questionShares,
      },
    },
    async (request, reply) => {
      const index = app.content.index;
      const gid = request.params.questionGlobalId;
      const question = index.questions.get(gid);
      if (!question) throw notFound('content.questionNotFound');
      if (index.privateShareQuestions.has(gid)) throw forbidden('shares.certificateQuestion');
      const counts = await countsOf(app.db, [gid]);
      const body = { data: sharesOf(question, counts.get(gid), app.config.sharesMinAnswers) };
      const etag = etagOf(body);
      void reply.header('Cache-Control', `public, max-age=${SHARES_MAX_AGE}`).header('ETag', etag);
      if (notModified(request, etag)) return reply.code(304).send(null);
      return body;
    },
  );

  app.get(
    OP.certificateShares.path,
    {
      schema: {
        ...docs(
          'shares',
          "How others answered the questions of a learner's certificate test, once their round has ended",
          'Every question once the learner holds the certificate; the questions answered in a failed latest round; 403 `shares.testNotEnded` while a round is under way.',
        ),
        ...C.certificateShares,
      },
    },
    async (request) => {
      const topic = app.content.index.diplomaTopics.get(request.params.testGlobalId);
      if (!topic?.diplomaTest) throw notFound('test.notFound');
      const user = await actingUser(app, request, request.query.user_uuid);
      const ids = await endedRoundQuestions(app.db, user.id, topic);
      if (!ids) throw forbidden('shares.testNotEnded');
      const counts = await countsOf(app.db, ids);
      const ended = new Set(ids);
      const questions = topic.diplomaTest.questions.filter((q) => ended.has(q.globalId));
      return {
        data: {
          global_id: topic.diplomaTest.globalId,
          questions: questions.map((q) => sharesOf(q, counts.get(q.globalId), app.config.sharesMinAnswers)),
        },
      };
    },
  );
  done();
}
