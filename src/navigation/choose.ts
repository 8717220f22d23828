/**
 * Browser glue shared by both kinds of navigation: picks the transition for a navigation
 * about to happen (with the disabled-flip memory of this tab), tells whether it may animate,
 * and marks it on `<html data-transition>` (and `data-transition-animated` once a view
 * transition actually runs), which CSS and the browser tests read.
 */
import { chooseTransition, MOBILE_QUERY } from './flip.ts';
import { KEYS, session } from './session-memory.ts';
import type { Transition } from './transitions.ts';
import { settleTransition } from './transition-settle.ts';

const root = () => document.documentElement;

/** The transition from `from` to `to`; remembers or clears the disabled-flip path. */
export function pickTransition(from: string, to: string): Transition {
  const mobile = matchMedia(MOBILE_QUERY).matches;
  const { transition, disabledFlip } = chooseTransition(from, to, mobile, session.get(KEYS.noFlip));
  session.set(KEYS.noFlip, disabledFlip);
  return transition;
}

/** Whether `type` plays an animation here (not 'none', and motion is not reduced). */
export function animates(type: Transition): boolean {
  return type !== 'none' && !matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Marks the chosen transition; once `transition` is running, marks it as animated. */
export function markTransition(type: Transition, transition?: ViewTransition | null): void {
  root().setAttribute('data-transition', type);
  root().removeAttribute('data-transition-animated');
  if (!transition) return;
  void settleTransition(transition).then((animated) => {
    if (animated) root().setAttribute('data-transition-animated', type);
  });
}
