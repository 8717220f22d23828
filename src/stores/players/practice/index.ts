/**
 * The practice question's player: the verdict from the page's own correct answer at once, the
 * answer recorded behind it (practice-record.ts, loaded on the first tap), and the order of a
 * topic's test (test-order.ts). Depends on: players/answers, players/summary, reads/rounds,
 * src/stores/alerts; the queue and session only through players/answers.
 */
export { answerPractice, $practice, resetPractice, showAnswered } from './practice.ts';
export {
  findTestOrder,
  nextQuestion,
  nextQuestionIn,
  packTestOrder,
  unpackTestOrder,
  type PackedTestOrder,
  type TestOrder,
} from './test-order.ts';
