/**
 * The language switch keeps the learner's place, the answered view included: a learner who
 * answered a practice question and switches language (to read the explanation in the other
 * one) lands on the same question, answered, not asked again. The answer is already saved; what
 * crosses the page load is only which option was chosen, in the tab's session, taken once by
 * the question it belongs to.
 *
 * One click path: the answered question offers its answer on `<html data-carried-answer>`
 * (`offerAnswer`), and the head script's language-link click (src/utils/head-script.ts, which
 * also keeps the place and the cookie) copies it into the session under `KEYS.carriedAnswer`.
 * Written only by the switch, so a later visit to the question (the back button, "try the
 * wrong ones again") asks it afresh as before.
 */
import { KEYS, session, type KeyValue } from './session-memory.ts';

interface Carried {
  readonly questionId: string;
  readonly answerId: string;
}

/** The `<html>` attribute the head script copies into the session on a language switch. */
export const CARRIED_ANSWER_ATTRIBUTE = 'data-carried-answer';

/** The attribute's value for an answer, as `takeCarriedAnswer` reads it back from the session. */
export function carriedAnswerText(questionId: string, answerId: string): string {
  return JSON.stringify({ questionId, answerId } satisfies Carried);
}

/**
 * Offers the answer of the question on screen to the language switch; returns the function
 * that withdraws it (the question was left, or asked again).
 */
export function offerAnswer(
  questionId: string,
  answerId: string,
  root: Element = document.documentElement,
): () => void {
  root.setAttribute(CARRIED_ANSWER_ATTRIBUTE, carriedAnswerText(questionId, answerId));
  return () => root.removeAttribute(CARRIED_ANSWER_ATTRIBUTE);
}

/** The answer carried to `questionId` by a language switch (once: it is forgotten as it is read). */
export function takeCarriedAnswer(questionId: string, store: KeyValue = session): string | null {
  const raw = store.get(KEYS.carriedAnswer);
  if (raw === null) return null;
  store.set(KEYS.carriedAnswer, null);
  try {
    const carried = JSON.parse(raw) as Partial<Carried>;
    return carried.questionId === questionId && typeof carried.answerId === 'string' ? carried.answerId : null;
  } catch {
    return null; // not ours to worry about: a damaged entry only means the question is asked again
  }
}
