/**
 * What the learner answered in the current round of a practice test, kept on the device beside
 * the round (src/stores/rounds.ts), so the result summary at the end of the test works offline
 * too and needs no API read. A new round starts a new record.
 */
import { loadKept, saveKept } from './rounds.ts';

/** One answer of a round and its verdict. */
export interface PracticeResult {
  readonly questionId: string;
  readonly answerId: string;
  readonly correct: boolean;
  readonly veryWrong: boolean;
}

/** The answers of one round of a test, in the order given (the latest per question). */
export interface RoundResults {
  readonly round: number;
  readonly results: readonly PracticeResult[];
}

/** The key a round's results are kept under (the round's key plus `/results`). */
export const resultsKey = (roundKey: string) => `${roundKey}/results`;

/** The record after an answer: a new round starts over, an answer again replaces the earlier one. */
export function withResult(record: RoundResults | null, round: number, result: PracticeResult): RoundResults {
  const earlier = record && record.round === round ? record.results.filter((r) => r.questionId !== result.questionId) : [];
  return { round, results: [...earlier, result] };
}

/** Records an answer in its round's results. */
export async function recordResult(roundKey: string, round: number, result: PracticeResult): Promise<void> {
  const key = resultsKey(roundKey);
  await saveKept(key, withResult(await loadKept<RoundResults>(key), round, result));
}

/** The latest round's results of a test on this device, or null. */
export function loadResults(roundKey: string): Promise<RoundResults | null> {
  return loadKept<RoundResults>(resultsKey(roundKey));
}
