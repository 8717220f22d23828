/**
 * "The quiz server is away": the rule for a call that no API answered, beside failures.ts (the
 * rule for every failure) but apart from it, so the site script every page loads (which reports
 * errors through failures.ts) does not carry what only the answering and account code needs.
 */
import { isApiFailure, isNetworkFailure, type FailureMessage } from './failures.ts';

/** Statuses a host or proxy answers when no API stands behind /v1 (not found, not allowed, bad gateway, unavailable, timeout). */
const NO_API_STATUSES: ReadonlySet<number> = new Set([404, 405, 501, 502, 503, 504]);

/**
 * No API here: the call never reached it (status 0), or what answered is not the API: a static
 * host's 404/405 page or a proxy's 502/503/504, whose body is text, not the API's JSON (the API
 * always answers an error with a JSON object). The one rule for "the quiz server is away".
 */
export function isApiMissing(err: unknown): boolean {
  if (!isApiFailure(err)) return false;
  if (err.status === 0) return true;
  // The client hands a body that is not JSON on as its text (redaxios): '' when there was none.
  const data: unknown = err.data;
  return NO_API_STATUSES.has(err.status) && typeof data === 'string';
}

/**
 * What to tell a learner whose call needs the API when it is away (`isApiMissing`, but reached:
 * an unreachable network keeps its own message). Null for any other failure. Forms ask this
 * after `rateLimitMessage`.
 */
export function apiMissingMessage(err: unknown): FailureMessage | null {
  return isApiMissing(err) && !isNetworkFailure(err) ? { key: 'api.unavailableFeature' } : null;
}
