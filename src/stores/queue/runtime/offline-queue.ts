/**
 * Wires the offline call queue (src/stores/queue/runtime/call-queue.ts) into the browser: calls
 * kept in IndexedDB (idb-keyval; memory where IndexedDB is blocked), sent through the sender the
 * session gave (src/stores/queue/link.ts), one flusher across tabs with the Web Locks API, and
 * the browser's online/offline events. Stores reach it through src/stores/queue/index.ts, which
 * loads this module the first time something is recorded or read back, so a page nobody has
 * used yet has not loaded it.
 */
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { OperationName } from '../../../api-contract/operations.ts';
import type { CallInput } from '../../../api-contract/types.ts';
import { requestOf } from '../../../api-client/requests.ts';
import { reportUnexpected } from '../../../observability/report-error.ts';
import { mountAlerts } from '../../alerts/index.ts';
import {
  $callQueue,
  enqueue,
  flushQueue,
  offlineNotice,
  queueStarted,
  refreshPending,
  setOffline,
  setQueueDeps,
} from './page-queue.ts';
import type { Actor, QueuedCall } from '../queue-policy.ts';
import { memoryQueueStorage, storageLock, type QueueStorage } from './queue-storage.ts';
import { queueLink } from '../link.ts';

/** A promise's result, or `fallback` after reporting it if it failed for an unexpected reason. */
const orFallback = <T>(promise: Promise<T>, fallback: T): Promise<T> =>
  promise.catch((err: unknown) => {
    reportUnexpected(err);
    return fallback;
  });

/** One read-and-replace in a single IndexedDB transaction (atomic across tabs). */
function idbSwap<T>(store: UseStore, key: string, fn: (old: T | undefined) => T): Promise<T> {
  return store('readwrite', (s) => {
    const read = s.get(key);
    return new Promise<T>((resolve, reject) => {
      let next: T;
      read.onsuccess = () => {
        next = fn(read.result as T | undefined);
        s.put(next, key);
      };
      s.transaction.oncomplete = () => resolve(next);
      s.transaction.onerror = s.transaction.onabort = () =>
        // The error is null for a transaction aborted without one: reported as a bug either way.
        reject(s.transaction.error ?? new Error('IndexedDB transaction aborted without an error'));
    });
  });
}

/** Queue storage in IndexedDB, falling back to memory for good after the first failure. */
export function idbQueueStorage(): QueueStorage {
  const memory = memoryQueueStorage();
  let store: UseStore | null = null;
  let meta: UseStore | null = null;
  try {
    store = typeof indexedDB === 'undefined' ? null : createStore('quiz-offline-queue', 'calls');
    // idb-keyval opens one store per database: the sequence counter and the lease live apart.
    meta = store ? createStore('quiz-offline-queue-meta', 'meta') : null;
  } catch (err) {
    reportUnexpected(err);
    store = null;
  }
  const guard = async <T>(idb: (s: UseStore, m: UseStore) => Promise<T>, mem: () => Promise<T>): Promise<T> => {
    if (!store || !meta) return mem();
    try {
      return await idb(store, meta);
    } catch (err) {
      reportUnexpected(err);
      store = null;
      return mem();
    }
  };
  return {
    list: () =>
      guard(
        async (s) => (await entries<string, QueuedCall>(s)).map(([, v]) => v),
        () => memory.list(),
      ),
    put: (call) =>
      guard(
        (s) => set(call.key, call, s),
        () => memory.put(call),
      ),
    remove: (key) =>
      guard(
        (s) => del(key, s),
        () => memory.remove(key),
      ),
    swap: <T>(key: string, fn: (old: T | undefined) => T) =>
      guard(
        (_, m) => idbSwap(m, key, fn),
        () => memory.swap(key, fn),
      ),
  };
}

/**
 * Runs `fn` under the cross-tab lock. Where the Web Locks API is missing or refused (some
 * third-party iframes), a lease kept in the queue's storage stands in (`storageLock`).
 */
