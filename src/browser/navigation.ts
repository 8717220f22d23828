/**
 * Navigation feel on every page (see README "Navigation"): the layout height variable, the
 * first-load loader, the chunk-load reload guard, cross-document page transitions and link
 * prefetching. In-page view switches use src/navigation/router.ts from the islands.
 */
import '../navigation/viewport-height.ts';
import '../navigation/cross-document.ts';
import { hideLoader } from '../navigation/page-ready.ts';
import { startPrefetch } from '../navigation/prefetch.ts';
import { installReloadGuard } from '../navigation/reload-guard.ts';

installReloadGuard(hideLoader);
startPrefetch();
