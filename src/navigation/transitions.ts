/**
 * Which page transition a navigation plays (docs/reference/routes.md#page-transitions), as one pure
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
import { matchRoute, routeEntry, type RouteMatch, type RouteName } from '../domain/routes.ts';

export const TRANSITIONS = [
  'stack-forward',
  'stack-back',
  'fade',
  'fade-in',
  'fade-out',
  'slide-up',
  'slide-down',
  'none',
] as const;
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

/** Pages a visitor starts from: the start page, about and the account pages (the table's `hub` kind). */
const isHub = (m: RouteMatch) => routeEntry(m.name).kind === 'hub';
const isAccount = (m: RouteMatch) => isHub(m) && m.name !== 'index' && m.name !== 'about';
/** "Any question, explanation, challenge or c-topic screen" of the slide-up row (the `play` kind). */
const isPlayScreen = (m: RouteMatch) => routeEntry(m.name).kind === 'play';

/**
 * A question screen and where it flips to ("fade-in" row): its explanation in the same context
 * (`/q/{id}/`, its embed, a topic's question, a topic embed's question, a certificate
 * question). Events never show explanations (docs/decisions.md), so their variant is the
 * event's question to its completed screen, like the topic embed's explanation to done.
 */
const FLIPS: Readonly<Partial<Record<RouteName, RouteName>>> = {
  'q-question': 'q-question-explanation',
  'q-question-embed': 'q-question-embed-explanation',
  't-topic-question': 't-topic-question-explanation',
  't-topic-embed-question': 't-topic-embed-question-explanation',
  't-topic-embed-question-explanation': 't-topic-embed-done',
  'c-topic-question': 'c-topic-question-explanation',
  'e-code-question': 'e-code-completed',
};

/** Whether `b` is the flip target of `a` with the same parameters (same question, topic, code). */
function isFlip(a: RouteMatch, b: RouteMatch): boolean {
  if (FLIPS[a.name] !== b.name) return false;
  const from: Readonly<Record<string, string>> = a.params;
  return Object.entries(b.params).every(([k, v]) => from[k] === v);
}

/** The row of the table that goes from `a` to `b` in its forward direction, if any. */
function forwardRow(a: RouteMatch, b: RouteMatch): Forward | null {
  if ((isHub(a) && b.name === 't-topic') || (a.name === 'e-code' && b.name === 'e-code-question'))
    return 'stack-forward';
  if (a.name === 'index' && (b.name === 'about' || isAccount(b) || b.name === 'tg-topicGroup')) return 'stack-forward';
  if (a.name === 't-topic' && (b.name === 't-topic-question-explanation' || b.name === 'c-topic')) return 'fade';
  if (a.name === 'tg-topicGroup' && b.name === 'tg-topicGroup') return 'fade';
  if (isFlip(a, b)) return 'fade-in';
  if ((isHub(a) || a.name === 't-topic') && isPlayScreen(b)) return 'slide-up';
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

/** Flips are the question-to-explanation fades (the "disabled flip" of docs/reference/routes.md#loader-entry-path-and-disabled-flip turns them off). */
export function isFlipTransition(t: Transition): boolean {
  return t === 'fade-in' || t === 'fade-out';
}
