/**
 * How others answered (docs/decisions.md, "Answer shares"): the shares of the questions a
 * learner has answered, by question id, holding only those shown (enough learners). Fetched
 * after an answer, never before: the page asks once the verdict is on screen, and a
 * certificate test's only once its round has ended. Without a network (or when the API has
 * nothing to show) nothing is kept and nothing is said: the shares are extra, not a step.
 */
import { atom } from 'nanostores';
import type { QuestionShares } from '../../../api-contract/types.ts';
import { call } from '../../../api-client/calls.ts';
import { isApiFailure } from '../../../api-client/failures.ts';
import { reportUnexpected } from '../../../observability/report-error.ts';
import { session } from '../../session/index.ts';

export type { QuestionShares };

export const $shares = atom<Readonly<Record<string, QuestionShares>>>({});

export function resetShares(): void {
  $shares.set({});
}

/** Adds the shown shares among `list`. */
function keep(list: readonly QuestionShares[]): void {
  const shown = list.filter((s) => s.shown);
  if (shown.length) $shares.set({ ...$shares.get(), ...Object.fromEntries(shown.map((s) => [s.global_id, s])) });
}

/**
 * The one way the browser asks for a question's shares (the answered question's line and the
 * practice summary's average both read it), with one rule for failures: null when the API will
 * not speak about the question (403: a question only a certificate test holds, whose page does
 * not ask; kept for a page older than the content), and every other failure (network down, 5xx) thrown for the caller's fallback.
 */
export async function questionShares(questionId: string): Promise<QuestionShares | null> {
  try {
    return (await call(session().api, 'questionShares', { params: { questionGlobalId: questionId } })).data;
  } catch (err) {
    if (isApiFailure(err) && err.status === 403) return null;
    throw err;
  }
}

/** The shares of a practice question the learner has just answered (kept when shown; a failure says nothing). */
export async function fetchQuestionShares(questionId: string): Promise<void> {
  try {
    const shares = await questionShares(questionId);
    if (shares) keep([shares]);
  } catch (err) {
    reportUnexpected(err);
  }
}

/** The shares of a certificate test's questions, once the learner's round has ended (a visitor without a uuid played none). */
export async function fetchCertificateShares(testId: string): Promise<void> {
  const user = session().storage.get('user_uuid');
  if (!user) return;
  try {
    keep(
      (await call(session().api, 'certificateShares', { params: { testGlobalId: testId }, query: { user_uuid: user } }))
        .data.questions,
    );
  } catch (err) {
    reportUnexpected(err);
  }
}

/** The answer id → share map the answer buttons show, or null when the question has none. */
export function optionShares(shares: QuestionShares | undefined): Readonly<Record<string, number>> | null {
  return shares ? Object.fromEntries(shares.answers.map((a) => [a.global_id, a.share])) : null;
}
