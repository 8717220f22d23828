/**
 * The presenter view's rules: which question is on the big screen after a step (the Next and
 * Previous buttons, the arrow keys, Page Up/Down of a presentation clicker, Home and End), and
 * which keys stay with the control they are pressed in.
 */

/** The keys that move the presenter view, by the step they take. */
const STEPS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  PageDown: 1,
  ' ': 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  PageUp: -1,
  Home: -Infinity,
  End: Infinity,
};

/** A question index of the presenter view, 0 to `count - 1`. */
export type Slide = number;

/**
 * The slide after moving from `current` by `step` (a number) or by a key (`KeyboardEvent.key`);
 * null for a key that does not move the view, so the page leaves it to the browser.
 */
export function nextSlide(current: Slide, count: number, step: number | string): Slide | null {
  const by = typeof step === 'number' ? step : STEPS[step];
  if (by === undefined || count <= 0) return null;
  return Math.min(count - 1, Math.max(0, current + by));
}

/** The controls whose keys are their own: a key typed into a field moves the caret, not the view. */
const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * Whether `key`, pressed with the focus in `target`, belongs to that control (typing in an input,
 * a textarea, a select or editable text; a button's Space) rather than stepping the view.
 */
export function keyStaysInControl(target: EventTarget | null, key: string): boolean {
  const el = target as Partial<Pick<Element, 'matches'>> | null;
  if (typeof el?.matches !== 'function') return false;
  return el.matches(TYPING) || (key === ' ' && el.matches('button'));
}
