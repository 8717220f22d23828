/**
 * The contract's types, inferred from the schemas: what each operation takes (path parameters,
 * query, body) and answers on success, and the shapes clients read. Types only: importing this
 * module brings no schema code into a bundle.
 */
import type { Static, TSchema } from 'typebox';
import type { OperationName } from './operations.ts';
import type { SCHEMAS } from './schemas/index.ts';

type Route<K extends OperationName> = (typeof SCHEMAS)[K];
type StaticOf<T> = T extends TSchema ? Static<T> : never;
/** The success schema of a response map (200, else 201). */
type Success<R> = R extends { 200: infer S } ? S : R extends { 201: infer S } ? S : never;

/** The body an operation takes (never: none). */
export type RequestBody<K extends OperationName> = Route<K> extends { body: infer B } ? StaticOf<B> : never;
/** The path parameters an operation takes (never: none). */
export type PathParams<K extends OperationName> = Route<K> extends { params: infer P } ? StaticOf<P> : never;
/** The query an operation takes, without `lang` and `request_logger` (the client adds those). */
export type QueryParams<K extends OperationName> =
  Route<K> extends { querystring: infer Q } ? Omit<StaticOf<Q>, 'lang' | 'request_logger'> : never;
/** The body of an operation's success answer. */
export type ResponseBody<K extends OperationName> = StaticOf<Success<Route<K>['response']>>;

/** What a call of operation `K` passes: its path parameters and body when it has them, its query optionally. */
export type CallInput<K extends OperationName> = ([PathParams<K>] extends [never]
  ? unknown
  : { readonly params: PathParams<K> }) &
  ([RequestBody<K>] extends [never] ? unknown : { readonly body: RequestBody<K> }) & {
    readonly query?: QueryParams<K>;
  };

export type { ErrorBody } from './schemas/parts.ts';
export type { Group, PasswordChange, Profile, Session, SignUpForm, User } from './schemas/users.ts';
export type { AnswerRecord, StoredAnswer } from './schemas/answers.ts';
export type { Certificate, ChallengePosition, Explanation, LatestResults, TopicProgress } from './schemas/progress.ts';
export type { CertificateShares, QuestionShares } from './schemas/shares.ts';
export type { ResultShare } from './schemas/results.ts';
export type { CodeLookup, EventResults, GroupMember, GroupResults, ResultQuestion } from './schemas/organizers.ts';
