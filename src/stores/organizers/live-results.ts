/**
 * The organizers' live results (issue 23): one store per results page that reads an event's or
 * a group's results every POLL_MS with `If-None-Match` (the ETag of the results shown, so an
 * unchanged read is a bodiless 304 that keeps the view), pauses while the tab is hidden and
 * reads at once when it shows again. Who may read is the API's decision: a 401 asks the visitor
 * to log in, a 403 says only the organizers may see the results, a 404 names an unknown code.
 * A read that fails on the way (no network, the API away or failing) keeps the last results
 * and the polling; the page says the results may be out of date. The number of participants is
 * announced (for a screen reader, `aria-live`) when it changed and not more often than every
 * ANNOUNCE_MS, so a busy room does not make the page talk over itself.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { EventResults, GroupResults } from '../../api-contract/types.ts';
import { isApiFailure } from '../../api-client/failures.ts';
import { isApiMissing } from '../../api-client/api-missing.ts';
import { reportUnexpected } from '../../observability/report-error.ts';

/** How often the page asks for new results while it is shown (the issue: on screen within 5 s). */
export const POLL_MS = 2000;
/** The shortest time between two announcements of the participant count. */
export const ANNOUNCE_MS = 15_000;

export type ResultsKind = 'event' | 'group';
/** The results of the kind a page shows. */
export type ResultsOf<K extends ResultsKind> = K extends 'event' ? EventResults : GroupResults;

/** What names the results shown (their ETag, src/api-contract/results-etag.ts). */
export type ResultsVersion = Pick<EventResults, 'version'> & Partial<Pick<EventResults, 'content'>>;

/** What a read gave: new results, or `null` when they are still the ones `shown` (a 304). */
export type ResultsReader<K extends ResultsKind> = (
  code: string,
  shown: ResultsVersion | null,
) => Promise<ResultsOf<K> | null>;

/**
 * Who may see the results, as far as the page knows: `checking` until the first answer,
 * `login` (no session, or it ended), `forbidden` (logged in, not an organizer), `notFound`.
 */
export type ResultsAccess = 'checking' | 'login' | 'forbidden' | 'notFound' | 'granted';

export interface LiveResultsState<K extends ResultsKind> {
  readonly access: ResultsAccess;
  readonly results: ResultsOf<K> | null;
  /** When the results were last confirmed (a 200 or a 304), ms since the epoch. */
  readonly updatedAt: number | null;
  /** The last read failed on the way: what is shown may be out of date. */
  readonly stale: boolean;
  /** The count last announced to screen readers (participants or members), null before the first. */
  readonly announced: number | null;
}

/** The page's surroundings, injected so tests run the loop on their own clock and tab. */
export interface LiveResultsDeps<K extends ResultsKind> {
  readonly read: ResultsReader<K>;
  /** Whether a session is stored: without one the page asks for a login without a read the API would refuse. */
  readonly signedIn?: () => boolean;
  readonly now?: () => number;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
  /** Whether the tab is hidden now, and a way to hear when that changes (returns the unsubscribe). */
  readonly hidden?: () => boolean;
  readonly onVisibilityChange?: (listener: () => void) => () => void;
  /**
   * Takes over the end of the session (a refused token refresh) while polling, so the page asks
   * for a login in place instead of leaving for the login page (returns the unsubscribe).
   */
  readonly onSessionEnd?: (handler: () => void) => () => void;
}

export interface LiveResults<K extends ResultsKind> {
  readonly $state: ReadableAtom<LiveResultsState<K>>;
  /** Starts reading (once); returns the stop. */
  start(): () => void;
  /** Reads again at once and goes on polling: after a login or a logout. */
  readonly retry: () => void;
}

const browserVisibility = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onVisibilityChange: (listener: () => void) => {
    if (typeof document === 'undefined') return () => undefined;
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/** The count a page announces: an event's participants, a group's members. */
export function headcount(results: EventResults | GroupResults): number {
  return 'participants' in results ? results.participants : results.members;
}

/** Answers after which the page waits for the visitor (a login, a reload) instead of polling. */
const REFUSED: ReadonlySet<ResultsAccess> = new Set(['login', 'forbidden', 'notFound']);

/** The access a refused read means; null for a failure on the way (keep polling). */
function accessOf(err: unknown): ResultsAccess | null {
  if (!isApiFailure(err) || isApiMissing(err)) return null;
  if (err.status === 401) return 'login';
  if (err.status === 403) return 'forbidden';
  if (err.status === 404) return 'notFound';
  return null;
}

/** A live results store for the event or group `code` (one per page). */
export function createLiveResults<K extends ResultsKind>(code: string, deps: LiveResultsDeps<K>): LiveResults<K> {
  const now = deps.now ?? Date.now;
  const signedIn = deps.signedIn ?? (() => true);
  const setTimer = deps.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((t: unknown) => clearTimeout(t as ReturnType<typeof setTimeout>));
  const hidden = deps.hidden ?? browserVisibility.hidden;
  const onVisibilityChange = deps.onVisibilityChange ?? browserVisibility.onVisibilityChange;

  const $state = atom<LiveResultsState<K>>({
    access: 'checking',
    results: null,
    updatedAt: null,
    stale: false,
    announced: null,
  });
  let timer: unknown = null;
  let reading = false;
  let again = false;
  let running = false;
  let lastAnnounce = -Infinity;
  let stopWatching: (() => void) | null = null;

  const patch = (next: Partial<LiveResultsState<K>>) => $state.set({ ...$state.get(), ...next });

  const cancel = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  /** The next read after POLL_MS: not while the tab is hidden, nor once the API refused the visitor. */
  const schedule = () => {
    cancel();
    if (running && !hidden() && !REFUSED.has($state.get().access)) timer = setTimer(() => void poll(), POLL_MS);
  };

  /** The count to announce now: a changed count, once ANNOUNCE_MS have passed since the last. */
  const announce = (results: ResultsOf<K>): number => {
    const count = headcount(results);
    const { announced } = $state.get();
    if (announced === count || (announced !== null && now() - lastAnnounce < ANNOUNCE_MS)) return announced;
    lastAnnounce = now();
    return count;
  };

  async function poll(): Promise<void> {
    if (!running) return;
    if (!signedIn()) {
      cancel();
      patch({ access: 'login', stale: false });
      return;
    }
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    cancel();
    try {
      const { results: current, access } = $state.get();
      const fresh = await deps.read(code, current && access === 'granted' ? current : null);
      const results = fresh ?? current;
      if (results) patch({ access: 'granted', results, updatedAt: now(), stale: false, announced: announce(results) });
    } catch (err) {
      const access = accessOf(err);
      if (access) patch({ access, stale: false });
      else {
        // On the way (no network, the API away or failing): keep what is shown and try again.
        reportUnexpected(err);
        patch({ stale: true });
      }
    } finally {
      reading = false;
      if (again) {
        again = false;
        void poll();
      } else schedule();
    }
  }

  const visibilityChanged = () => {
    if (hidden()) cancel();
    else void poll();
  };

  return {
    $state,
    start() {
      if (!running) {
        running = true;
        const stopVisibility = onVisibilityChange(visibilityChanged);
        const stopSessionEnd = deps.onSessionEnd?.(() => {
          cancel();
          patch({ access: 'login', stale: false });
        });
        stopWatching = () => {
          stopVisibility();
          stopSessionEnd?.();
        };
        void poll();
      }
      return () => {
        running = false;
        cancel();
        stopWatching?.();
        stopWatching = null;
      };
    },
    retry() {
      patch({ access: 'checking' });
      cancel();
      void poll();
    },
  };
}
