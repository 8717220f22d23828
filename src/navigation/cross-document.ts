/**
 * Page transitions of full page loads (cross-document View Transitions; the CSS opts in with
 * `@view-transition { navigation: auto }` when motion is not reduced). The page being left
 * knows both paths when it is swapped out (`pageswap`, also for back/forward traversals), so
 * it picks the transition, adds it to the transition's types and hands it to the next
 * document in sessionStorage. That document's `pagereveal` listener (in the inline head
 * script, src/utils/head-script.ts, since it must exist before the first rendering
 * opportunity) takes it over, skips the transition for 'none' or reduced motion, and marks
 * `<html data-transition>`.
 */
import { animates, pickTransition } from './choose.ts';
import { KEYS, session } from './session-memory.ts';
import { settleTransition } from './transition-settle.ts';

/** What the old document hands to the new one. */
export interface Handoff {
  readonly to: string;
  readonly type: string;
}

addEventListener('pageswap', (event) => {
  // Typed as always there; kept optional for browsers whose Navigation API lacks it.
  const activation = event.activation as { readonly entry?: { readonly url: string | null } } | null;
  const target = activation?.entry?.url;
  if (!target) return; // cross-origin, or not a navigation (the tab is discarded)
  const to = new URL(target);
  if (to.origin !== location.origin) return;
  const type = pickTransition(location.pathname, to.pathname);
  session.set(KEYS.transition, JSON.stringify({ to: to.pathname, type } satisfies Handoff));
  const transition = event.viewTransition;
  if (!transition) return;
  void settleTransition(transition);
  if (animates(type)) transition.types.add(type);
  else transition.skipTransition();
});
