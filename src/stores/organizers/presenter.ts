/**
 * The presenter view's one rule: which question is on the big screen after a step (the Next and
 * Previous buttons, the arrow keys, Page Up/Down of a presentation clicker, Home and End).
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
