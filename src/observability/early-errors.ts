/**
 * The errors a page raises before its error reporter has loaded. The reporter
 * (src/observability/client-errors.ts) is a page script, and page scripts start only after the
 * first paint (src/utils/after-paint.ts); this small inline script, in the head of pages built
 * with a Rollbar token, holds every unhandled error and rejection from the first moment until
 * the reporter takes them over.
 */

/** The property of `window` where the held errors wait. */
export const EARLY_ERRORS = '__quizEarlyErrors';

/** What the inline script leaves for the reporter: the errors held so far, and how to stop holding. */
export interface EarlyErrors {
  readonly held: unknown[];
  stop(): void;
}

/** Holds unhandled errors and rejections under `window[key]`. A plain function: its text is inlined. */
export function holdEarlyErrors(key: string): void {
  const held: unknown[] = [];
  const onError = (e: ErrorEvent) => held.push(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => held.push(e.reason);
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  const early: EarlyErrors = {
    held,
    stop: () => {
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onRejection);
    },
  };
  (window as unknown as Record<string, EarlyErrors>)[key] = early;
}
