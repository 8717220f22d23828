/**
 * The certificate rule (docs/reference/states.md#certificate-mode), shared by the server, which awards certificates, and
 * the certificate player, which says where the visitor stands: one wrong answer in a round
 * fails it (even when the question is answered again rightly later), and the round passes
 * when every question of the diploma test has a right answer in it.
 */

/** One answer given in a round. */
export interface RoundAnswer {
  readonly questionId: string;
  readonly isCorrect: boolean;
}

export type CertificateOutcome = 'continue' | 'failed' | 'passed';

/** Whether any answer of the round is wrong: one is enough to fail it. */
export function roundFailed(answers: readonly RoundAnswer[]): boolean {
  return answers.some((a) => !a.isCorrect);
}

/** The latest answer to each question, from answers given oldest first. */
export function latestPerQuestion<A extends RoundAnswer>(answers: readonly A[]): Map<string, A> {
  const latest = new Map<string, A>();
  for (const a of answers) latest.set(a.questionId, a);
  return latest;
}

/** The questions of the test whose latest answer in the round is right. */
function rightQuestions(answers: readonly RoundAnswer[], questions: readonly string[]): string[] {
  const latest = latestPerQuestion(answers);
  return questions.filter((q) => latest.get(q)?.isCorrect === true);
}

/**
 * Where one round of the diploma test stands, from every answer given in it (oldest first):
 * failed after any wrong answer, passed when every question is answered rightly, else going on.
 * A test without questions is never passed.
 */
export function certificateOutcome(answers: readonly RoundAnswer[], questions: readonly string[]): CertificateOutcome {
  if (roundFailed(answers)) return 'failed';
  return questions.length > 0 && rightQuestions(answers, questions).length === questions.length ? 'passed' : 'continue';
}

/** A round's standing on the progress pages: the share of questions answered rightly, and failed. */
export function diplomaProgress(
  answers: readonly RoundAnswer[],
  questions: readonly string[],
): { percentCompleted: number; failed: boolean } {
  if (!questions.length) return { percentCompleted: 0, failed: roundFailed(answers) };
  return {
    percentCompleted: rightQuestions(answers, questions).length / questions.length,
    failed: roundFailed(answers),
  };
}
