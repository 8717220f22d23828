/**
 * Test rounds (docs/reference/states.md#test-round-counter), the one rule the server and the browser share. The server
 * numbers rounds (`next_test_round` is the latest round plus one); a visitor who continues a
 * round whose answers are stored gets the server's next round lowered by one if above 1; a
 * question answered again, or the test's first question, opens a new round. The browser keeps
 * the same rule as state so a test started online goes on offline (src/stores/reads/rounds/rounds.ts).
 */

/** The round in use and the questions answered in it; round 0 means no round yet. */
export interface RoundContext {
  readonly round: number;
  readonly answered: readonly string[];
}

/** What the visitor is about to answer: the question, and whether it starts the test. */
export interface RoundStep {
  readonly questionId: string;
  readonly startsTest: boolean;
}

/** The round a new attempt gets: the latest stored round plus one (1 when none is stored). */
export function nextRound(latestStored: number): number {
  return Math.max(0, latestStored) + 1;
}

/** Restoring results from stored answers: the server's next round lowered by one if above 1. */
export function restoredRound(next: number): number {
  return next > 1 ? next - 1 : next;
}

/** The context the server reports: its next round and what its latest round holds. */
export function contextFromServer(next: number, answeredInLatest: readonly string[]): RoundContext {
  return next > 1 ? { round: restoredRound(next), answered: [...answeredInLatest] } : { round: 0, answered: [] };
}

/**
 * The round an answer belongs to, with the questions answered in it before: a new round when
 * there is none yet, when the test starts over, or when the question was answered in this
 * round already; else the round goes on.
 */
export function roundFor(ctx: RoundContext | null, step: RoundStep): RoundContext {
  if (!ctx || ctx.round <= 0) return { round: 1, answered: [] };
  if (step.startsTest || ctx.answered.includes(step.questionId)) return { round: ctx.round + 1, answered: [] };
  return ctx;
}

/** The context after answering `step.questionId` (see `roundFor`). */
export function answerInRound(ctx: RoundContext | null, step: RoundStep): RoundContext {
  const r = roundFor(ctx, step);
  return { round: r.round, answered: [...r.answered, step.questionId] };
}

/**
 * The round of an answer from the server's numbers alone: its next round, and the questions its
 * latest round holds (`answerInRound` from the server's context).
 */
export function chooseRound(next: number, opts: RoundStep & { readonly answeredInLatest: readonly string[] }): number {
  return roundFor(contextFromServer(next, opts.answeredInLatest), opts).round;
}

/** A fresh round after the last one known (event screening tests start one explicitly). */
export function startRound(ctx: RoundContext | null): RoundContext {
  return { round: Math.max(0, ctx?.round ?? 0) + 1, answered: [] };
}
