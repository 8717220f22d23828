/**
 * The one icon table of a graded answer (docs/decisions.md, "One icon per grade"): the option
 * after answering, the verdict and the practice summary's rows show the same icon for the same
 * grade, so very wrong is told apart from wrong by its icon (‼) as well as its colour and words.
 * Icons are decoration (`aria-hidden`): the words beside them say the same.
 */

/** A graded answer; `unanswered` only in a summary. */
export type Grade = 'correct' | 'wrong' | 'veryWrong' | 'unanswered';

export const GRADE_ICONS: Readonly<Record<Grade, string>> = {
  correct: '✓',
  wrong: '✗',
  veryWrong: '‼',
  unanswered: '–',
};
