/**
 * The contract of shared results (docs/decisions.md, "Shared results"): a learner asks to share
 * a practice test's round or a finished challenge, the server counts the score from their stored
 * answers and answers a public code; anyone reads the result and its card by that code. Nothing
 * personal is ever part of a shared result.
 */
import Type, { type Static } from 'typebox';
import { Data, GlobalId, NullableString, Query, Strict, Uuid, cardRoute, responses } from './parts.ts';

export const ResultShareKind = Type.Unsafe<'practice' | 'challenge'>({
  type: 'string',
  enum: ['practice', 'challenge'],
  description: 'A round of a practice test, or a finished challenge',
});

export const ResultShare = Type.Object({
  code: Type.String({ description: 'The public code: the result is at `/r/{code}/`' }),
  kind: ResultShareKind,
  topic_global_id: Type.String(),
  topic_name: Type.String({ description: "The topic's name in `lang`" }),
  topic_slug: NullableString({ description: 'Null once the topic is no longer listed' }),
  test_global_id: NullableString(),
  challenge_global_id: NullableString(),
  challenge_slug: NullableString({ description: 'Null for a practice result, or once the challenge is gone' }),
  title: Type.String({ description: "The practice test's name or the challenge's title in `lang`" }),
  correct: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  shared_at: Type.String({ format: 'date-time' }),
});
export type ResultShare = Static<typeof ResultShare>;

/** Ten characters of the code alphabet (no 0, 1, I or O), in any case. */
const ResultShareCode = Type.Object({
  code: Type.String({ minLength: 10, maxLength: 10, pattern: '^[2-9A-HJ-NP-Za-hj-np-z]{10}$' }),
});

export const createResultShare = {
  querystring: Query({}),
  body: Strict({
    user_uuid: Type.Optional(Uuid),
    kind: ResultShareKind,
    /** A practice result: the topic, its practice test and the round (the summary's). */
    topic_global_id: Type.Optional(GlobalId),
    test_global_id: Type.Optional(GlobalId),
    test_round: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    /** A challenge result: the challenge (its topic follows from the content). */
    challenge_global_id: Type.Optional(GlobalId),
  }),
  // 201 for a new share, 200 for the same result shared again (the same code).
  response: { ...responses(Data(ResultShare), [401, 403, 404, 409], 201), 200: Data(ResultShare) },
};
export type CreateResultShareBody = Static<typeof createResultShare.body>;

export const resultShare = {
  params: ResultShareCode,
  querystring: Query({}),
  response: responses(Data(ResultShare), [404]),
};

/** The shared result's card, a 1200×630 PNG in `lang` (the result page's og:image). */
export const resultShareCard = cardRoute(ResultShareCode);
