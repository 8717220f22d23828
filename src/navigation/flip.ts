/**
 * The "disabled flip" path of docs/reference/routes.md#loader-entry-path-and-disabled-flip. A flip is the fade between a question and its
 * explanation. On a mobile device (touch, narrow screen) the first flip of a question plays;
 * the question's path is then remembered and further flips between that question and its
 * explanation run without animation: on a phone visitors turn back and forth to compare the
 * question with the explanation, often with the back gesture that the browser animates
 * itself, and a fade on every turn would slow each look and double the gesture's animation.
 * The memory is cleared as soon as navigation leaves that question, so the next question
 * flips once again. Desktop devices always animate. See docs/decisions.md.
 */
import { isFlipTransition, transitionFor, type Transition } from './transitions.ts';

/** The question screen a path belongs to: an explanation's question, else the path itself. */
export function flipKey(path: string): string {
  return path.replace(/(?:extra)?explanation\/$/, '');
}

export interface Choice {
  readonly transition: Transition;
  /** The disabled-flip path to remember after this navigation (null: nothing remembered). */
  readonly disabledFlip: string | null;
}

/** The transition from `from` to `to` with the disabled-flip memory applied. */
export function chooseTransition(from: string, to: string, mobile: boolean, disabledFlip: string | null): Choice {
  const transition = transitionFor(from, to);
  const key = flipKey(to);
  const remembered = disabledFlip === key ? disabledFlip : null;
  if (!mobile || !isFlipTransition(transition)) return { transition, disabledFlip: remembered };
  if (remembered) return { transition: 'none', disabledFlip: remembered };
  return { transition, disabledFlip: key };
}

/** The media query that tells a mobile device (no hover, coarse pointer, narrow viewport). */
export const MOBILE_QUERY = '(hover: none) and (pointer: coarse) and (max-width: 48rem)';
