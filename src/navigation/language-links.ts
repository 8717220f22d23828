/**
 * On pages that move between routes inside the page (certificate and event players, through
 * src/navigation/router.ts), the header's language links follow the `$route` store: each
 * points at the current route's place in its language (src/domain/places.ts: the route's own
 * path, `?test=` and the hash kept), so the switch, hovered, copied or opened in a new tab,
 * leads to the question the learner is on. No click handler here: the one click path is the
 * head script's (src/utils/head-script.ts: the path of the moment, the carried answer and the
 * locale cookie, on every page).
 */
import { isLang } from '../domain/locale.ts';
import { placeIn } from '../domain/places.ts';
import { $route } from './route.ts';

/** Points every language link at the current route's place in its language. */
function pointLanguageLinks(): void {
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-set-locale]')) {
    const to = a.dataset['setLocale'];
    if (isLang(to)) a.href = placeIn(to, $route.get(), location.pathname, location.search, location.hash);
  }
}

if (typeof document !== 'undefined') $route.subscribe(pointLanguageLinks);
