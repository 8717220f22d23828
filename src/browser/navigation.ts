/**
 * Navigation feel on every page (see docs/architecture.md, "Navigation"): the layout height variable, the
 * first-load loader, the chunk-load reload guard, cross-document page transitions and link
 * prefetching, whose code loads at the first hover, focus or touch of a link (most player
 * screens are used without one). In-page view switches use src/navigation/router.ts from the
 * islands.
 */
import '../navigation/viewport-height.ts';
import '../navigation/cross-document.ts';
import { hideLoader } from '../navigation/page-ready.ts';
import { installReloadGuard } from '../navigation/reload-guard.ts';

installReloadGuard(hideLoader);

const INTENT = ['mouseover', 'focusin', 'touchstart'] as const;
/** Intents on links seen while the prefetcher loads; handed to it so a quick Tab through links loses none. */
const early: Event[] = [];
/** Loads the prefetcher at the first intent on a link, and hands it every intent until it runs. */
const onIntent = (event: Event) => {
  if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
  early.push(event);
  if (early.length > 1) return;
  const stop = () => {
    for (const type of INTENT) document.removeEventListener(type, onIntent);
  };
  // Prefetching is a nicety: a page whose prefetcher cannot load (offline) goes on without it.
  import('../navigation/prefetch.ts').then((m) => {
    stop();
    m.startPrefetch(early.splice(0));
  }, stop);
};
for (const type of INTENT) document.addEventListener(type, onIntent, { passive: true });
