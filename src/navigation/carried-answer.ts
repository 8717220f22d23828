/**
 * The language switch keeps the learner's place, the answered view included: a learner who
 * answered a practice question and switches language (to read the explanation in the other
 * one) lands on the same question, answered, not asked again. The answer is already saved; what
 * crosses the page load is only which option was chosen, in the tab's session, taken once by
 * the question it belongs to. Written only by the switch, so a later visit to the question (the
 * back button, "try the wrong ones again") asks it afresh as before.
 */
import { KEYS, session, type KeyValue } from './session-memory.ts';

interface Carried {
  readonly questionId: string;
  readonly answerId: string;
}

/** Remembers the answer of the question on screen for the page the language switch opens. */
export function carryAnswer(questionId: string, answerId: string, store: KeyValue = session): void {
  store.set(KEYS.carriedAnswer, JSON.stringify({ questionId, answerId } satisfies Carried));
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
