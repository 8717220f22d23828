/**
 * A shared result as its public page shows it (`/r/{code}/`): read by code from the API, which
 * answers what was played and the score, nothing personal. Codes are 10 characters of the code
 * alphabet (src/server/services/secrets.ts); a malformed one is not asked for.
 */
import type { ResultShare } from '../../../api-contract/types.ts';
import { call } from '../../../api-client/calls.ts';
import { isApiFailure, rateLimitMessage, type FailureMessage } from '../../../api-client/failures.ts';
import { reportUnexpected } from '../../../observability/report-error.ts';
import { session } from '../../session/index.ts';

/** A result code as the server makes them (any case is accepted: links get retyped). */
export const RESULT_CODE_PATTERN = /^[2-9A-HJ-NP-Z]{10}$/;

export type SharedResultState =
  | { readonly phase: 'loading'; readonly code: string }
  | { readonly phase: 'found'; readonly code: string; readonly result: ResultShare }
  | { readonly phase: 'notFound'; readonly code: string }
  | { readonly phase: 'failed'; readonly code: string; readonly wait?: FailureMessage };

/** The shared result of `raw` (a code from the address): found, not found (malformed codes too), or failed to load. */
export async function loadSharedResult(raw: string): Promise<SharedResultState> {
  const code = raw.trim().toUpperCase();
  if (!RESULT_CODE_PATTERN.test(code)) return { phase: 'notFound', code: raw };
  try {
    const res = await call(session().api, 'resultShare', { params: { code } });
    return { phase: 'found', code, result: res.data };
  } catch (err) {
    if (isApiFailure(err) && err.status === 404) return { phase: 'notFound', code };
    // Too many lookups from this address (code guessing is limited): say how long to wait.
    const wait = rateLimitMessage(err);
    if (wait) return { phase: 'failed', code, wait };
    reportUnexpected(err);
    return { phase: 'failed', code };
  }
}
