/**
 * The header's language switch keeps the learner's place: its link always points at the same
 * route in the other language (the route table's match of the current path, its parameters
 * filled in again: src/domain/places.ts), query (`?test=`) and hash kept. It is pointed anew
 * on every in-page route change (`quiz:navigate` from src/navigation/router.ts, back and
 * forward included), so a certificate or event test that moved on inside the page switches at the
 * question the learner is on. A click also remembers the choice in the locale cookie.
 * (The `$route` store holds the same match; it is not loaded here because pages without
 * interaction would outgrow their script budget with it and nanostores.)
 */
import { placeIn } from '../domain/places.ts';
import { matchRoute } from '../domain/routes.ts';

const LINKS = 'a[data-set-locale]';

/** The language a switch link leads to. */
const langOf = (a: HTMLElement) => (a.dataset['setLocale'] === 'sv' ? 'sv' : 'en');

/** Points every language link at the current place in its language. */
function update(): void {
  // Without URLPattern (no route matching) the path is switched as it is.
  const route = typeof URLPattern === 'function' ? matchRoute(location.pathname) : null;
  for (const a of document.querySelectorAll<HTMLAnchorElement>(LINKS)) a.href = placeIn(langOf(a), route, location.pathname, location.search, location.hash);
}

document.addEventListener('click', (ev) => {
  const a = ev.target instanceof Element && ev.target.closest<HTMLAnchorElement>(LINKS);
  if (!a) return;
  document.cookie = `locale=${langOf(a)}; path=/; max-age=31536000; samesite=lax`;
  update();
});
// The router's in-page steps (back and forward included) and hash changes.
for (const type of ['quiz:navigate', 'hashchange']) addEventListener(type, update);
update();
