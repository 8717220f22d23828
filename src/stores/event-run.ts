/**
 * An event's screening test: the round in use and the questions answered in it. Events show no
 * verdict, so the test moves on the moment the learner starts or answers, and the work behind it
 * follows in order (`whenEventRecorded`): the round is read, and answers, with the event code,
 * go through the device's queue, so the test works offline. Rounds follow
 * src/domain/test-rounds.ts: the server's numbers when reachable, else what this device remembers.
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
}

const noRun: EventRunState = { round: null, answered: [] };
export const $eventRun = map<EventRunState>(noRun);

/** The work behind the screen, in the order the learner acted: false once saving failed. */
let recording: Promise<boolean> = Promise.resolve(true);

export function resetEventRun(): void {
  recording = Promise.resolve(true);
  $eventRun.set(noRun);
}

/** Resolves once what the learner did on this page is recorded (false when saving failed): leaving the page waits for it. */
export function whenEventRecorded(): Promise<boolean> {
  return recording;
}

/** Runs `job` after the work before it; a failure shows `test.saveAnswerWentWrong` and stops what follows. */
function behind(job: () => Promise<void>): Promise<boolean> {
  recording = recording.then(async (ok) => {
    if (!ok) return false;
    try {
      await job();
      return true;
    } catch (err) {
      reportUnexpected(err);
      showAlert({ key: 'test.saveAnswerWentWrong' }, { error: true });
      return false;
    }
  });
  return recording;
}

/** Starts a new round of the event's screening test (offline: after the last one this device knows). */
export function startEventRun(topicId: string, testId: string): Promise<boolean> {
  recording = Promise.resolve(true);
  $eventRun.set({ round: null, answered: [] });
  return behind(async () => {
    const key = roundKey(await ensureUserUuid(), topicId, testId);
    const next = await fromServer(() => fetchNextRound(topicId, testId));
    const ctx = next === null ? startRound(await loadRound(key)) : { round: next, answered: [] };
    await saveRound(key, ctx);
    $eventRun.setKey('round', ctx.round);
  });
}

/**
 * Continues after a reload in the middle of the test: the stored answers of the latest round
 * are restored and the round is the server's next one lowered by one, unless the question at
 * hand starts the test or was answered in that round already (then a new round starts).
 */
export async function restoreEventRun(topicId: string, testId: string, questionId: string, questions: readonly string[]): Promise<void> {
  const { ctx } = await roundContext(topicId, testId);
  const r = roundFor(ctx, { questionId, startsTest: questions[0] === questionId });
  $eventRun.set({ round: r.round, answered: [...new Set([...r.answered, ...$eventRun.get().answered])] });
}

/**
 * Answers an event question: it counts as answered at once (the test moves on) and is recorded
 * behind, with the event code. Resolves to false (after the alert) when saving failed.
 */
export function answerEvent(args: { code: string; topicId: string; testId: string; questionId: string; answerId: string; questions: readonly string[] }): Promise<boolean> {
  const before = $eventRun.get().answered;
  const answered = before.includes(args.questionId) ? before : [...before, args.questionId];
  $eventRun.setKey('answered', answered);
  return behind(async () => {
    if ($eventRun.get().round === null) await restoreEventRun(args.topicId, args.testId, args.questionId, args.questions);
    const round = $eventRun.get().round ?? 1;
    await queueAnswer({ test_round: round, topic_global_id: args.topicId, test_global_id: args.testId, question_global_id: args.questionId, answer_global_id: args.answerId, event_code: args.code });
    // This device remembers the answers recorded so far, up to this one.
    await saveRound(roundKey(await ensureUserUuid(), args.topicId, args.testId), { round, answered });
  });
}

/** The first question of the test not answered in this round, or null when all are. */
export function firstUnanswered(questions: readonly string[], answered: readonly string[]): string | null {
  return questions.find((q) => !answered.includes(q)) ?? null;
}
