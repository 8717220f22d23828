/**
 * What the learner answered in the current round of a practice test, kept on the device beside
 * the round (src/stores/reads/rounds/rounds.ts), so the result summary at the end of the test works offline
 * too and needs no API read. A new round starts a new record; a retry round carries the round
 * it retries over (`withResult`).
 */
import { loadKept, saveKept } from '../../reads/rounds/index.ts';

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
  /** Questions answered again through "try the wrong ones again"; absent in a plain round. */
  readonly retried?: readonly string[];
}

/** The key a round's results are kept under (the round's key plus `/results`). */
export const resultsKey = (roundKey: string) => `${roundKey}/results`;

/**
 * The record after an answer: an answer again in the round replaces the earlier one, and a new
 * round starts over, except a retry round ("try the wrong ones again", `retrying`):
 * it starts from the round it retries, so its summary is the whole test with the retried
 * answers replaced (docs/decisions.md, "The summary after trying the wrong ones again").
 */
export function withResult(
  record: RoundResults | null,
  round: number,
  result: PracticeResult,
  retrying = false,
): RoundResults {
  const base = record && (record.round === round || retrying) ? record : null;
  const earlier = base ? base.results.filter((r) => r.questionId !== result.questionId) : [];
  const retried = retrying ? [...new Set([...(base?.retried ?? []), result.questionId])] : base?.retried;
  return retried ? { round, results: [...earlier, result], retried } : { round, results: [...earlier, result] };
}

/** Records an answer in its round's results (`retrying`: given through "try the wrong ones again"). */
export async function recordResult(
  roundKey: string,
  round: number,
  result: PracticeResult,
  retrying = false,
): Promise<void> {
  const key = resultsKey(roundKey);
  await saveKept(key, withResult(await loadKept<RoundResults>(key), round, result, retrying));
}

/** The latest round's results of a test on this device, or null. */
export function loadResults(roundKey: string): Promise<RoundResults | null> {
  return loadKept<RoundResults>(resultsKey(roundKey));
}
