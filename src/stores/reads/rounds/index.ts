/**
 * Test rounds: the rounds this device remembers (rounds.ts, IndexedDB loaded on use) and the
 * API's reads of the next round and the latest results, asked only once the queue has caught up
 * (round-reads.ts). Depends on: src/stores/queue, src/stores/session.
 */
export { answeredIn, fetchLatestResults, fetchNextRound, fromServer, roundContext, type LatestTest } from './round-reads.ts';
export { loadKept, loadRound, roundKey, saveKept, saveRound } from './rounds.ts';
