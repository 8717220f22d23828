/**
 * What a certificate card shows: the topic, the date it was earned, its verification code and
 * the name its learner chose to put on it (public once saved; none until then: see
 * docs/decisions.md). Shared by the browser's card and the server's card image.
 */
export interface EarnedCertificate {
  readonly topicName: string;
  /** ISO date-time. */
  readonly earnedAt: string;
  readonly code: string;
  readonly learnerName: string | null;
}

/**
 * The longest name on a certificate (a full name fits; a paragraph does not): the API's schema
 * refuses a longer one (src/api-contract/schemas/progress.ts), the name field takes no more.
 */
export const CERTIFICATE_NAME_MAX = 100;
