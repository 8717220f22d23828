/**
 * The one way code that catches an error hands a bug on: `reportError` writes it to the console
 * and to whoever listens (`onReportedError`): the page's error reporting
 * (src/observability/client-errors.ts, only on pages built with a Rollbar token) sends it to
 * Rollbar. A catch that falls back after an expected failure (network down, 4xx) calls
 * `reportUnexpected`, so a bug hidden behind the same fallback is never swallowed silently.
 */
import { isExpectedFailure } from '../api-client/failures.ts';

type Listener = (err: unknown) => void;
const listeners = new Set<Listener>();

/** Calls `fn` with every error reported from now on; returns the unsubscribe function. */
export function onReportedError(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Reports a caught error: console, and Rollbar where the page has it. */
export function reportError(err: unknown): void {
  console.error(err);
  for (const fn of listeners) fn(err);
}

/** Reports `err` unless it is an expected failure (see src/api-client/failures.ts). */
export function reportUnexpected(err: unknown): void {
  if (!isExpectedFailure(err)) reportError(err);
}
