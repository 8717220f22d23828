/**
 * An embed's place on the site: the site route of each embed route (the same question, topic
 * and view, without the frame), for the embed's "Open on the site" link.
 */
import { localize, routePath, type RouteMatch, type RouteName } from './routes.ts';
import type { RouteEntry } from './route-table.ts';

type EmbedName = Extract<RouteEntry, { embed: true }>['name'];

/** Each embed route's page on the site (the same question, topic and view, without the frame). */
const SITE_ROUTE_OF_EMBED = {
  'q-question-embed': 'q-question',
  'q-question-embed-explanation': 'q-question-explanation',
  'q-question-embed-extraexplanation': 'q-question-explanation',
  't-topic-embed': 't-topic',
  't-topic-embed-done': 't-topic',
  't-topic-embed-question': 't-topic-question',
  't-topic-embed-question-explanation': 't-topic-question-explanation',
} as const satisfies Record<EmbedName, RouteName>;

/** Narrows a route name to the embed routes. */
const isEmbedName = (name: RouteName): name is EmbedName => Object.hasOwn(SITE_ROUTE_OF_EMBED, name);

/**
 * Where an embed's "Open on the site" link leads: the site page of the same question or topic
 * in the embed's language, or null outside embed routes.
 */
export function sitePlaceOfEmbed(route: RouteMatch | null): string | null {
  if (!route || !isEmbedName(route.name)) return null;
  // The site route of an embed takes the same parameters (checked by the unit test).
  return localize(route.lang, routePath(SITE_ROUTE_OF_EMBED[route.name], route.params));
}
