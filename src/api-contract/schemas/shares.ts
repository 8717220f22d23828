/**
 * The contract of the answer shares ("how others answered", docs/decisions.md, "Answer
 * shares"): per question, the share of learners whose first answer was each option, and the
 * share who got it right; shown once a question has enough learners. Shares are fractions
 * from 0 to 1, like `percent_completed`.
 */
import Type, { type Static } from 'typebox';
import { Data, GlobalId, Query, Uuid, responses } from './parts.ts';

const Fraction = Type.Number({ minimum: 0, maximum: 1 });

export const QuestionShares = Type.Object({
  global_id: Type.String(),
  shown: Type.Boolean({
    description:
      'False until the question has SHARES_MIN_ANSWERS learners: then `answers` is empty and `correct_share` null',
  }),
  total: Type.Integer({ minimum: 0, description: "Learners counted: each learner's first answer to the question" }),
  correct_share: Type.Unsafe<number | null>({ type: ['number', 'null'], minimum: 0, maximum: 1 }),
  answers: Type.Array(Type.Object({ global_id: Type.String(), share: Fraction })),
});
export type QuestionShares = Static<typeof QuestionShares>;

export const CertificateShares = Type.Object({
  global_id: Type.String({ description: "The diploma test's global id" }),
  questions: Type.Array(QuestionShares, {
    description: "The questions of the learner's ended round (all of them once the certificate is earned)",
  }),
});
export type CertificateShares = Static<typeof CertificateShares>;

/** A 304 answer to `If-None-Match` has no body. */
const NotModified = Type.Null({ description: 'Not modified (the ETag matched)' });

export const questionShares = {
  params: Type.Object({ questionGlobalId: GlobalId }),
  querystring: Query({}),
  response: { ...responses(Data(QuestionShares), [403, 404]), 304: NotModified },
};
export const certificateShares = {
  params: Type.Object({ testGlobalId: GlobalId }),
  querystring: Query({ user_uuid: Type.Optional(Uuid) }),
  response: responses(Data(CertificateShares), [401, 403, 404]),
};
