/**
 * Recording a practice answer whose verdict is already on screen (src/stores/players/practice/practice.ts loads
 * this module then): its round in a topic's test, by the rule of src/domain/test-rounds.ts from
 * the server's numbers when reachable, else from what this device remembers; the answer through
 * the device's queue; the test's result summary on the device.
 */
import { answerInRound } from '../../../domain/test-rounds.ts';
import { queueAnswer } from '../answers/index.ts';
import { recordResult, type PracticeResult } from '../summary/index.ts';
import { roundContext } from '../../reads/rounds/server/index.ts';
import { saveRound } from '../../reads/rounds/index.ts';
import type { TestOrder } from './test-order.ts';
import { noteReviewAnswer } from '../../review/index.ts';

/** The round of an answer in a topic's test (remembered on the device, with its key), or 1 outside tests. */
async function practiceRound(
  questionId: string,
  order: TestOrder | null,
): Promise<{ round: number; key: string | null }> {
  if (!order) return { round: 1, key: null };
  const { key, ctx } = await roundContext(order.topicGlobalId, order.testGlobalId);
  const after = answerInRound(ctx, { questionId, startsTest: order.questions[0] === questionId });
  await saveRound(key, after);
  return { round: after.round, key };
}

/**
 * Records an answer (`grade`: the question, the answer and its verdict) in its round, the queue
 * and the round's results (`retrying`: given through "try the wrong ones again"). Resolves to the
 * round; rejects when it could not be kept. `review`: given in a review session (src/stores/review/),
 * where a right answer moves the question up a box.
 */
export async function recordPractice(
  grade: PracticeResult,
  order: TestOrder | null,
  retrying: boolean,
  review = false,
): Promise<number> {
  // The device's review boxes move at once (offline too); the server moves its own with the answer.
  noteReviewAnswer({
    questionId: grade.questionId,
    topicId: order?.topicGlobalId ?? null,
    correct: grade.correct,
    review,
  });
  const { round, key: kept } = await practiceRound(grade.questionId, order);
  await queueAnswer({
    test_round: round,
    topic_global_id: order?.topicGlobalId ?? null,
    test_global_id: order?.testGlobalId ?? null,
    question_global_id: grade.questionId,
    answer_global_id: grade.answerId,
    ...(review ? { review: true } : {}),
  });
  // Kept for the test's result summary (src/stores/players/summary/practice-summary.ts).
  if (kept) await recordResult(kept, round, grade, retrying);
  return round;
}
