/**
 * Answering a practice question, alone or inside a topic's test. A practice page ships its
 * correct answer, so the verdict is shown the moment the learner answers, also offline; the
 * answer is then recorded behind it: in a topic's test its round follows the rule of
 * src/domain/test-rounds.ts, from the server's numbers when reachable, else from what this device
 * remembers, and it goes through the device's queue. A link followed meanwhile waits for that
 * (src/navigation/leave-guard.ts), so the answer is never left behind and the next page reads it back.
 */
import { map } from 'nanostores';
import { reportUnexpected } from '../../../observability/report-error.ts';
import { keepPageUntil } from '../../../navigation/leave-guard.ts';
import { showAlert } from '../../alerts/index.ts';
import { afterNextFrame } from '../../../utils/next-frame.ts';
import type { TestOrder } from './test-order.ts';

export interface PracticeState {
  readonly status: 'idle' | 'answered';
  readonly chosen: string | null;
  readonly isCorrect: boolean;
  readonly isVeryWrong: boolean;
  /** The round the answer was recorded in, once it is. */
  readonly round: number | null;
}

const idle: PracticeState = { status: 'idle', chosen: null, isCorrect: false, isVeryWrong: false, round: null };
export const $practice = map<PracticeState>(idle);

export function resetPractice(): void {
  $practice.set(idle);
}

/**
 * Shows a practice question as answered with `answerId`, an answer saved on another page (the
 * same question before a language switch): nothing is recorded again.
 */
export function showAnswered(answerId: string, key: { correct: string; veryWrong: readonly string[] }): void {
  const isCorrect = answerId === key.correct;
  $practice.set({
    status: 'answered',
    chosen: answerId,
    isCorrect,
    isVeryWrong: !isCorrect && key.veryWrong.includes(answerId),
    round: null,
  });
}

/** The recording of the latest answer: true once it is kept (and, online, sent), false when saving failed. */
let recording: Promise<boolean> = Promise.resolve(true);

/** Resolves once the answers given on this page are recorded: the way on waits for it. */
export function whenPracticeRecorded(): Promise<boolean> {
  return recording;
}

/**
 * Answers a practice question: the verdict at once, then the answer recorded. In a topic's test
 * the round comes from the server (continuing the latest round unless the test starts over);
 * `retrying` says it was given through "try the wrong ones again", whose round's summary keeps
 * the rest of the test. Resolves to false (after the alert `test.saveAnswerWentWrong`) when
 * saving failed: the caller sends the visitor to the start screen; to false at once when the
 * question is already answered.
 */
export function answerPractice(
  questionId: string,
  answerId: string,
  order: TestOrder | null,
  key: { correct: string; veryWrong: readonly string[] },
  retrying = false,
  review = false,
): Promise<boolean> {
  if ($practice.get().status !== 'idle') return Promise.resolve(false);
  // The page knows the correct answer (practice pages show it anyway), so the verdict needs no network.
  const isCorrect = answerId === key.correct;
  const isVeryWrong = !isCorrect && key.veryWrong.includes(answerId);
  $practice.set({ status: 'answered', chosen: answerId, isCorrect, isVeryWrong, round: null });
  const grade = { questionId, answerId, correct: isCorrect, veryWrong: isVeryWrong };
  // What records it (rounds, the queue, the API client, the review boxes) loads behind the
  // verdict: once the frame that shows it is painted, so the learner's answer is never waiting on it.
  recording = recording
    .then(afterNextFrame)
    .then(() => import('./practice-record.ts'))
    .then((m) => m.recordPractice(grade, order, retrying, review))
    .then(
      (round) => {
        if ($practice.get().chosen === answerId) $practice.setKey('round', round);
        return true;
      },
      (err: unknown) => {
        reportUnexpected(err);
        showAlert({ key: 'test.saveAnswerWentWrong' }, { error: true });
        return false;
      },
    );
  // A link followed meanwhile (the next question, the language switch) waits for it.
  keepPageUntil(recording);
  return recording;
}
