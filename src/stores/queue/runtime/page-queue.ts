/**
 * This page's offline call queue (src/stores/queue/runtime/call-queue.ts) and its state `$callQueue`, which
 * the offline indicator shows. Started by src/stores/queue/offline.ts in the browser; tests set their
 * own dependencies with `setQueueDeps`.
 */
import { map } from 'nanostores';
import {
  createCallQueue,
  freshQueueState,
  type CallQueue,
  type FlushResult,
  type QueueDeps,
  type QueueState,
} from './call-queue.ts';
import type { Actor, QueuedCall } from '../queue-policy.ts';
import { memoryQueueStorage, type QueueStorage } from './queue-storage.ts';

/** The state of this page's queue: waiting calls, answers among them, offline, caught up. */
export const $callQueue = map<QueueState>(freshQueueState);

let current: CallQueue | null = null;

/** Sets (or clears, for tests) what this page's queue works with. */
export function setQueueDeps(next: QueueDeps | null): void {
  current?.stop();
  $callQueue.set(freshQueueState);
  current = next ? createCallQueue(next, $callQueue) : null;
}

/** Deps for tests and plain scripts: memory storage, no lock, retries left to the caller. */
export function memoryQueueDeps(
  send: (request: QueuedCall['request']) => Promise<unknown>,
  storage: QueueStorage = memoryQueueStorage(),
): QueueDeps {
  return { storage, send: (r) => send(r), lock: (fn) => fn(), schedule: () => () => undefined };
}

function need(): CallQueue {
  if (!current) throw new Error('call queue not started');
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

/** Sends every waiting call, oldest first (see `createCallQueue`). */
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

export type OfflineNotice = {
  readonly key:
    'offline.offline' | 'offline.offlineSaved' | 'offline.keptForServer' | 'offline.sending' | 'offline.caughtUp';
  readonly count: number;
} | null;

/**
 * What the indicator says: offline (with the number of calls kept on the device), kept for the
 * quiz server while it is away (`apiAway`, src/stores/session/api-away.ts: "sending" would not be true),
 * sending after the network came back, and "caught up" once everything kept was sent.
 */
export function offlineNotice(s: QueueState, apiAway = false): OfflineNotice {
  if (s.offline)
    return s.answers > 0 ? { key: 'offline.offlineSaved', count: s.answers } : { key: 'offline.offline', count: 0 };
  if (s.answers > 0) return { key: apiAway ? 'offline.keptForServer' : 'offline.sending', count: s.answers };
  return s.caughtUp ? { key: 'offline.caughtUp', count: 0 } : null;
}
