/**
 * Every operation of the product API: its method and its path under `/v1` (`:name` marks a path
 * parameter), by route group. Plain data with no dependencies, so the browser bundle can use it
 * (the request and response schemas, in `schemas/`, are TypeBox values: the browser imports only
 * their types).
 */

export type Method = 'get' | 'post' | 'put' | 'delete';
/** The route groups, each owned by one route test file (which checks it reached every endpoint). */
export const ROUTE_GROUPS = [
  'users',
  'answers',
  'review',
  'progress',
  'shares',
  'results',
  'kiosk',
  'organizers',
] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

export interface Operation {
  readonly method: Method;
  readonly path: string;
  readonly group: RouteGroup;
}

const op = <M extends Method, P extends string, G extends RouteGroup>(method: M, path: P, group: G) =>
  ({ method, path, group }) as const;

export const OPERATIONS = {
  createUser: op('post', '/users', 'users'),
  updateProfile: op('put', '/users', 'users'),
  me: op('get', '/users/me', 'users'),
  user: op('get', '/users/:id', 'users'),
  changePassword: op('put', '/users/change_password', 'users'),
  register: op('post', '/users/register', 'users'),
  login: op('post', '/users/login', 'users'),
  logout: op('post', '/users/logout', 'users'),
  refreshToken: op('post', '/users/refresh_token', 'users'),
  deleteAccount: op('post', '/users/delete_account', 'users'),
  joinGroup: op('post', '/users/group', 'users'),
  forgotPassword: op('post', '/users/forgot_password', 'users'),
  tokenLogin: op('post', '/users/token_login', 'users'),
  verify: op('put', '/users/verify', 'users'),
  resendVerification: op('post', '/users/resend_verification_email', 'users'),
  kioskCheck: op('post', '/kiosk/check', 'kiosk'),
  saveAnswer: op('post', '/user_answers', 'answers'),
  answers: op('get', '/user_answers', 'answers'),
  nextTestRound: op('get', '/user_answers/next_test_round', 'answers'),
  correctCount: op('get', '/user_answers/correct', 'answers'),
  latestAnswer: op('get', '/user_answers/latest_answer', 'answers'),
  review: op('get', '/users/review', 'review'),
  topics: op('get', '/topics', 'progress'),
  latestResults: op('get', '/topics/:topicGlobalId/latest_results', 'progress'),
  challengeProgress: op('get', '/users/challenge_progress/:challengeGlobalId', 'progress'),
  saveChallengeProgress: op('post', '/users/challenge_progress', 'progress'),
  challengeCompletion: op('get', '/challenge/completion', 'progress'),
  certificates: op('get', '/certificates', 'progress'),
  certificate: op('get', '/certificates/:id', 'progress'),
  certificateCard: op('get', '/certificates/:id/card.png', 'progress'),
  certificateQr: op('get', '/certificates/:id/qr.svg', 'progress'),
  setCertificateName: op('put', '/certificates/:id/name', 'progress'),
  answeredQuestions: op('get', '/questions/answered', 'progress'),
  explanation: op('get', '/questions/:questionGlobalId/explanation', 'progress'),
  event: op('get', '/events/:code', 'progress'),
  group: op('get', '/groups/:code', 'progress'),
  questionShares: op('get', '/questions/:questionGlobalId/shares', 'shares'),
  certificateShares: op('get', '/certificate_tests/:testGlobalId/shares', 'shares'),
  createResultShare: op('post', '/result_shares', 'results'),
  resultShare: op('get', '/result_shares/:code', 'results'),
  resultShareCard: op('get', '/result_shares/:code/card.png', 'results'),
  lookupCode: op('get', '/codes/:code', 'organizers'),
  eventResults: op('get', '/events/:code/results', 'organizers'),
  eventResultsCsv: op('get', '/events/:code/results.csv', 'organizers'),
  groupResults: op('get', '/groups/:code/results', 'organizers'),
  groupResultsCsv: op('get', '/groups/:code/results.csv', 'organizers'),
} as const satisfies Record<string, Operation>;

export type OperationName = keyof typeof OPERATIONS;

/**
 * The path of an operation with its parameters filled in (each URI-encoded), so no caller
 * builds an API path by hand.
 */
export function pathOf(name: OperationName, params: Readonly<Record<string, string>> = {}): string {
  return OPERATIONS[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}
