/**
 * Shared results (docs/decisions.md, "Shared results"): a learner shares a practice test's round
 * or a finished challenge (the server counts the score from their stored answers); anyone reads
 * it, and its card, by the public code. The card is cacheable for a day like a certificate's:
 * a shared result never changes (only its names follow the content).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import { OPERATIONS as OP } from '#src/api-contract/operations.ts';
import * as C from '#src/api-contract/schemas/results.ts';
import { invalid, notFound } from '#src/server/services/errors.ts';
import {
  findResultShare,
  resultCardPng,
  resultShareJson,
  shareResult,
  type ResultSubject,
} from '#src/server/services/result-shares.ts';
import { actingUser } from '../auth.ts';
import { apiRateLimits } from '../rate-limits.ts';
import { docs, langOf } from '../schemas.ts';
import { sendCard } from '../share-card.ts';

/** The fields each kind of result takes (`kind` and `user_uuid` aside); any other is refused. */
const FIELDS: Readonly<Record<ResultSubject['kind'], readonly string[]>> = {
  practice: ['topic_global_id', 'test_global_id', 'test_round'],
  challenge: ['challenge_global_id'],
};

/** What the body asks to share, or 400 naming each field that is missing or does not belong to its kind. */
export function subjectOf(body: C.CreateResultShareBody): ResultSubject {
  const {
    kind,
    topic_global_id: topic,
    test_global_id: test,
    test_round: round,
    challenge_global_id: challenge,
  } = body;
  const given = { topic_global_id: topic, test_global_id: test, test_round: round, challenge_global_id: challenge };
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(given)) {
    const belongs = FIELDS[kind].includes(field);
    if (belongs && value === undefined) errors[field] = 'validation.required';
    if (!belongs && value !== undefined) errors[field] = 'validation.additionalProperties';
  }
  const valid = Object.keys(errors).length === 0;
  if (valid && kind === 'challenge' && challenge !== undefined) return { kind, challenge };
  if (valid && kind === 'practice' && topic !== undefined && test !== undefined && round !== undefined)
    return { kind, topic, test, round };
  throw invalid('error.validation', errors);
}

export default function resultShareRoutes(fastify: FastifyInstance, _opts: FastifyPluginOptions, done: () => void) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Lookups by a code answer whether the code exists: guessing is limited per address.
  const byCode = apiRateLimits(app).address;

  app.post(
    OP.createResultShare.path,
    {
      schema: {
        ...docs(
          'results',
          "Share a result: a practice test's round or a finished challenge, scored by the server from the user's stored answers",
          "A practice result (`topic_global_id`, `test_global_id`, `test_round`) counts each question's latest answer in the rounds up to `test_round` (the round must hold an answer: else 404 `result.noAnswers`); a challenge result (`challenge_global_id`) needs the challenge completed (else 409 `result.challengeNotFinished`). The same result shared again by the same user answers the same code (200).",
        ),
        ...C.createResultShare,
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request.body);
      const user = await actingUser(app, request, request.body.user_uuid);
      const { share, created } = await shareResult(app.db, app.content.index, user.id, subject);
      return reply
        .code(created ? 201 : 200)
        .send({ data: resultShareJson(app.content.index, share, langOf(request.query)) });
    },
  );

  app.get(
    OP.resultShare.path,
    {
      preHandler: byCode,
      schema: {
        ...docs('results', 'A shared result by its code: what was played and the score, nothing personal'),
        ...C.resultShare,
      },
    },
    async (request) => {
      const row = await findResultShare(app.db, request.params.code);
      if (!row) throw notFound('result.notFound');
      return { data: resultShareJson(app.content.index, row, langOf(request.query)) };
    },
  );

  app.get(
    OP.resultShareCard.path,
    {
      preHandler: byCode,
      schema: {
        ...docs(
          'results',
          "A shared result's card: a 1200×630 PNG in `lang` (the score, what was played), cached for a day",
        ),
        ...C.resultShareCard,
      },
    },
    async (request, reply) => {
      const png = await resultCardPng(app.db, app.content.index, request.params.code, langOf(request.query));
      return sendCard(reply, png);
    },
  );
  done();
}
