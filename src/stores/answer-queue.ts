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
 * `startAnswerQueue()` wires IndexedDB (idb-keyval), the API client and `navigator.locks`.
 */
import { atom, map, type MapStore } from 'nanostores';
import type { ApiFailure, ApiRequest } from '../api-client/client.ts';
import { showAlert } from './alerts.ts';

/** Who a queued call acts for: the uuid, and whether it was an account's (logged in) then. */
export interface Actor {
  readonly uuid: string;
  readonly account: boolean;
}

/** A write waiting to be sent. `key` orders the queue (sequence number, then a tie-breaker). */
export interface QueuedCall {
  readonly key: string;
  readonly kind: 'user' | 'answer' | 'progress';
  readonly request: ApiRequest & { readonly method: 'post' };
  /** Absent on calls kept by an earlier version (their body names the uuid). */
  readonly actor?: Actor;
}

/** Where queued calls are kept: IndexedDB in the browser, a Map in tests and as a fallback. */
export interface QueueStorage {
  /** Every call, ordered by key. */
  list(): Promise<QueuedCall[]>;
  put(call: QueuedCall): Promise<void>;
  remove(key: string): Promise<void>;
  /**
   * Reads and replaces one bookkeeping value (the sequence counter, the lease) atomically,
   * across tabs: `fn` gets the stored value (undefined when none) and returns the new one.
   */
  swap<T>(key: string, fn: (old: T | undefined) => T): Promise<T>;
}

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

const fresh: QueueState = { pending: 0, answers: 0, offline: false, caughtUp: false, dropped: 0, held: 0 };

/** The counts of a list of waiting calls. */
const counts = (calls: readonly QueuedCall[]) => ({ pending: calls.length, answers: calls.filter((c) => c.kind === 'answer').length });
export const $answerQueue = map<QueueState>(fresh);

/**
 * The last call the API refused for good (set each time one is dropped). The answering players
 * listen: a dropped practice or event answer sends the visitor to the start screen (spec 8).
 */
export const $droppedCall = atom<QueuedCall | null>(null);

/** The call never reached the API (offline, DNS, refused connection, no reply in time). */
export function isNetworkFailure(err: unknown): boolean {
  return (err as Partial<ApiFailure> | null)?.status === 0;
}

/**
 * What to do after a failed send: try again later; hold it (and the later calls of its actor)
 * until a session that may write for its uuid is back (401, 403); treat it as done (a user
 * creation the API already settled: 409); or give up on it.
 */
export function classifyFailure(err: unknown, kind?: QueuedCall['kind']): 'retry' | 'hold' | 'done' | 'drop' {
  const status = (err as Partial<ApiFailure> | null)?.status;
  if (typeof status !== 'number' || status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status === 401 || status === 403) return 'hold';
  if (kind === 'user' && status === 409) return 'done';
  return 'drop';
}

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 60 s. */
export function backoffMs(attempt: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempt));
}

/** A queue key that sorts by sequence number (zero-padded), then by `tie`. */
export function queueKey(seq: number, tie: string): string {
  return `${String(Math.max(0, Math.floor(seq))).padStart(15, '0')}-${tie}`;
}

/** The sequence number of a key (0 for a malformed one). */
export function keySeq(key: string): number {
  const n = Number.parseInt(key.slice(0, 15), 10);
  return Number.isFinite(n) ? n : 0;
}

/** The uuid a call acts for (older calls: the one their body names). */
export function actorOf(call: QueuedCall): string {
  if (call.actor) return call.actor.uuid;
  const d = (call.request.data ?? {}) as { user_uuid?: string; uuid?: string; user_answer?: { user_uuid?: string } };
  return d.user_uuid ?? d.user_answer?.user_uuid ?? d.uuid ?? '';
}

