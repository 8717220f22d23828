/**
 * The learner's place in the other language, derived from the route table, so every route
 * (question, test, view) keeps its parameters and view when the language changes. (An
 * embed's place on the site is in embed-places.ts.)
 */
import { LANGS, type Lang } from './model.ts';
import { localize, routePath, splitLocale, type RouteMatch } from './routes.ts';

/** The other site language. */
export function otherLang(lang: Lang): Lang {
  return LANGS.find((l) => l !== lang) ?? lang;
}

/**
 * The address of the same place in `to`: the route's own path (same question, test, topic and
 * view) with the query (`?test=` and the like) and the hash kept. An unmatched path keeps its
 * unprefixed rest, so even a page outside the table switches language in place.
 */
export function placeIn(to: Lang, route: RouteMatch | null, pathname: string, search = '', hash = ''): string {
  const path = route ? routePath(route.name, route.params) : splitLocale(pathname).path;
  return `${localize(to, path)}${search}${hash}`;
}
