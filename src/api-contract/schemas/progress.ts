/**
 * The contract of the progress and content routes: topics with the user's progress, latest
 * results, challenge positions, certificates, answered questions, explanations, events and
 * groups.
 */
import Type, { type Static } from 'typebox';
import { CERTIFICATE_NAME_MAX } from '../../domain/earned-certificate.ts';
import { GivenAnswer } from './answers.ts';
import {
  Data,
  GlobalId,
  GroupCode,
  NullableString,
  Query,
  Strict,
  StringMap,
  Uuid,
  cardRoute,
  responses,
} from './parts.ts';
import { Group } from './users.ts';

const DiplomaProgress = {
  global_id: Type.String(),
  percent_completed: Type.Number(),
  failed: Type.Boolean(),
  certificate_code: NullableString(),
};
const ChallengeDone = Type.Object({ global_id: Type.String(), is_completed: Type.Boolean() });

export const TopicProgress = Type.Object({
  global_id: Type.String(),
  slug: Type.String(),
  diploma_test: Type.Union([Type.Object(DiplomaProgress), Type.Null()]),
  challenges: Type.Object({ items: Type.Array(ChallengeDone) }),
});
export type TopicProgress = Static<typeof TopicProgress>;

const QuestionResult = Type.Object({ global_id: Type.String(), answer: GivenAnswer });
const TestResult = { global_id: Type.String(), test_round: Type.Integer(), questions: Type.Array(QuestionResult) };

export const LatestResults = Type.Object({
  global_id: Type.String(),
  diploma_test: Type.Union([
    Type.Object({
      ...TestResult,
      percent_completed: Type.Optional(DiplomaProgress.percent_completed),
      failed: Type.Optional(DiplomaProgress.failed),
      certificate_code: Type.Optional(DiplomaProgress.certificate_code),
    }),
    Type.Null(),
  ]),
  tests: Type.Array(Type.Object(TestResult)),
  challenges: Type.Array(
    Type.Object({
      global_id: Type.String(),
      is_completed: Type.Boolean(),
      combos: Type.Array(Type.Object({ global_id: Type.String(), questions: Type.Array(QuestionResult) })),
    }),
  ),
});
export type LatestResults = Static<typeof LatestResults>;

export const ChallengePosition = Type.Object({
  challenge_global_id: Type.String(),
  current_segment: Type.Integer(),
  current_segment_description: NullableString(),
  current_screen: Type.Integer(),
  is_completed: Type.Boolean(),
});
export type ChallengePosition = Static<typeof ChallengePosition>;

export const Certificate = Type.Object({
  id: Type.String(),
  code: Type.String(),
  topic_global_id: Type.String(),
  topic_name: Type.String(),
  earned_at: Type.String(),
  /** The name the learner chose to show on it (public), or null. */
  name: NullableString({ maxLength: CERTIFICATE_NAME_MAX }),
});
export type Certificate = Static<typeof Certificate>;

export const Explanation = Type.Object({
  global_id: Type.String(),
  explanation_html: Type.String(),
  correct_answer_global_id: Type.String(),
  feedback: StringMap,
});
export type Explanation = Static<typeof Explanation>;

export const EventInfo = Type.Object({
  code: Type.String(),
  name: Type.String(),
  topic_global_id: Type.String(),
  opens_at: NullableString(),
  closes_at: NullableString(),
  is_open: Type.Boolean(),
});

const byUser = Query({ user_uuid: Type.Optional(Uuid) });
const authErrors = [401, 403, 404] as const;

export const topics = { querystring: byUser, response: responses(Data(Type.Array(TopicProgress)), authErrors) };
export const latestResults = {
  params: Type.Object({ topicGlobalId: GlobalId }),
  querystring: byUser,
  response: responses(Data(LatestResults), authErrors),
};
export const challengeProgress = {
  params: Type.Object({ challengeGlobalId: GlobalId }),
  querystring: byUser,
  response: responses(Data(ChallengePosition), authErrors),
};
export const saveChallengeProgress = {
  querystring: Query({}),
  body: Strict({
    user_uuid: Type.Optional(Uuid),
    challenge_progress: Strict({
      challenge_global_id: GlobalId,
      current_segment: Type.Integer({ minimum: 0, maximum: 10000 }),
      current_segment_description: Type.Optional(NullableString({ maxLength: 200 })),
      current_screen: Type.Integer({ minimum: 0, maximum: 10000 }),
    }),
  }),
  response: responses(Data(ChallengePosition), authErrors),
};
export type SaveChallengeProgressBody = Static<typeof saveChallengeProgress.body>;
export const challengeCompletion = {
  querystring: Query({ user_uuid: Type.Optional(Uuid), global_id: GlobalId }),
  response: responses(
    Data(Type.Object({ global_id: Type.String(), is_completed: Type.Boolean(), completed_at: NullableString() })),
    authErrors,
  ),
};
export const certificates = {
  querystring: Query({ user_uuid: Type.Optional(Uuid), global_id: Type.Optional(GlobalId) }),
  response: responses(Data(Type.Array(Certificate)), authErrors),
};
const CertificateCode = Type.Object({ id: Type.String({ minLength: 4, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }) });
export const certificate = {
  params: CertificateCode,
  querystring: Query({}),
  response: responses(Data(Certificate), [404]),
};
/**
 * The certificate's share card, a 1200×630 PNG in `lang` (the verification page's og:image).
 * `v` is the card's digest as the page names it: a changed name is a new URL, past any cache.
 */
export const certificateCard = {
  ...cardRoute(CertificateCode),
  querystring: Query({ v: Type.Optional(Type.String({ maxLength: 32, pattern: '^[0-9a-f]*$' })) }),
};
/**
 * The name on a certificate, set by its owner: trimmed; empty or null takes it off. Printable
 * text only (no control characters), at most {@link CERTIFICATE_NAME_MAX} characters.
 */
export const setCertificateName = {
  params: CertificateCode,
  querystring: Query({}),
  body: Strict({
    user_uuid: Type.Optional(Uuid),
    name: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      maxLength: CERTIFICATE_NAME_MAX,
      pattern: '^[^\\u0000-\\u001F\\u007F-\\u009F]*$',
      description: 'The name to show, or null/empty for none',
    }),
  }),
  response: responses(Data(Certificate), authErrors),
};
export type SetCertificateNameBody = Static<typeof setCertificateName.body>;
/** A QR code of the certificate's verification page (its URL in `lang`), as SVG for print. */
export const certificateQr = {
  params: CertificateCode,
  querystring: Query({}),
  produces: ['image/svg+xml'],
  response: responses(
    Type.Unsafe<string>({ type: 'string', description: 'image/svg+xml: a QR code of the verification URL' }),
    [404],
  ),
};
export const answeredQuestions = {
  querystring: byUser,
  response: responses(
    Data(
      Type.Array(
        Type.Object({ global_id: Type.String(), answer_global_id: Type.String(), is_correct: Type.Boolean() }),
      ),
    ),
    authErrors,
  ),
};
export const explanation = {
  params: Type.Object({ questionGlobalId: GlobalId }),
  querystring: byUser,
  response: responses(Data(Explanation), authErrors),
};
export const event = {
  params: Type.Object({ code: GroupCode }),
  querystring: Query({}),
  response: responses(Data(EventInfo), [404]),
};
export const group = {
  params: Type.Object({ code: GroupCode }),
  querystring: Query({}),
  response: responses(Data(Group), [404]),
};
