/**
 * The header's language switch keeps the learner's place: its link always points at the same
 * route in the other language (src/domain/places.ts), rebuilt from the `$route` store and the
 * query whenever the route changes, so a certificate or event test that moved on inside the
 * page (pushState) switches at the question the learner is on, with `?test=` kept. A click
 * also remembers the choice in the locale cookie.
 */
import type { Lang } from '../domain/model.ts';
import { placeIn } from '../domain/places.ts';
import type { RouteMatch } from '../domain/routes.ts';

const LINKS = 'a[data-set-locale]';
const isLang = (v: string | null): v is Lang => v === 'en' || v === 'sv';

/** The current route; without `URLPattern` (no route store) the path itself is switched. */
let currentRoute: () => RouteMatch | null = () => null;

/** Points every language link at the current place in its language. */
function update(): void {
  for (const a of document.querySelectorAll<HTMLAnchorElement>(LINKS)) {
    const to = a.getAttribute('data-set-locale');
    if (isLang(to)) a.href = placeIn(to, currentRoute(), location.pathname, location.search, location.hash);
  }
}

document.addEventListener('click', (ev) => {
  const a = ev.target instanceof Element ? ev.target.closest<HTMLAnchorElement>(LINKS) : null;
  const to = a?.getAttribute('data-set-locale') ?? null;
  if (!a || !isLang(to)) return;
  document.cookie = `locale=${to}; path=/; max-age=31536000; samesite=lax`;
  update();
});
addEventListener('hashchange', update);
update();
// The route store matches with URLPattern when it loads, so it is loaded only where that exists.
if (typeof URLPattern === 'function') {
  void import('../stores/route.ts').then(({ $route }) => {
    currentRoute = () => $route.get();
    $route.subscribe(update);
  });
}
