/**
 * The offline call queue: every write that records what a visitor did (answers, challenge
 * positions, the creation of a user chosen offline) is first kept on the device, then sent to
 * the API by one sequential flusher, oldest first. Why this shape:
 *
 * - **None lost**: a call leaves the queue only after the API accepted it (2xx) or refused it
 *   for good (4xx, reported once with `test.saveAnswerWentWrong`).
 * - **None counted twice**: answers carry their `client_id`, which the API stores once; the
 *   user creation carries its uuid; a challenge position is the same position again. A call
 *   that reached the server but whose reply was lost is simply sent again.
 * - **In order**: one flusher per tab (a promise chain) and one across tabs (the Web Locks API,
 *   else a lease kept in the queue's storage); items are keyed by a sequence number kept in
 *   the storage and raised atomically, never by the clock (a clock set back must not reorder).
 * - **Retry with backoff** on network errors (and sends that get no reply within 10 s), 408,
 *   429 and 5xx; the browser's `online` event retries at once.
 * - **Credited to whoever acted**: every call names the uuid it acts for (`actor`). A 401 or
 *   403 (no token, or another person's) holds that actor's calls, in order, on the device while
 *   the others go on; they are sent once a session that may write for that uuid is back (the
 *   API credits an anonymous uuid merged at login to the account: docs/decisions.md, Offline).
 *
 * The storage, the sender and the lock are injected so the logic is tested without a browser;
 * src/stores/queue/offline.ts wires IndexedDB (idb-keyval), the API client and `navigator.locks`.
 */
import { map, type MapStore } from 'nanostores';
import { isNetworkFailure, unreachable } from '../../../api-client/failures.ts';
import { reportUnexpected } from '../../../observability/report-error.ts';
import { showAlert } from '../../alerts/index.ts';
import { $droppedCall } from '../dropped-call.ts';
import { actorOf, backoffMs, classifyFailure, keySeq, queueKey, type Actor, type QueuedCall } from '../queue-policy.ts';
import type { QueueStorage } from './queue-storage.ts';

export interface QueueDeps {
  readonly storage: QueueStorage;
  /** Sends one call; rejects with an `ApiFailure` (status 0 for network errors). */
  readonly send: (request: QueuedCall['request'], signal: AbortSignal) => Promise<unknown>;
  /** Runs `fn` while no other tab flushes (Web Locks or a storage lease); may just run `fn`. */
  readonly lock: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Schedules a retry; returns a cancel function. */
  readonly schedule: (fn: () => void, ms: number) => () => void;
  /** How long one send may take before it counts as a network failure (default 10 s). */
  readonly sendTimeoutMs?: number;
}

export interface QueueState {
  /** Calls kept on this device, not yet accepted by the API (held calls not counted). */
  readonly pending: number;
  /** Of those, answers (what the indicator counts; positions and user creations ride along). */
  readonly answers: number;
  /** The browser says it is offline, or the last attempt could not reach the API. */
  readonly offline: boolean;
  /** Everything was sent after the visitor had been offline ("back online, all sent"). */
  readonly caughtUp: boolean;
  /** Calls the API refused for good since the page loaded. */
  readonly dropped: number;
  /** Calls kept for a uuid the current session may not write for (another person, logged out). */
  readonly held: number;
}

export const freshQueueState: QueueState = {
  pending: 0,
  answers: 0,
  offline: false,
  caughtUp: false,
  dropped: 0,
  held: 0,
};

export interface FlushResult {
  readonly sent: number;
  readonly dropped: number;
  /** Calls still waiting to be sent (the API was not reachable); held calls not counted. */
  readonly left: number;
  /** Calls held for a uuid the current session may not write for. */
  readonly held: number;
}

/** The counts of a list of waiting calls. */
const counts = (calls: readonly QueuedCall[]) => ({
  pending: calls.length,
  answers: calls.filter((c) => c.kind === 'answer').length,
});

/** The calls of one drain that wait for another session: their keys and their actors. */
interface Held {
  readonly keys: Set<string>;
  readonly actors: Set<string>;
}

/** The oldest call not held; a held actor's later calls wait behind it, keeping their order. */
function nextCall(all: readonly QueuedCall[], held: Held): QueuedCall | undefined {
  for (const c of all) {
    if (held.keys.has(c.key)) continue;
    if (held.actors.has(actorOf(c))) held.keys.add(c.key);
    else return c;
  }
  return undefined;
}

