/**
 * Where the offline call queue keeps its calls and bookkeeping, and the lock across tabs for
 * browsers without the Web Locks API. IndexedDB in the browser (src/stores/queue/offline.ts), the
 * memory storage here in tests and wherever IndexedDB is blocked (third-party iframes).
 */
import type { QueuedCall } from '../queue-policy.ts';

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

/** Keeps calls in memory (tests; pages where IndexedDB is blocked, e.g. third-party iframes). */
export function memoryQueueStorage(): QueueStorage {
  const items = new Map<string, QueuedCall>();
  const meta = new Map<string, unknown>();
  return {
    list: () => Promise.resolve([...items.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))),
    put: (call) => {
      items.set(call.key, call);
      return Promise.resolve();
    },
    remove: (key) => {
      items.delete(key);
      return Promise.resolve();
    },
    // The caller's `fn` may throw: in the executor, that is a rejection, as IndexedDB's swap gives.
    swap: <T>(key: string, fn: (old: T | undefined) => T) =>
      new Promise<T>((resolve) => {
        const next = fn(meta.get(key) as T | undefined);
        meta.set(key, next);
        resolve(next);
      }),
  };
}

interface Lease {
  readonly owner: string;
  readonly until: number;
}

export interface StorageLockOptions {
  readonly owner?: string;
  /** How long a lease lasts unless renewed (a dead tab's lease runs out after this). */
  readonly ms?: number;
  /** How often a waiting tab tries again. */
  readonly pollMs?: number;
  readonly now?: () => number;
  /** Waits `ms` (tests inject one that needs no real time). */
  readonly wait?: (ms: number) => Promise<void>;
}

/**
 * A lock across tabs kept in the queue's storage, for browsers without the Web Locks API: a
 * lease taken atomically (`swap`), renewed while held and given back after; a lease whose tab
 * died runs out after `ms`. Waiters poll every `pollMs`.
 */
export function storageLock(storage: QueueStorage, opts: StorageLockOptions = {}) {
  const owner = opts.owner ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const ms = opts.ms ?? 30_000;
  const pollMs = opts.pollMs ?? 100;
  const now = opts.now ?? (() => Date.now());
  const wait = opts.wait ?? ((d: number) => new Promise<void>((r) => setTimeout(r, d)));
  const take = () =>
    storage.swap<Lease | null>('lease', (l) =>
      !l || l.owner === owner || l.until < now() ? { owner, until: now() + ms } : l,
    );
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    while ((await take())?.owner !== owner) await wait(pollMs);
    const renew = setInterval(() => void take(), ms / 3);
    try {
      return await fn();
    } finally {
      clearInterval(renew);
      await storage.swap<Lease | null>('lease', (l) => (l?.owner === owner ? null : (l ?? null)));
    }
  };
}
