/**
 * The current route as a store: the route table's match (name, typed params, page) of the
 * path the tab shows. In-page navigation (src/navigation/router.ts) sets it inside its view
 * transition, so islands that serve several routes read their view from it instead of parsing
 * the path themselves.
 */
import { atom } from 'nanostores';
import { matchRoute, type RouteMatch } from '../domain/routes.ts';

export const $route = atom<RouteMatch | null>(typeof location === 'undefined' ? null : matchRoute(location.pathname));

/** Sets the route of `pathname` (a new object even for the same path, so views re-render). */
export function setRoutePath(pathname: string): void {
  $route.set(matchRoute(pathname));
}
