/**
 * What the end of a failed certificate test says (docs/decisions.md, "The end of every flow"):
 * the score of the round and the answer that failed it. Once failed the test is over, so the
 * right answer of that question may be shown: the explanation the player read names it, else
 * (after a reload) `GET /v1/questions/{id}/explanation` hands it out for a question answered in
 * the latest round. Loaded with the end screens only (src/islands/certificate/CertificateEnd.tsx).
 */
import type { CertificateState, Explanation, RoundResult } from '../certificate.ts';
import { loadExplanation } from '../certificate.ts';

/** The right answers of the round and the answer that failed it (null while it has not failed). */
export function roundEnd(state: Pick<CertificateState, 'failed' | 'results'>): {
  readonly correct: number;
  readonly failing: RoundResult | null;
} {
  return {
    correct: state.results.filter((r) => r.isCorrect).length,
    failing: state.failed ? (state.results.findLast((r) => !r.isCorrect) ?? null) : null,
  };
}

/**
 * The right answer's id of the failing question: from the explanation already read when it is
 * that question's, else from the API.
 */
export async function rightAnswerOf(
  questionId: string,
  explained: { readonly id: string; readonly data: Explanation | null } | null,
): Promise<string> {
  if (explained?.id === questionId && explained.data) return explained.data.correct_answer_global_id;
  return (await loadExplanation(questionId)).correct_answer_global_id;
}
