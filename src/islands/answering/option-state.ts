/**
 * What an answer option shows after answering, as data: its state (for colour and icon) and
 * the words that say the same without colour. One rule for every answering island.
 */

/** The grade a page may show: the correct answer and the very wrong ones. Absent while correctness stays hidden. */
export interface Reveal {
  readonly correct: string;
  readonly veryWrong: readonly string[];
}

/** `chosen`: picked where correctness stays hidden (certificate, event). */
export type OptionState = 'idle' | 'chosen' | 'correct' | 'wrong' | 'veryWrong';

/** Message keys of the option marks (prefix `option.`). */
export type MarkKey = 'option.correct' | 'option.yours' | 'option.wrong' | 'option.veryWrong';

/**
 * The state of one option: correct (green ✓) whether chosen or not once revealed; the chosen
 * wrong one red ✗ or very wrong orange ‼ (GRADE_ICONS, Verdict.tsx); the chosen one plain when nothing is revealed.
 */
export function optionState(id: string, chosen: string | null, reveal: Reveal | null | undefined): OptionState {
  if (reveal && chosen !== null) {
    if (id === reveal.correct) return 'correct';
    if (id === chosen) return reveal.veryWrong.includes(id) ? 'veryWrong' : 'wrong';
    return 'idle';
  }
  return id === chosen ? 'chosen' : 'idle';
}

/** The words an option carries in a state (so colour is never the only signal). */
export function optionMarks(state: OptionState, isChosen: boolean): MarkKey[] {
  const marks: MarkKey[] = [];
  if (state === 'correct') marks.push('option.correct');
  if (isChosen) marks.push('option.yours');
  if (state === 'wrong') marks.push('option.wrong');
  if (state === 'veryWrong') marks.push('option.veryWrong');
  return marks;
}
