/**
 * Answering a practice question, alone or inside a topic's test. A practice page ships its
 * correct answer, so the verdict is known at once, also offline; the answer goes through the
 * device's queue. In a topic's test the round follows the rule of src/domain/test-rounds.ts,
 * from the server's numbers when reachable, else from what this device remembers.
 */
import { map } from 'nanostores';
import { answerInRound } from '../domain/test-rounds.ts';
import { reportUnexpected } from '../observability/report-error.ts';
import { showAlert } from './alerts.ts';
import { queueAnswer } from './answer-calls.ts';
import { recordResult } from './practice-results.ts';
import { roundContext } from './round-reads.ts';
import { saveRound } from './rounds.ts';
import type { TestOrder } from './test-order.ts';

export interface PracticeState {
  readonly status: 'idle' | 'saving' | 'answered';
  readonly chosen: string | null;
  readonly isCorrect: boolean;
  readonly isVeryWrong: boolean;
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
  $practice.set({ status: 'answered', chosen: answerId, isCorrect, isVeryWrong: !isCorrect && key.veryWrong.includes(answerId), round: null });
}

/** The round of an answer in a topic's test (remembered on the device, with its key), or 1 outside tests. */
async function practiceRound(questionId: string, order: TestOrder | null): Promise<{ round: number; key: string | null }> {
  if (!order) return { round: 1, key: null };
  const { key, ctx } = await roundContext(order.topicGlobalId, order.testGlobalId);
  const after = answerInRound(ctx, { questionId, startsTest: order.questions[0] === questionId });
  await saveRound(key, after);
  return { round: after.round, key };
}

/**
 * Records a practice answer. In a topic's test the round comes from the server (continuing the
 * latest round unless the test starts over); `retrying` says it was given through "try the
 * wrong ones again", whose round's summary keeps the rest of the test. On failure the alert
 * `test.saveAnswerWentWrong` is shown and false returned: the caller sends the visitor to the
 * start screen.
 */
export async function answerPractice(
  questionId: string,
  answerId: string,
  order: TestOrder | null,
  key: { correct: string; veryWrong: readonly string[] },
  retrying = false,
): Promise<boolean> {
  if ($practice.get().status !== 'idle') return false;
  $practice.set({ ...idle, status: 'saving', chosen: answerId });
  try {
    const { round, key: kept } = await practiceRound(questionId, order);
    await queueAnswer({
      test_round: round,
      topic_global_id: order?.topicGlobalId ?? null,
      test_global_id: order?.testGlobalId ?? null,
      question_global_id: questionId,
      answer_global_id: answerId,
    });
    // The page knows the correct answer (practice pages show it anyway), so the verdict needs no network.
    const isCorrect = answerId === key.correct;
    const isVeryWrong = !isCorrect && key.veryWrong.includes(answerId);
    // Kept for the test's result summary (src/stores/practice-summary.ts).
    if (kept) await recordResult(kept, round, { questionId, answerId, correct: isCorrect, veryWrong: isVeryWrong }, retrying);
    $practice.set({ status: 'answered', chosen: answerId, isCorrect, isVeryWrong, round });
    return true;
  } catch (err) {
    reportUnexpected(err);
    $practice.set(idle);
    showAlert({ key: 'test.saveAnswerWentWrong' }, { error: true });
    return false;
  }
}
