/**
 * The contract of the answer routes: an answer record in, the stored answer (with the server's
 * verdict) out, and the reads of a user's answers.
 */
import Type, { type Static } from 'typebox';
import { Data, GlobalId, NullableString, OptionalId, Query, Strict, Uuid, responses } from './parts.ts';

export const AnswerRecord = Strict({
  test_round: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  topic_global_id: Type.Optional(OptionalId),
  test_global_id: Type.Optional(OptionalId),
  chapter_contentful_id: Type.Optional(OptionalId),
  challenge_global_id: Type.Optional(OptionalId),
  combo_global_id: Type.Optional(OptionalId),
  question_global_id: GlobalId,
  answer_global_id: GlobalId,
  user_uuid: Type.Optional(Uuid),
  event_code: Type.Optional(NullableString({ maxLength: 100 })),
  client_id: Type.Optional(Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' })),
  /** Given in a review session: a right answer moves the question up a review box (src/domain/review-boxes.ts). */
  review: Type.Optional(Type.Boolean()),
});
export type AnswerRecord = Static<typeof AnswerRecord>;

export const StoredAnswer = Type.Object({
  id: Type.Integer(),
  test_round: Type.Integer(),
  topic_global_id: NullableString(),
  test_global_id: NullableString(),
  chapter_contentful_id: NullableString(),
  challenge_global_id: NullableString(),
  combo_global_id: NullableString(),
  question_global_id: Type.String(),
  answer_global_id: Type.String(),
  event_code: NullableString(),
  client_id: NullableString(),
  is_correct: Type.Boolean(),
  is_very_wrong: Type.Boolean(),
  is_certificate: Type.Boolean(),
  certificate_code: NullableString(),
  created_at: Type.String({ format: 'date-time' }),
});
export type StoredAnswer = Static<typeof StoredAnswer>;

/** A question's latest answer by this user, or null. */
export const GivenAnswer = Type.Union([
  Type.Object({ global_id: Type.String(), is_correct: Type.Boolean() }),
  Type.Null(),
]);
export type GivenAnswer = Static<typeof GivenAnswer>;

const AnswerListItem = Type.Object({
  topic: NullableString(),
  test: NullableString(),
  question: Type.String(),
  answer: Type.String(),
  is_correct: Type.Boolean(),
  test_round: Type.Integer(),
  event_code: NullableString(),
});

const authErrors = [401, 403, 404] as const;

export const saveAnswer = {
  querystring: Query({}),
  body: Strict({ user_uuid: Type.Optional(Uuid), user_answer: AnswerRecord }),
  // 201 for a new answer, 200 for the same client id sent again (stored once).
  response: { ...responses(Data(StoredAnswer), authErrors, 201), 200: Data(StoredAnswer) },
};
export type SaveAnswerBody = Static<typeof saveAnswer.body>;
export const answers = {
  querystring: Query({ user_uuid: Type.Optional(Uuid), event_code: Type.Optional(Type.String({ maxLength: 100 })) }),
  response: responses(Data(Type.Array(AnswerListItem)), authErrors),
};
export const nextTestRound = {
  querystring: Query({ user_uuid: Type.Optional(Uuid), topic_global_id: GlobalId, test_global_id: GlobalId }),
  response: responses(Type.Object({ test_round: Type.Integer() }), authErrors),
};
export const correctCount = {
  querystring: Query({ user_uuid: Type.Optional(Uuid) }),
  response: responses(Data(Type.Object({ total: Type.Integer() })), authErrors),
};
export const latestAnswer = {
  querystring: Query({ user_uuid: Type.Optional(Uuid), global_id: GlobalId }),
  response: responses(Type.Object({ global_id: Type.String(), answer: GivenAnswer }), authErrors),
};

/** The review boxes by number, "1" to "4": how many questions each holds. */
export const ReviewBoxCounts = Type.Object({
  '1': Type.Integer({ minimum: 0 }),
  '2': Type.Integer({ minimum: 0 }),
  '3': Type.Integer({ minimum: 0 }),
  '4': Type.Integer({ minimum: 0 }),
});

/** A question due for review: where it was answered (its topic, when known) and its box. */
export const DueQuestion = Type.Object({
  question_global_id: Type.String(),
  topic_global_id: Type.Optional(Type.String()),
  box: Type.Integer({ minimum: 1, maximum: 4 }),
});

/** A user's spaced review: the questions due now (earliest first), the count per box, when the next one comes due. */
export const ReviewState = Type.Object({
  due: Type.Array(DueQuestion),
  boxes: ReviewBoxCounts,
  next_due_at: NullableString({ format: 'date-time' }),
});
export type ReviewState = Static<typeof ReviewState>;

export const review = {
  querystring: Query({ user_uuid: Type.Optional(Uuid) }),
  response: responses(Data(ReviewState), authErrors),
};
