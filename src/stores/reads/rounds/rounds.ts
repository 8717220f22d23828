/**
 * Test rounds that still work offline. The server knows the rounds (`next_test_round`,
 * `latest_results`); this device remembers, per user and test, the round it last used and the
 * questions answered in it, so a test started online can go on without a network. The rule is
 * the server's own (src/domain/test-rounds.ts); online, the server's numbers win (after the
 * queue has sent what it kept). Kept in IndexedDB beside the queue (memory where IndexedDB is
 * blocked).
 */
import type { UseStore } from 'idb-keyval';
import type { RoundContext } from '../../../domain/test-rounds.ts';
import { reportUnexpected } from '../../../observability/report-error.ts';

const memory = new Map<string, unknown>();
/** idb-keyval, loaded with the first round kept or read (with the offline queue, which uses it too). */
const idbKeyval = () => import('idb-keyval');
let store: UseStore | null | undefined;
const idb = async () => {
  if (store === undefined) {
    try {
      store =
        typeof indexedDB === 'undefined' ? null : (await idbKeyval()).createStore('quiz-offline-rounds', 'rounds');
    } catch (err) {
      reportUnexpected(err);
      store = null;
    }
  }
  return store;
};

/** The key a round is remembered under: per user, topic and test. */
export const roundKey = (userUuid: string, topicId: string, testId: string) => `${userUuid}/${topicId}/${testId}`;

/** A value this device keeps under a key (IndexedDB, else memory), or null. */
export async function loadKept<T>(key: string): Promise<T | null> {
  const s = await idb();
  if (s) {
    try {
      return (await (await idbKeyval()).get<T>(key, s)) ?? null;
    } catch (err) {
      reportUnexpected(err);
      store = null;
    }
  }
  return (memory.get(key) as T | undefined) ?? null;
}

/** Keeps a value (in memory at once, in IndexedDB when it can). */
export async function saveKept(key: string, value: unknown): Promise<void> {
  memory.set(key, value);
  const s = await idb();
  if (s) await (await idbKeyval()).set(key, value, s).catch(reportUnexpected);
}

/** The round this device remembers for a key, or null when none. */
export const loadRound = (key: string): Promise<RoundContext | null> => loadKept<RoundContext>(key);

/** Remembers a round (in memory at once, in IndexedDB when it can). */
export const saveRound = (key: string, ctx: RoundContext): Promise<void> => saveKept(key, ctx);