async function withLock<T>(
  locks: LockManager | undefined,
  fallback: <U>(fn: () => Promise<U>) => Promise<U>,
  fn: () => Promise<T>,
): Promise<T> {
  if (!locks) return fallback(fn);
  let ran = false;
  try {
    // The lock keeps its first name: tabs still running an older build share it.
    return await locks.request('quiz-answer-queue', () => {
      ran = true;
      return fn();
    });
  } catch (err) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the lock's callback sets `ran` (TS keeps it narrowed to false there, TypeScript#9998)
    if (ran) throw err;
    reportUnexpected(err);
    return fallback(fn);
  }
}

/** Starts the queue once per page: storage, sender, cross-tab lock, connection events. */
export function startCallQueue(): void {
  if (queueStarted() || typeof window === 'undefined') return;
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  const storage = idbQueueStorage();
  const fallback = storageLock(storage);
  setQueueDeps({
    storage,
    send: (request, signal) => queueLink().send(request, signal),
    lock: <T>(fn: () => Promise<T>) => withLock(locks, fallback, fn),
    schedule: (fn, ms) => {
      const id = setTimeout(fn, ms);
      return () => clearTimeout(id);
    },
  });
  // The Alerts island shows the queue's notice (answers being sent, offline …) but mounts on
  // demand: a first visit has nothing stored that mounts it. Mounted at the first notice, while
  // online, its code is also at hand when the network drops later.
  const stopWatching = $callQueue.subscribe((state) => {
    if (!offlineNotice(state)) return;
    mountAlerts();
    queueMicrotask(() => stopWatching());
  });
  addEventListener('online', () => setOffline(false));
  addEventListener('offline', () => setOffline(true));
  // Another tab may have added or sent calls meanwhile.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshPending().then((n) => (n ? flushQueue() : undefined));
  });
  if (!navigator.onLine) setOffline(true);
  void refreshPending().then((n) => (n && navigator.onLine ? flushQueue() : undefined));
}

/**
 * Keeps a write (the operation `name` with its input) on the device and sends it in order (see
 * call-queue.ts). `actor` is who it acts for; by default the stored uuid, as an account's when a
 * token is stored.
 */
export function queueCall<K extends OperationName>(
  kind: QueuedCall['kind'],
  name: K,
  input: CallInput<K>,
  actor: Actor = currentActor(),
): Promise<QueuedCall> {
  startCallQueue();
  const request = requestOf(name, input);
  if (request.method !== 'post')
    return Promise.reject(new Error(`queueCall: ${name} is not a write (${request.method})`));
  return enqueue(kind, { ...request, method: 'post' }, actor);
}

/** Who the visitor is now, as the session says (src/stores/queue/link.ts). */
export function currentActor(): Actor {
  return queueLink().actor();
}

/** How long `caughtUp` waits for the queue by default. */
export const CAUGHT_UP_WAIT_MS = 8000;

/**
 * Sends what is waiting and says whether the API is now up to date with this device: reads
 * that depend on earlier writes (next test round, latest results) are only asked then. Waits
 * `ms` at most (a network that answers nothing must not stall the page): false after that.
 */
export async function caughtUp(ms = CAUGHT_UP_WAIT_MS): Promise<boolean> {
  startCallQueue();
  if (!queueStarted()) return true; // outside a browser nothing is kept
  if ($callQueue.get().offline && typeof navigator !== 'undefined' && !navigator.onLine) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = orFallback(
    flushQueue().then((r) => r.left === 0),
    false,
  );
  return Promise.race([done, new Promise<boolean>((r) => (timer = setTimeout(() => r(false), ms)))]).finally(() =>
    clearTimeout(timer),
  );
}

/** How long signing up, logging in or out waits for the queue to be sent first. */
export const SESSION_CHANGE_WAIT_MS = 5000;

/**
 * Before the session changes (sign-up, login, token login, logout): sends what the queue holds
 * while the current session can still write it, a few seconds at most. Whatever is left is
 * kept: it names its uuid and is sent once a session that may write for it is back.
 */
export async function sendBeforeSessionChange(): Promise<void> {
  await orFallback(caughtUp(SESSION_CHANGE_WAIT_MS), false);
}

/** After the session changed: calls held for this session's uuid may go now. */
export function sendAfterSessionChange(): void {
  void orFallback(caughtUp(), false);
}
