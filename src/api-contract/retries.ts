/**
 * Which operations of the API a load balancer may send again to another process after the
 * request already reached one (the process died, reset the connection or timed out before
 * answering). Such a retry is safe only when doing the operation twice leaves the same state
 * and gives the caller the same answer: reads, writes that set a value, and writes that carry
 * an idempotency key the database stores once. Every operation is listed, so a new one does
 * not compile until someone has decided; the nginx config (src/deploy/) is generated from this
 * list, and docs/operations.md names it.
 *
 * A request that never reached a process (connection refused) may always go to another one:
 * that is not a retry of anything.
 */
import type { OperationName } from './operations.ts';

export interface RetryRule {
  /** True: the operation may be sent again after a process received it. */
  readonly retry: boolean;
  /** Why, in a few words (shown in the generated config). */
  readonly why: string;
}

const read = { retry: true, why: 'a read' } as const;

export const RETRIES = {
  createUser: { retry: false, why: 'each call creates another anonymous user' },
  updateProfile: { retry: true, why: 'merges the same fields again' },
  me: read,
  user: read,
  changePassword: { retry: false, why: 'ends the sessions; a second call finds the old password wrong' },
  register: { retry: false, why: 'a second call finds the email taken' },
  login: { retry: false, why: 'issues another session and counts against the rate limit' },
  logout: { retry: false, why: 'a second call finds the token already ended' },
  refreshToken: { retry: false, why: 'a refresh token is spent once; a second use ends the family' },
  deleteAccount: { retry: false, why: 'a second call finds no account' },
  joinGroup: { retry: true, why: 'a membership is stored once per user and group' },
  forgotPassword: { retry: false, why: 'sends another email' },
  tokenLogin: { retry: false, why: 'the emailed token is spent once' },
  verify: { retry: false, why: 'the emailed token is spent once' },
  resendVerification: { retry: false, why: 'sends another email' },
  kioskCheck: { retry: false, why: 'counts against the PIN rate limit' },
  saveAnswer: {
    retry: true,
    why: 'the answer carries client_id, stored once per user (a repeat answers 200 with the stored answer)',
  },
  answers: read,
  nextTestRound: read,
  correctCount: read,
  latestAnswer: read,
  review: read,
  topics: read,
  latestResults: read,
  challengeProgress: read,
  saveChallengeProgress: {
    retry: false,
    why: 'no idempotency key: a late first attempt could set an older position after a newer one',
  },
  challengeCompletion: read,
  certificates: read,
  certificate: read,
  certificateCard: read,
  certificateQr: read,
  setCertificateName: { retry: true, why: 'sets the name: a second call sets the same one' },
  answeredQuestions: read,
  explanation: read,
  event: read,
  group: read,
  questionShares: read,
  certificateShares: read,
  createResultShare: { retry: true, why: 'the result is its own key: sharing it again answers the same code' },
  resultShare: read,
  resultShareCard: read,
  lookupCode: read,
  eventResults: read,
  eventResultsCsv: read,
  groupResults: read,
  groupResultsCsv: read,
} as const satisfies Record<OperationName, RetryRule>;
