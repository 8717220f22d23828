/**
 * Wires the offline queue (src/stores/answer-queue.ts) into the browser: calls kept in
 * IndexedDB (idb-keyval; memory where IndexedDB is blocked), sent through the shared API
 * client, one flusher across tabs with the Web Locks API, and the browser's online/offline
 * events. Islands call `queueCall` instead of posting writes themselves.
 */
import { createStore, del, entries, set } from 'idb-keyval';
import type { ApiFailure } from '../api-client/client.ts';
import { $answerQueue, enqueue, flushQueue, memoryQueueStorage, queueStarted, refreshPending, setOffline, setQueueDeps, type QueuedCall, type QueueStorage } from './answer-queue.ts';
import { session } from './session.ts';

/** Queue storage in IndexedDB, falling back to memory for good after the first failure. */
export function idbQueueStorage(): QueueStorage {
  const memory = memoryQueueStorage();
  let store: ReturnType<typeof createStore> | null = null;
  try {
    store = typeof indexedDB === 'undefined' ? null : createStore('quiz-offline-queue', 'calls');
  } catch {
    store = null;
  }
  const guard = async <T>(idb: (s: NonNullable<typeof store>) => Promise<T>, mem: () => Promise<T>): Promise<T> => {
    if (!store) return mem();
    try {
      return await idb(store);
    } catch {
      store = null;
      return mem();
    }
  };
  return {
    list: () => guard(async (s) => (await entries<string, QueuedCall>(s)).map(([, v]) => v), memory.list),
    put: (call) => guard((s) => set(call.key, call, s), () => memory.put(call)),
    remove: (key) => guard((s) => del(key, s), () => memory.remove(key)),
  };
}

/**
 * Runs `fn` under the cross-tab lock. Where the Web Locks API is missing or refused (some
 * third-party iframes), `fn` runs anyway: the tab's own flusher still keeps the order.
 */
async function withLock<T>(locks: LockManager | undefined, fn: () => Promise<T>): Promise<T> {
  if (!locks) return fn();
  let ran = false;
  try {
    return (await locks.request('quiz-answer-queue', () => {
      ran = true;
      return fn();
    })) as T;
  } catch (err) {
    if (ran) throw err;
    return fn();
  }
}

/** Starts the queue once per page: storage, sender, cross-tab lock, connection events. */
export function startAnswerQueue(): void {
  if (queueStarted() || typeof window === 'undefined') return;
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  setQueueDeps({
    storage: idbQueueStorage(),
    send: (request) => session().api.request(request),
    lock: <T,>(fn: () => Promise<T>) => withLock(locks, fn),
    schedule: (fn, ms) => {
      const id = setTimeout(fn, ms);
      return () => clearTimeout(id);
    },
    now: () => Date.now(),
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

/** Keeps a write on the device and sends it in order (see answer-queue.ts). */
export function queueCall(kind: QueuedCall['kind'], request: QueuedCall['request']): Promise<QueuedCall> {
  startAnswerQueue();
  return enqueue(kind, request);
}

/**
 * Sends what is waiting and says whether the API is now up to date with this device: reads
 * that depend on earlier writes (next test round, latest results) are only asked then.
 */
export async function caughtUp(): Promise<boolean> {
  startAnswerQueue();
  if ($answerQueue.get().offline && typeof navigator !== 'undefined' && !navigator.onLine) return false;
  return (await flushQueue()).left === 0;
}

/** The call could not reach the API (offline, DNS, connection refused). */
export function isNetworkFailure(err: unknown): boolean {
  return (err as Partial<ApiFailure> | null)?.status === 0;
}
