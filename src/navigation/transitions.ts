/**
 * Which page transition a navigation plays (spec section 2, "Page transitions"), as one pure
 * function of the path it leaves and the path it reaches. Both kinds of navigation use it:
 * full page loads (cross-document View Transitions, see `cross-document.ts`) and the view
 * switches of pages that serve several routes (`router.ts`).
 *
 * The spec's table names the forward direction of each row; the reverse pair plays the
 * reverse animation (stack back, fade-out, slide down; a page fade is its own reverse). A
 * back/forward traversal therefore needs no special case: going back from B to A is the pair
 * (B, A) and plays the reverse of (A, B). Rows are tried in the table's order, so the more
 * specific page fades (topic to its certificate or to a topic question's explanation) win
 * over the general slide up. Pairs in two languages (the language switch) never animate.
 */
import { matchRoute, type RouteMatch } from '../domain/routes.ts';

export const TRANSITIONS = ['stack-forward', 'stack-back', 'fade', 'fade-in', 'fade-out', 'slide-up', 'slide-down', 'none'] as const;
export type Transition = (typeof TRANSITIONS)[number];
type Forward = 'stack-forward' | 'fade' | 'fade-in' | 'slide-up';

const REVERSE: Readonly<Record<Transition, Transition>> = {
  'stack-forward': 'stack-back',
  'stack-back': 'stack-forward',
  fade: 'fade',
  'fade-in': 'fade-out',
  'fade-out': 'fade-in',
  'slide-up': 'slide-down',
  'slide-down': 'slide-up',
  none: 'none',
};

/** The animation that undoes `t` (what the reverse navigation plays). */
export function reverseTransition(t: Transition): Transition {
  return REVERSE[t];
}

const isAccount = (name: string) => name === 'account' || name.startsWith('account-');
/** Pages a visitor starts from: the start page, about and the account pages. */
const isHub = (name: string) => name === 'index' || name === 'about' || isAccount(name);
/** "Any question, explanation, challenge or c-topic screen" of the slide-up row. */
const isPlayScreen = (name: string) =>
  name.startsWith('q-') || name.startsWith('c-topic') || name === 't-topic-c-challenge' || name === 'e-code-question' || /^t-topic-(embed-)?question/.test(name);

/**
 * A question screen and its explanation ("fade-in" row): the same question in the same
 * context (`/q/{id}/`, its embed, a topic's question, a topic embed's question, a certificate
 * question). Events never show explanations (docs/decisions.md), so their variant is the
 * event's question to its completed screen, like the topic embed's explanation to done.
 */
function isFlip(a: RouteMatch, b: RouteMatch): boolean {
  const same = (k: string) => a.params[k] === b.params[k];
  if (b.name === `${a.name}-explanation` && /question(-embed)?$/.test(a.name)) return same('question') && same('topic');
  if (a.name === 't-topic-embed-question-explanation' && b.name === 't-topic-embed-done') return same('topic');
  if (a.name === 'e-code-question' && b.name === 'e-code-completed') return same('code');
  return false;
}

/** The row of the table that goes from `a` to `b` in its forward direction, if any. */
function forwardRow(a: RouteMatch, b: RouteMatch): Forward | null {
  if ((isHub(a.name) && b.name === 't-topic') || (a.name === 'e-code' && b.name === 'e-code-question')) return 'stack-forward';
  if (a.name === 'index' && (b.name === 'about' || isAccount(b.name) || b.name === 'tg-topicGroup')) return 'stack-forward';
  if (a.name === 't-topic' && (b.name === 't-topic-question-explanation' || b.name === 'c-topic')) return 'fade';
  if (a.name === 'tg-topicGroup' && b.name === 'tg-topicGroup') return 'fade';
  if (isFlip(a, b)) return 'fade-in';
  if ((isHub(a.name) || a.name === 't-topic') && isPlayScreen(b.name)) return 'slide-up';
  return null;
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** The transition a navigation from `fromPath` to `toPath` (site paths, `/sv` prefix or not) plays. */
export function transitionFor(fromPath: string, toPath: string): Transition {
  const a = matchRoute(withSlash(fromPath));
  const b = matchRoute(withSlash(toPath));
  if (!a || !b || a.lang !== b.lang) return 'none';
  const forward = forwardRow(a, b);
  if (forward) return forward;
  const backward = forwardRow(b, a);
  return backward ? reverseTransition(backward) : 'none';
}

/** Flips are the question-to-explanation fades (the "disabled flip" of spec section 2 turns them off). */
export function isFlipTransition(t: Transition): boolean {
  return t === 'fade-in' || t === 'fade-out';
}
