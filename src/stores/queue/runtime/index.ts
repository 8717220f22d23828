/**
 * The offline call queue as it runs in a page: the sequential flusher (call-queue.ts), this
 * page's instance and its state `$callQueue` (page-queue.ts), IndexedDB storage and the
 * cross-tab lock (offline-queue.ts, queue-storage.ts). Loaded on demand by the queue's door
 * (src/stores/queue/index.ts); imported directly only by the offline indicator
 * (src/islands/offline/OfflineStatus.tsx), itself loaded on demand, and by tests.
 * Depends on: src/stores/queue (its rules and the injected link), src/stores/alerts. Never on
 * the session: its sender and its user come through src/stores/queue/link.ts.
 */
export { createCallQueue, freshQueueState, type FlushResult, type QueueDeps, type QueueState } from './call-queue.ts';
export {
  caughtUp,
  CAUGHT_UP_WAIT_MS,
  idbQueueStorage,
  queueCall,
  sendAfterSessionChange,
  sendBeforeSessionChange,
  SESSION_CHANGE_WAIT_MS,
  startCallQueue,
} from './offline-queue.ts';
export {
  $callQueue,
  enqueue,
  flushQueue,
  memoryQueueDeps,
  offlineNotice,
  queueStarted,
  refreshPending,
  setOffline,
  setQueueDeps,
  type OfflineNotice,
} from './page-queue.ts';
export { memoryQueueStorage, storageLock, type QueueStorage } from './queue-storage.ts';
export {
  actorOf,
  answerSource,
  backoffMs,
  classifyFailure,
  keySeq,
  queueKey,
  type Actor,
  type QueuedCall,
} from '../queue-policy.ts';
