/**
 * The offline queue: every write that records what a visitor did (answers, challenge
 * positions, the creation of a user chosen offline) is first kept on the device, then sent to
 * the API by one sequential flusher, oldest first. Why this shape:
 *
 * - **None lost**: a call leaves the queue only after the API accepted it (2xx) or refused it
 *   for good (4xx, reported once with `test.saveAnswerWentWrong`).
 * - **None counted twice**: answers carry their `client_id`, which the API stores once; the
 *   user creation carries its uuid; a challenge position is the same position again. A call
 *   that reached the server but whose reply was lost is simply sent again.
 * - **In order**: one flusher per tab (a promise chain) and one across tabs (the Web Locks API,
 *   where the browser has it); items are keyed by the time they were given.
 * - **Retry with backoff** on network errors, 408, 429 and 5xx; the browser's `online` event
 *   retries at once.
 *
 * The storage, the sender and the lock are injected so the logic is tested without a browser;
 * `startAnswerQueue()` wires IndexedDB (idb-keyval), the API client and `navigator.locks`.
 */
import { map } from 'nanostores';
import type { ApiFailure, ApiRequest } from '../api-client/client.ts';
import { showAlert } from './alerts.ts';

/** A write waiting to be sent. `key` orders the queue (time given, then a tie-breaker). */
export interface QueuedCall {
  readonly key: string;
  readonly kind: 'user' | 'answer' | 'progress';
  readonly request: ApiRequest & { readonly method: 'post' };
}

/** Where queued calls are kept: IndexedDB in the browser, a Map in tests and as a fallback. */
export interface QueueStorage {
  /** Every call, ordered by key. */
  list(): Promise<QueuedCall[]>;
  put(call: QueuedCall): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface QueueDeps {
  readonly storage: QueueStorage;
  /** Sends one call; rejects with an `ApiFailure` (status 0 for network errors). */
  readonly send: (request: QueuedCall['request']) => Promise<unknown>;
  /** Runs `fn` while no other tab flushes (Web Locks); without it, just runs `fn`. */
  readonly lock: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Schedules a retry; returns a cancel function. */
  readonly schedule: (fn: () => void, ms: number) => () => void;
  readonly now: () => number;
}

export interface QueueState {
  /** Calls kept on this device, not yet accepted by the API. */
  readonly pending: number;
  /** Of those, answers (what the indicator counts; positions and user creations ride along). */
  readonly answers: number;
  /** The browser says it is offline, or the last attempt could not reach the API. */
  readonly offline: boolean;
  /** Everything was sent after the visitor had been offline ("back online, all sent"). */
  readonly caughtUp: boolean;
  /** Calls the API refused for good since the page loaded. */
  readonly dropped: number;
}

const fresh: QueueState = { pending: 0, answers: 0, offline: false, caughtUp: false, dropped: 0 };

/** The counts of a list of waiting calls. */
const counts = (calls: readonly QueuedCall[]) => ({ pending: calls.length, answers: calls.filter((c) => c.kind === 'answer').length });
export const $answerQueue = map<QueueState>(fresh);

/** What to do after a failed send: try again later, or give up on this call. */
export function classifyFailure(err: unknown): 'retry' | 'drop' {
  const status = (err as Partial<ApiFailure> | null)?.status;
  if (typeof status !== 'number' || status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'drop';
}

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 60 s. */
export function backoffMs(attempt: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempt));
}

/** A queue key that sorts by time given (ms since epoch, zero-padded), then by `tie`. */
export function queueKey(now: number, tie: string): string {
  return `${String(Math.max(0, Math.floor(now))).padStart(15, '0')}-${tie}`;
}

