/**
 * An event's screening test: the round in use and the questions answered in it. Events show no
 * verdict, so the test moves on the moment the learner starts or answers, and the work behind it
 * follows in order (`whenEventRecorded`): the round is read, and answers, with the event code,
 * go through the device's queue, so the test works offline. Rounds follow
 * src/domain/test-rounds.ts: the server's numbers when reachable, else what this device remembers.
 */
import { map } from 'nanostores';
import { apiMissingMessage } from '../../../api-client/api-missing.ts';
import { reportUnexpected } from '../../../observability/report-error.ts';
import { keepPageUntil } from '../../../navigation/leave-guard.ts';
import { showAlert } from '../../alerts/index.ts';

/** What records the test (rounds, the queue, the API client), loaded with the first step behind the screen. */
const recorder = () => import('./event-record.ts');

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

/** Runs `job` (given the recorder) after the work before it; a failure shows `test.saveAnswerWentWrong` (`api.unavailableFeature` with no API behind the site) and stops what follows. */
function behind(job: (record: Awaited<ReturnType<typeof recorder>>) => Promise<void>): Promise<boolean> {
  recording = recording.then(async (ok) => {
    if (!ok) return false;
    try {
      await job(await recorder());
      return true;
    } catch (err) {
      reportUnexpected(err);
      showAlert({ key: apiMissingMessage(err)?.key ?? 'test.saveAnswerWentWrong' }, { error: true });
      return false;
    }
  });
  // A link followed meanwhile (the language switch, the breadcrumb) waits for it.
  keepPageUntil(recording);
  return recording;
}

/** Starts a new round of the event's screening test (offline: after the last one this device knows). */
export function startEventRun(topicId: string, testId: string): Promise<boolean> {
  recording = Promise.resolve(true);
  $eventRun.set({ round: null, answered: [] });
  return behind(async (record) => {
    $eventRun.setKey('round', await record.startedRound(topicId, testId));
  });
}

/**
 * Answers an event question: it counts as answered at once (the test moves on) and is recorded
 * behind, with the event code; after a reload in the middle of the test, in the round restored
 * from stored answers. Resolves to false (after the alert) when saving failed.
 */
export function answerEvent(args: {
  code: string;
  topicId: string;
  testId: string;
  questionId: string;
  answerId: string;
  questions: readonly string[];
}): Promise<boolean> {
  const before = $eventRun.get().answered;
  const answered = before.includes(args.questionId) ? before : [...before, args.questionId];
  $eventRun.setKey('answered', answered);
  return behind(async (record) => {
    let upTo = answered;
    if ($eventRun.get().round === null) {
      const restored = await record.restoredRound(args.topicId, args.testId, args.questionId, args.questions);
      upTo = [...new Set([...restored.answered, ...answered])];
      $eventRun.set({
        round: restored.round,
        answered: [...new Set([...restored.answered, ...$eventRun.get().answered])],
      });
    }
    // This device remembers the answers recorded so far, up to this one.
    await record.recordEventAnswer({ ...args, round: $eventRun.get().round ?? 1, answered: upTo });
  });
}

/** The first question of the test not answered in this round, or null when all are. */
export function firstUnanswered(questions: readonly string[], answered: readonly string[]): string | null {
  return questions.find((q) => !answered.includes(q)) ?? null;
}