/** One queue (one tab): its flusher, retry timer and counters, over shared storage. */
export function createCallQueue(deps: QueueDeps, store: MapStore<QueueState> = map<QueueState>(freshQueueState)) {
  let running: Promise<FlushResult> | null = null;
  let again = false;
  let attempt = 0;
  let cancelRetry: (() => void) | null = null;
  /** The visitor was offline since the last time everything was sent. */
  let wasOffline = false;

  async function sendOnce(call: QueuedCall): Promise<void> {
    const ctrl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        ctrl.abort();
        // Not an Error by design: an ApiFailure is the plain record callers tell apart with isApiFailure.
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
        reject(unreachable);
      }, deps.sendTimeoutMs ?? 10_000);
    });
    try {
      await Promise.race([deps.send(call.request, ctrl.signal), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  const update = (patch: Partial<QueueState>) => store.set({ ...store.get(), ...patch });

  /** Settles a failed send; 'next' goes on with the following call, 'stop' waits for a retry. */
  async function settle(
    call: QueuedCall,
    err: unknown,
    waiting: (except?: string) => QueuedCall[],
    held: Held,
  ): Promise<'next' | 'dropped' | 'stop'> {
    reportUnexpected(err);
    const what = classifyFailure(err, call.kind);
    if (what === 'hold') {
      held.keys.add(call.key);
      held.actors.add(actorOf(call));
      update({ ...counts(waiting()), held: held.keys.size });
      return 'next';
    }
    if (what === 'done' || what === 'drop') {
      await deps.storage.remove(call.key);
      update({ ...counts(waiting(call.key)), ...(what === 'drop' ? { dropped: store.get().dropped + 1 } : {}) });
      if (what === 'done') return 'next';
      showAlert({ key: 'test.saveAnswerWentWrong' }, { error: true });
      $droppedCall.set(call);
      return 'dropped';
    }
    const unreachableNow = isNetworkFailure(err);
    if (unreachableNow) wasOffline = true;
    update({ ...counts(waiting()), offline: unreachableNow || store.get().offline, held: held.keys.size });
    cancelRetry?.();
    cancelRetry = deps.schedule(() => {
      cancelRetry = null;
      void flush();
    }, backoffMs(attempt++));
    return 'stop';
  }

  async function drain(): Promise<FlushResult> {
    let sent = 0;
    let dropped = 0;
    const held: Held = { keys: new Set(), actors: new Set() };
    for (;;) {
      const all = await deps.storage.list();
      const call = nextCall(all, held);
      if (!call) break;
      const waiting = (except?: string) => all.filter((c) => !held.keys.has(c.key) && c.key !== except);
      try {
        await sendOnce(call);
        await deps.storage.remove(call.key);
        sent++;
        attempt = 0;
        update({ ...counts(waiting(call.key)), offline: false });
      } catch (err) {
        const next = await settle(call, err, waiting, held);
        if (next === 'dropped') dropped++;
        if (next === 'stop') return { sent, dropped, left: waiting().length, held: held.keys.size };
      }
    }
    const s = store.get();
    const caughtUp = wasOffline && !s.offline;
    if (caughtUp) wasOffline = false;
    store.set({ ...s, pending: 0, answers: 0, held: held.keys.size, caughtUp: s.caughtUp || caughtUp });
    return { sent, dropped, left: 0, held: held.keys.size };
  }

  /**
   * Sends every waiting call, oldest first, one at a time. Concurrent calls share one run (and
   * ask for one more pass when something was added meanwhile); other tabs wait for the lock.
   */
  function flush(): Promise<FlushResult> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total: FlushResult = { sent: 0, dropped: 0, left: 0, held: 0 };
      do {
        again = false;
        const r = await deps.lock(drain);
        total = { sent: total.sent + r.sent, dropped: total.dropped + r.dropped, left: r.left, held: r.held };
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a flush during the pass sets `again` (TS narrows it to false across the await, TypeScript#9998)
      } while (again && total.left === 0);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  /** Keeps a call on the device and starts sending. Resolves once it is stored. */
  async function enqueue(kind: QueuedCall['kind'], request: QueuedCall['request'], actor: Actor): Promise<QueuedCall> {
    // Above every key kept (also those of older versions, which were times), and above every
    // number handed out before: the counter only grows, whatever the clock does.
    const floor = (await deps.storage.list()).reduce((m, c) => Math.max(m, keySeq(c.key)), 0) + 1;
    const seq = await deps.storage.swap<number>('seq', (n) => Math.max((n ?? 0) + 1, floor));
    const call: QueuedCall = { key: queueKey(seq, Math.random().toString(36).slice(2, 8)), kind, request, actor };
    await deps.storage.put(call);
    const s = store.get();
    store.set({ ...s, pending: s.pending + 1, answers: s.answers + (kind === 'answer' ? 1 : 0), caughtUp: false });
    void flush();
    return call;
  }

  /** Marks the connection state (the browser's online/offline events call this). */
  function setOffline(offline: boolean): void {
    if (offline) wasOffline = true;
    update({ offline, caughtUp: false });
    if (!offline) {
      attempt = 0;
      void flush();
    }
  }

  /** Rereads the number of waiting calls (another tab may have sent or added some). */
  async function refreshPending(): Promise<number> {
    const c = counts(await deps.storage.list());
    update(c);
    return c.pending;
  }

  function stop(): void {
    cancelRetry?.();
    cancelRetry = null;
  }

  return { store, enqueue, flush, setOffline, refreshPending, stop };
}

export type CallQueue = ReturnType<typeof createCallQueue>;
