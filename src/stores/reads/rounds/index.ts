/**
 * Test rounds this device remembers (rounds.ts, IndexedDB loaded on use). What the API says
 * about rounds has a door of its own (./server/index.ts), so the summary page, which reads only
 * the device, does not load the session's reads. Depends on nothing in src/stores.
 */
export { loadKept, loadRound, roundKey, saveKept, saveRound } from './rounds.ts';
