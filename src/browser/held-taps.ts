/**
 * A learner's first action is never lost. Every page's first screen is server HTML, islands
 * included, and it is on screen long before the island's code has arrived and hydrated (on a
 * slow phone, seconds: the scripts load after the first paint, src/utils/after-paint.ts). A tap,
 * click or key press on a control of an island that has not hydrated yet, or on the static
 * stand-ins of its controls outside it (a question page's answer list, `[data-static-answers]`),
 * would reach no handler and be gone.
 *
 * `holdTaps`, part of the inline head script (src/utils/head-script.ts), listens from the first
 * moment: such a click or form submit is stopped, its control marked pending (`data-held`, drawn
 * as pressed) and kept under `window[HELD_TAPS]`, and `HELD_EVENT` tells the island's directive
 * (src/browser/on-ready.ts) to hydrate now instead of in idle time. Once hydrated, the directive
 * takes the held actions of its area and gives them again to the live controls
 * (`takeHeldTaps`). Links are never held: they work without JavaScript. Repeated taps on one
 * control while it waits count once.
 */

/** The property of `window` where held actions wait. */
export const HELD_TAPS = '__quizHeldTaps';
/** Dispatched on `window` each time an action is held. */
export const HELD_EVENT = 'quiz:held';
/** The attribute on a control whose action is held (CSS draws it pressed). */
export const HELD_MARK = 'data-held';

/**
 * Where actions wait: islands of the `client:ready` directive that have not hydrated yet, and
 * the server's stand-ins for an island's controls, which the island hides once it has mounted
 * its own (`useMounted`, src/islands/answering/shared.tsx).
 */
export const WAITING =
  'astro-island[client="ready"][ssr], [data-static-answers]:not([hidden]), [data-static-views]:not([hidden])';

/** The controls whose clicks are held (a text field's click only focuses it, which needs no script). */
const CONTROLS =
  'button, [data-answer], summary, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"]';

/** What the inline script is given: the names above, in one argument. */
export const HELD_MARKS = {
  key: HELD_TAPS,
  event: HELD_EVENT,
  mark: HELD_MARK,
  waiting: WAITING,
  controls: CONTROLS,
} as const;

/** One held action: a click on a control (and the answer it chose, if any) or a form's submit. */
export interface HeldTap {
  readonly kind: 'click' | 'submit';
  /** The control clicked, or the form submitted. */
  readonly target: Element;
  /** The `data-answer` of the option clicked: the island's own button for it takes the click. */
  readonly answer: string | null;
}

/**
 * Holds clicks and submits meant for controls that wait for their island (`marks`:
 * HELD_MARKS). A plain function: the head script inlines its text, so it imports nothing.
 */
export function holdTaps({ key, event, mark, waiting, controls }: typeof HELD_MARKS): void {
  const held: HeldTap[] = [];
  const hold = (ev: Event) => {
    const target = ev.target;
    if (!(target instanceof Element) || !target.closest(waiting)) return;
    const submit = ev.type === 'submit';
    const control = submit ? target : target.closest('a[href]') ? null : target.closest(controls);
    if (!control) return;
    ev.preventDefault();
    ev.stopImmediatePropagation();
    if (held.some((h) => h.target === control)) return;
    control.setAttribute(mark, '');
    held.push({
      kind: submit ? 'submit' : 'click',
      target: control,
      answer: control.closest('[data-answer]')?.getAttribute('data-answer') ?? null,
    });
    dispatchEvent(new Event(event));
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  (window as unknown as Record<string, HeldTap[]>)[key] = held;
}

/** Takes (removes and returns) the held actions whose control is inside `area`, oldest first. */
export function takeHeldTaps(
  area: Element,
  held: HeldTap[] | undefined = (window as unknown as Record<string, HeldTap[] | undefined>)[HELD_TAPS],
): HeldTap[] {
  if (!held) return [];
  const mine = held.filter((h) => area.contains(h.target));
  for (const h of mine) held.splice(held.indexOf(h), 1);
  return mine;
}
