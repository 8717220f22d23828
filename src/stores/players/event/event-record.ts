/**
 * Recording an event's screening test behind the screen that has already moved on
 * (src/stores/players/event/event-run.ts loads this module then): its round by the rule of
 * src/domain/test-rounds.ts, from the server's numbers when reachable, else from what this device
 * remembers, and its answers, with the event code, through the device's queue.
 */
import { roundFor, startRound } from '../../../domain/test-rounds.ts';
import { queueAnswer } from '../answers/index.ts';
import { fetchNextRound, fromServer, roundContext } from '../../reads/rounds/server/index.ts';
import { loadRound, roundKey, saveRound } from '../../reads/rounds/index.ts';
import { ensureUserUuid } from '../../session/index.ts';

/** A new round of the test (offline: after the last one this device knows), remembered on the device. */
export async function startedRound(topicId: string, testId: string): Promise<number> {
  const key = roundKey(await ensureUserUuid(), topicId, testId);
  const next = await fromServer(() => fetchNextRound(topicId, testId));
  const ctx = next === null ? startRound(await loadRound(key)) : { round: next, answered: [] };
  await saveRound(key, ctx);
  return ctx.round;
}

/**
 * The round to go on with after a reload in the middle of the test: the latest one with its
 * stored answers, lowered by one from the server's next, unless the question at hand starts the
 * test or was answered in it already (then a new round starts).
 */
export async function restoredRound(
  topicId: string,
  testId: string,
  questionId: string,
  questions: readonly string[],
): Promise<{ round: number; answered: readonly string[] }> {
  const { ctx } = await roundContext(topicId, testId);
  return roundFor(ctx, { questionId, startsTest: questions[0] === questionId });
}

/** What an answer records: the answer with its event code, in its round, and the round's answers so far. */
export interface EventAnswer {
  readonly code: string;
  readonly topicId: string;
  readonly testId: string;
  readonly questionId: string;
  readonly answerId: string;
  readonly round: number;
  /** The questions answered in the round, this one included. */
  readonly answered: readonly string[];
}

/** Keeps an answer in the device's queue and remembers the round's answers on the device. */
export async function recordEventAnswer(a: EventAnswer): Promise<void> {
  await queueAnswer({
    test_round: a.round,
    topic_global_id: a.topicId,
    test_global_id: a.testId,
    question_global_id: a.questionId,
    answer_global_id: a.answerId,
    event_code: a.code,
  });
  await saveRound(roundKey(await ensureUserUuid(), a.topicId, a.testId), { round: a.round, answered: a.answered });
}