/** Keeps calls in memory (tests; pages where IndexedDB is blocked, e.g. third-party iframes). */
export function memoryQueueStorage(): QueueStorage {
  const items = new Map<string, QueuedCall>();
  const meta = new Map<string, unknown>();
  return {
    list: async () => [...items.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    put: async (call) => {
      items.set(call.key, call);
    },
    remove: async (key) => {
      items.delete(key);
    },
    swap: async <T,>(key: string, fn: (old: T | undefined) => T) => {
      const next = fn(meta.get(key) as T | undefined);
      meta.set(key, next);
      return next;
    },
  };
}

/** Deps for tests and plain scripts: memory storage, no lock, retries left to the caller. */
export function memoryQueueDeps(send: (request: QueuedCall['request']) => Promise<unknown>, storage: QueueStorage = memoryQueueStorage()): QueueDeps {
  return { storage, send: (r) => send(r), lock: (fn) => fn(), schedule: () => () => undefined };
}

interface Lease {
  readonly owner: string;
  readonly until: number;
}

/**
 * A lock across tabs kept in the queue's storage, for browsers without the Web Locks API: a
 * lease taken atomically (`swap`), renewed while held and given back after; a lease whose tab
 * died runs out after `ms`. Waiters poll every `pollMs`.
 */
export function storageLock(storage: QueueStorage, opts: { owner?: string; ms?: number; pollMs?: number; now?: () => number } = {}) {
  const owner = opts.owner ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const ms = opts.ms ?? 30_000;
  const pollMs = opts.pollMs ?? 100;
  const now = opts.now ?? (() => Date.now());
  const take = () => storage.swap<Lease | null>('lease', (l) => (!l || l.owner === owner || l.until < now() ? { owner, until: now() + ms } : l));
  return async <T,>(fn: () => Promise<T>): Promise<T> => {
    while ((await take())?.owner !== owner) await new Promise((r) => setTimeout(r, pollMs));
    const renew = setInterval(() => void take(), ms / 3);
    try {
      return await fn();
    } finally {
      clearInterval(renew);
      await storage.swap<Lease | null>('lease', (l) => (l?.owner === owner ? null : (l ?? null)));
    }
  };
}

export interface FlushResult {
  readonly sent: number;
  readonly dropped: number;
  /** Calls still waiting to be sent (the API was not reachable); held calls not counted. */
  readonly left: number;
  /** Calls held for a uuid the current session may not write for. */
  readonly held: number;
}

/** The no-reply failure: like a network error, retried. */
const noReply: ApiFailure = { status: 0, data: undefined };

/** One queue (one tab): its flusher, retry timer and counters, over shared storage. */
export function createAnswerQueue(deps: QueueDeps, store: MapStore<QueueState> = map<QueueState>(fresh)) {
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
        reject(noReply);
      }, deps.sendTimeoutMs ?? 10_000);
    });
    try {
      await Promise.race([deps.send(call.request, ctrl.signal), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function drain(): Promise<FlushResult> {
    let sent = 0;
    let dropped = 0;
    const heldKeys = new Set<string>();
    const heldActors = new Set<string>();
    for (;;) {
      const all = await deps.storage.list();
      let call: QueuedCall | undefined;
      for (const c of all) {
        if (heldKeys.has(c.key)) continue;
        // A held actor's later calls wait behind it, so its own calls keep their order.
        if (heldActors.has(actorOf(c))) heldKeys.add(c.key);
        else {
          call = c;
          break;
        }
      }
      const waiting = (except?: string) => all.filter((c) => !heldKeys.has(c.key) && c.key !== except);
      if (!call) break;
      try {
        await sendOnce(call);
        await deps.storage.remove(call.key);
        sent++;
        attempt = 0;
        store.set({ ...store.get(), ...counts(waiting(call.key)), offline: false });
      } catch (err) {
        const what = classifyFailure(err, call.kind);
        if (what === 'done') {
          await deps.storage.remove(call.key);
          store.set({ ...store.get(), ...counts(waiting(call.key)) });
          continue;
        }
        if (what === 'hold') {
          heldKeys.add(call.key);
          heldActors.add(actorOf(call));
          store.set({ ...store.get(), ...counts(waiting()), held: heldKeys.size });
          continue;
        }
        if (what === 'drop') {
          await deps.storage.remove(call.key);
          dropped++;
          store.set({ ...store.get(), ...counts(waiting(call.key)), dropped: store.get().dropped + 1 });
          showAlert({ key: 'test.saveAnswerWentWrong' }, { error: true });
          $droppedCall.set(call);
          continue;
        }
        const unreachable = isNetworkFailure(err);
        if (unreachable) wasOffline = true;
        const s = store.get();
        const left = waiting();
        store.set({ ...s, ...counts(left), offline: unreachable || s.offline, held: heldKeys.size });
        cancelRetry?.();
        cancelRetry = deps.schedule(() => {
          cancelRetry = null;
          void flush();
        }, backoffMs(attempt++));
        return { sent, dropped, left: left.length, held: heldKeys.size };
      }
    }
    const s = store.get();
    const caughtUp = wasOffline && !s.offline;
    if (caughtUp) wasOffline = false;
    store.set({ ...s, pending: 0, answers: 0, held: heldKeys.size, caughtUp: s.caughtUp || caughtUp });
    return { sent, dropped, left: 0, held: heldKeys.size };
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
    store.set({ ...store.get(), offline, caughtUp: false });
    if (!offline) {
      attempt = 0;
      void flush();
    }
  }

  /** Rereads the number of waiting calls (another tab may have sent or added some). */
  async function refreshPending(): Promise<number> {
    const c = counts(await deps.storage.list());
    store.set({ ...store.get(), ...c });
    return c.pending;
  }

  function stop(): void {
    cancelRetry?.();
    cancelRetry = null;
  }

  return { store, enqueue, flush, setOffline, refreshPending, stop };
}

export type AnswerQueue = ReturnType<typeof createAnswerQueue>;

let current: AnswerQueue | null = null;

/** Sets (or clears, for tests) what this page's queue works with. */
export function setQueueDeps(next: QueueDeps | null): void {
  current?.stop();
  $answerQueue.set(fresh);
  current = next ? createAnswerQueue(next, $answerQueue) : null;
}

function need(): AnswerQueue {
  if (!current) throw new Error('answer queue not started');
  return current;
}

/** Marks the connection state (the browser's online/offline events call this). */
export function setOffline(offline: boolean): void {
  need().setOffline(offline);
}

/** Keeps a call on the device and starts sending. Resolves once it is stored. */
export function enqueue(kind: QueuedCall['kind'], request: QueuedCall['request'], actor: Actor): Promise<QueuedCall> {
  return need().enqueue(kind, request, actor);
}

/** Sends every waiting call, oldest first (see `createAnswerQueue`). */
export function flushQueue(): Promise<FlushResult> {
  return need().flush();
}

/** Rereads the number of waiting calls (another tab may have sent or added some). */
export function refreshPending(): Promise<number> {
  return need().refreshPending();
}

/** Is the queue started (a page with answering islands)? */
export function queueStarted(): boolean {
  return current !== null;
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
