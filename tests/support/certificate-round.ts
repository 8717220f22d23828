/**
 * A certificate round for the certificate player's tests (not a test file itself): the same
 * topic `t` and diploma test `d` as the tests' fake API, so their results read back alike.
 */

/** The result of question `questionId` of the round, answered with its option `<questionId>-a`. */
export const roundResult = (questionId: string, isCorrect: boolean) => ({
  topicId: 't',
  testId: 'd',
  questionId,
  answerId: `${questionId}-a`,
  isCorrect,
});
