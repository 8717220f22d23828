/**
 * Test rounds that still work offline. The server knows the rounds (`next_test_round`,
 * `latest_results`); this device remembers, per user and test, the round it last used and the
 * questions answered in it, so a test started online can go on without a network. Online,
 * the server's numbers win (after the queue has sent what it kept). Kept in IndexedDB beside
 * the queue (memory where IndexedDB is blocked).
 */
import { createStore, get, set } from 'idb-keyval';

/** The round in use and the questions answered in it; round 0 means no round yet. */
export interface RoundContext {
  readonly round: number;
  readonly answered: readonly string[];
}

/** The state the server reports: its next round and what its latest round holds. */
export function contextFromServer(nextRound: number, answeredInLatest: readonly string[]): RoundContext {
  return nextRound > 1 ? { round: nextRound - 1, answered: [...answeredInLatest] } : { round: 0, answered: [] };
}

/**
 * The context after answering `questionId`: a new round when there is none yet, when the
 * test starts over, or when the question was answered in this round; else the round goes on.
 * (The same rule as `chooseRound` in answering.ts, kept as state.)
 */
export function answerInRound(ctx: RoundContext | null, opts: { questionId: string; startsTest: boolean }): RoundContext {
  if (!ctx || ctx.round === 0) return { round: 1, answered: [opts.questionId] };
  if (opts.startsTest || ctx.answered.includes(opts.questionId)) return { round: ctx.round + 1, answered: [opts.questionId] };
  return { round: ctx.round, answered: [...ctx.answered, opts.questionId] };
}

/** A fresh round after the last one known (event screening tests start one explicitly). */
export function startRound(ctx: RoundContext | null): RoundContext {
  return { round: (ctx?.round ?? 0) + 1, answered: [] };
}

const memory = new Map<string, RoundContext>();
let store: ReturnType<typeof createStore> | null | undefined;
const idb = () => {
  if (store === undefined) {
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore('quiz-offline-rounds', 'rounds');
    } catch {
      store = null;
    }
  }
  return store;
};

export const roundKey = (userUuid: string, topicId: string, testId: string) => `${userUuid}/${topicId}/${testId}`;

export async function loadRound(key: string): Promise<RoundContext | null> {
  const s = idb();
  if (s) {
    try {
      return (await get<RoundContext>(key, s)) ?? null;
    } catch {
      store = null;
    }
  }
  return memory.get(key) ?? null;
}

export async function saveRound(key: string, ctx: RoundContext): Promise<void> {
  memory.set(key, ctx);
  const s = idb();
  if (s) await set(key, ctx, s).catch(() => undefined);
}
