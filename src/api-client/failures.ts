/**
 * Which failures are expected, as one rule for every catch in the stores and the API client.
 * Expected: the API answered with an error (an `ApiFailure`: 4xx, 5xx, or status 0 when it
 * could not be reached, the client's own translation of fetch's network `TypeError` and of an
 * aborted call), an `AbortError`, and browser refusals raised as `DOMException` (storage blocked
 * or full, IndexedDB closed). Anything else (a `TypeError` from our own code, a `RangeError` …)
 * is a bug: a catch may still fall back, but must report it (src/observability/report-error.ts).
 */

/** A rejected call: the HTTP status and the server's body (message key, field errors, a 429's wait). */
export interface ApiFailure {
  readonly status: number;
  readonly data: { message?: string; errors?: Record<string, string>; retry_after?: number } | undefined;
}

/** A rejected API call: an object with a numeric HTTP `status` (0: the API was not reached). */
export function isApiFailure(err: unknown): err is ApiFailure {
  return (
    typeof err === 'object' &&
    err !== null &&
    !(err instanceof Error) &&
    typeof (err as { status?: unknown }).status === 'number'
  );
}

/** The call never reached the API (offline, DNS, refused connection, aborted, no reply in time). */
export function isNetworkFailure(err: unknown): boolean {
  return isApiFailure(err) && err.status === 0;
}

/** A failure the browser raises on purpose: an aborted call, or storage blocked, full or closed. */
function isBrowserRefusal(err: unknown): boolean {
  return typeof DOMException !== 'undefined' && err instanceof DOMException;
}

/** True for a failure the code was written to survive; false for a bug that must be reported. */
export function isExpectedFailure(err: unknown): boolean {
  return isApiFailure(err) || isBrowserRefusal(err);
}

/** The failure of a call that never reached the API (what `isNetworkFailure` recognises). */
export const unreachable: ApiFailure = Object.freeze({ status: 0, data: undefined });

/**
 * A promise rejected with an API failure. An `ApiFailure` is a plain record on purpose, not an
 * Error (`isApiFailure` refuses Errors): this is where a call is failed with one.
 */
export function rejectWith(failure: ApiFailure): Promise<never> {
  // Not an Error by design: an ApiFailure is the plain record callers tell apart with isApiFailure.
  // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
  return Promise.reject(failure);
}

/** A message key with its values, as the alerts and the i18n runtime take them. */
export interface FailureMessage {
  readonly key: string;
  readonly vars?: Readonly<Record<string, number>>;
}

/** The whole seconds a rate-limited call (429) was told to wait (`retry_after`), else null. */
export function retryAfterOf(err: unknown): number | null {
  if (!isApiFailure(err) || err.status !== 429) return null;
  const seconds = err.data?.retry_after;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

const MINUTE = 60;

/**
 * How long to wait, as a message: seconds under a minute, whole minutes (rounded up, so the
 * learner who waits that long is let through) from a minute on, "a while" when unknown. Plural
 * forms come from the catalogue (`retry.seconds.one` …).
 */
export function waitMessage(seconds: number | null): FailureMessage {
  if (seconds === null) return { key: 'retry.later' };
  if (seconds < MINUTE) return { key: 'retry.seconds', vars: { count: seconds } };
  return { key: 'retry.minutes', vars: { count: Math.ceil(seconds / MINUTE) } };
}

/**
 * What to tell a learner whose call hit a rate limit (429): too many attempts, and how long to
 * wait. Null for any other failure, which keeps its own message. Every place that shows a
 * refusal (forms, alerts, the kiosk PIN, the group join) asks this first.
 */
export function rateLimitMessage(err: unknown): FailureMessage | null {
  return isApiFailure(err) && err.status === 429 ? waitMessage(retryAfterOf(err)) : null;
}
