/**
 * An event's screening test: the round in use and the questions answered in it. Events show no
 * verdict; answers carry the event code and go through the device's queue, so the test works
 * offline. Rounds follow src/domain/test-rounds.ts: the server's numbers when reachable, else
 * what this device remembers.
 */
import { map } from 'nanostores';
import { roundFor, startRound } from '../domain/test-rounds.ts';
import { reportUnexpected } from '../observability/report-error.ts';
import { showAlert } from './alerts.ts';
import { queueAnswer } from './answer-calls.ts';
import { fetchNextRound, fromServer, roundContext } from './round-reads.ts';
import { loadRound, roundKey, saveRound } from './rounds.ts';
import { ensureUserUuid } from './session.ts';

export interface EventRunState {
  readonly round: number | null;
  /** Questions answered in this round. */
  readonly answered: readonly string[];
  readonly saving: boolean;
}

const noRun: EventRunState = { round: null, answered: [], saving: false };
export const $eventRun = map<EventRunState>(noRun);

export function resetEventRun(): void {
  $eventRun.set(noRun);
}

/** Starts a new round of the event's screening test (offline: after the last one this device knows). */
export async function startEventRun(topicId: string, testId: string): Promise<void> {
  const key = roundKey(await ensureUserUuid(), topicId, testId);
  const next = await fromServer(() => fetchNextRound(topicId, testId));
  const ctx = next === null ? startRound(await loadRound(key)) : { round: next, answered: [] };
  await saveRound(key, ctx);
  $eventRun.set({ round: ctx.round, answered: [], saving: false });
}

/**
 * Continues after a reload in the middle of the test: the stored answers of the latest round
 * are restored and the round is the server's next one lowered by one, unless the question at
 * hand starts the test or was answered in that round already (then a new round starts).
 */
export async function restoreEventRun(topicId: string, testId: string, questionId: string, questions: readonly string[]): Promise<void> {
  const { ctx } = await roundContext(topicId, testId);
  const r = roundFor(ctx, { questionId, startsTest: questions[0] === questionId });
  $eventRun.set({ round: r.round, answered: [...r.answered], saving: $eventRun.get().saving });
}

/** Records an event answer (with the event code). False (and the alert) when saving failed. */
export async function answerEvent(args: { code: string; topicId: string; testId: string; questionId: string; answerId: string; questions: readonly string[] }): Promise<boolean> {
  if ($eventRun.get().saving) return false;
  $eventRun.setKey('saving', true);
  try {
    if ($eventRun.get().round === null) await restoreEventRun(args.topicId, args.testId, args.questionId, args.questions);
    const round = $eventRun.get().round ?? 1;
    await queueAnswer({ test_round: round, topic_global_id: args.topicId, test_global_id: args.testId, question_global_id: args.questionId, answer_global_id: args.answerId, event_code: args.code });
    const before = $eventRun.get().answered;
    const answered = before.includes(args.questionId) ? before : [...before, args.questionId];
    await saveRound(roundKey(await ensureUserUuid(), args.topicId, args.testId), { round, answered });
    $eventRun.set({ round, answered, saving: false });
    return true;
  } catch (err) {
    reportUnexpected(err);
    $eventRun.setKey('saving', false);
    showAlert({ key: 'test.saveAnswerWentWrong' }, { error: true });
    return false;
  }
}

/** The first question of the test not answered in this round, or null when all are. */
export function firstUnanswered(questions: readonly string[], answered: readonly string[]): string | null {
  return questions.find((q) => !answered.includes(q)) ?? null;
}