/** Keeps calls in memory (tests; pages where IndexedDB is blocked, e.g. third-party iframes). */
export function memoryQueueStorage(): QueueStorage {
  const items = new Map<string, QueuedCall>();
  return {
    list: async () => [...items.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    put: async (call) => {
      items.set(call.key, call);
    },
    remove: async (key) => {
      items.delete(key);
    },
  };
}

/** Deps for tests and plain scripts: memory storage, no lock, retries left to the caller. */
export function memoryQueueDeps(send: QueueDeps['send'], storage: QueueStorage = memoryQueueStorage()): QueueDeps {
  return { storage, send, lock: (fn) => fn(), schedule: () => () => undefined, now: () => Date.now() };
}

let deps: QueueDeps | null = null;
let running: Promise<FlushResult> | null = null;
let again = false;
let attempt = 0;
let cancelRetry: (() => void) | null = null;
let seq = 0;
/** The visitor was offline since the last time everything was sent. */
let wasOffline = false;

export interface FlushResult {
  readonly sent: number;
  readonly dropped: number;
  /** Calls still waiting (the API was not reachable). */
  readonly left: number;
}

/** Sets (or clears, for tests) what the queue works with. */
export function setQueueDeps(next: QueueDeps | null): void {
  deps = next;
  running = null;
  again = false;
  attempt = 0;
  cancelRetry?.();
  cancelRetry = null;
  seq = 0;
  wasOffline = false;
  $answerQueue.set(fresh);
}

function need(): QueueDeps {
  if (!deps) throw new Error('answer queue not started');
  return deps;
}

/** Marks the connection state (the browser's online/offline events call this). */
export function setOffline(offline: boolean): void {
  if (offline) wasOffline = true;
  $answerQueue.set({ ...$answerQueue.get(), offline, caughtUp: false });
  if (!offline) {
    attempt = 0;
    void flushQueue();
  }
}

/** Keeps a call on the device and starts sending. Resolves once it is stored. */
export async function enqueue(kind: QueuedCall['kind'], request: QueuedCall['request']): Promise<QueuedCall> {
  const d = need();
  const call: QueuedCall = { key: queueKey(d.now(), `${(seq++).toString(36).padStart(4, '0')}-${Math.random().toString(36).slice(2, 8)}`), kind, request };
  await d.storage.put(call);
  const s = $answerQueue.get();
  $answerQueue.set({ ...s, pending: s.pending + 1, answers: s.answers + (kind === 'answer' ? 1 : 0), caughtUp: false });
  void flushQueue();
  return call;
}

/**
 * Sends every waiting call, oldest first, one at a time. Concurrent calls share one run (and
 * ask for one more pass when something was added meanwhile); other tabs wait for the lock.
 */
export function flushQueue(): Promise<FlushResult> {
  if (running) {
    again = true;
    return running;
  }
  const d = need();
  running = (async () => {
    let total: FlushResult = { sent: 0, dropped: 0, left: 0 };
    do {
      again = false;
      const r = await d.lock(() => drain(d));
      total = { sent: total.sent + r.sent, dropped: total.dropped + r.dropped, left: r.left };
    } while (again && total.left === 0);
    return total;
  })().finally(() => {
    running = null;
  });
  return running;
}

async function drain(d: QueueDeps): Promise<FlushResult> {
  let sent = 0;
  let dropped = 0;
  for (;;) {
    const [call, ...rest] = await d.storage.list();
    if (!call) break;
    try {
      await d.send(call.request);
      await d.storage.remove(call.key);
      sent++;
      attempt = 0;
      $answerQueue.set({ ...$answerQueue.get(), ...counts(rest), offline: false });
    } catch (err) {
      if (classifyFailure(err) === 'drop') {
        await d.storage.remove(call.key);
        dropped++;
        $answerQueue.set({ ...$answerQueue.get(), ...counts(rest), dropped: $answerQueue.get().dropped + 1 });
        showAlert({ key: 'test.saveAnswerWentWrong' }, { error: true });
        continue;
      }
      const unreachable = (err as Partial<ApiFailure> | null)?.status === 0;
      if (unreachable) wasOffline = true;
      const s = $answerQueue.get();
      $answerQueue.set({ ...s, ...counts([call, ...rest]), offline: unreachable || s.offline });
      cancelRetry?.();
      cancelRetry = d.schedule(() => {
        cancelRetry = null;
        void flushQueue();
      }, backoffMs(attempt++));
      return { sent, dropped, left: rest.length + 1 };
    }
  }
  const s = $answerQueue.get();
  const caughtUp = wasOffline && !s.offline;
  if (caughtUp) wasOffline = false;
  $answerQueue.set({ ...s, pending: 0, answers: 0, caughtUp: s.caughtUp || caughtUp });
  return { sent, dropped, left: 0 };
}

/** Rereads the number of waiting calls (another tab may have sent or added some). */
export async function refreshPending(): Promise<number> {
  const c = counts(await need().storage.list());
  $answerQueue.set({ ...$answerQueue.get(), ...c });
  return c.pending;
}

/** Is the queue started (a page with answering islands)? */
export function queueStarted(): boolean {
  return deps !== null;
}

export type OfflineNotice = { readonly key: 'offline.offline' | 'offline.offlineSaved' | 'offline.sending' | 'offline.caughtUp'; readonly count: number } | null;

/**
 * What the indicator says: offline (with the number of calls kept on the device), sending
 * after the network came back, and "caught up" once everything kept offline was sent.
 */
export function offlineNotice(s: QueueState): OfflineNotice {
  if (s.offline) return s.answers > 0 ? { key: 'offline.offlineSaved', count: s.answers } : { key: 'offline.offline', count: 0 };
  if (s.answers > 0) return { key: 'offline.sending', count: s.answers };
  return s.caughtUp ? { key: 'offline.caughtUp', count: 0 } : null;
}
