/**
 * Chromium rejects the promises of a view transition it skips (`skipTransition()`, a hidden
 * tab, a next page that renders too slowly) with an AbortError "Transition was skipped" (or
 * "… aborted"). Left alone, each shows up as an uncaught rejection in the console and in error
 * reporting, though nothing went wrong: the page simply does not animate.
 */
import { reportError } from '../observability/report-error.ts';

/** The part of a `ViewTransition` whose outcome is watched (a fake one in unit tests). */
export type SettlingTransition = Pick<ViewTransition, 'ready' | 'finished' | 'updateCallbackDone'>;

/** A skipped or aborted transition: expected, nothing to report. */
export const isSkipped = (err: unknown): boolean =>
  err instanceof DOMException && (err.name === 'AbortError' || err.name === 'InvalidStateError');

/**
 * Handles every promise of `transition` so none rejects uncaught: a skipped transition is
 * expected; any other rejection (an update callback that threw) is a bug and is reported once.
 * Resolves true when the transition animates (its `ready` fulfilled), false otherwise.
 */
export function settleTransition(
  transition: SettlingTransition,
  report: (err: unknown) => void = reportError,
): Promise<boolean> {
  let reported = false;
  const onError = (err: unknown) => {
    if (isSkipped(err) || reported) return;
    reported = true;
    report(err);
  };
  transition.finished.catch(onError);
  transition.updateCallbackDone.catch(onError);
  return transition.ready.then(
    () => true,
    (err: unknown) => {
      onError(err);
      return false;
    },
  );
}
