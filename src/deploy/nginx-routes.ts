/**
 * The site's routes for nginx, from the one route table (src/domain/route-table.ts): what
 * `_redirects` tells a static host, which nginx does not read, plus the Node server's
 * redirects that plain nginx can do. They run in the named location a request reaches when no
 * file answers it (`@routes`), in this order:
 * - a path without a trailing slash whose last segment has no dot moves to the slash form;
 * - a doubled language prefix is dropped (`/sv/sv/…`, as `_redirects`), and `/en/…` goes to the
 *   English path (the server's catch-all);
 * - every route of the table, in the table's order (the first that matches decides, as
 *   `matchRoute`): a route served by another page is rewritten to it (a question link
 *   `/t/{topic}/{id}/` to `/q/{id}/`), a route that is its own page is a 404 (its file is missing),
 *   and an unknown path under a question or topic goes to that question or topic (the catch-all);
 * - anything else is the 404 page of its language.
 * The server's two other redirects need the request's headers or code (a Swedish visitor on an
 * English page, capitals in event and group codes) and stay the server's, as on static hosts.
 */
import { ROUTE_TABLE } from '../domain/route-table.ts';
import { LANGUAGE_PREFIXES, PREFIXES, UNPREFIXED } from '../domain/routes.ts';
import { patternSource } from '../utils/response-headers.ts';
import { PATH_VARIABLE } from './nginx-headers.ts';
import { block, regex, replacement } from './nginx-text.ts';

/** The named location that rewrites and redirects what no file answers. */
export const ROUTES_LOCATION = '@routes';

/** A route's page with its `:name` parameters as the captures of its pattern (`$1`, `$2` …). */
function target(pattern: string, page: string): string {
  const names = [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
  return page.replace(/:([A-Za-z]+)/g, (_, name: string) => `$${names.indexOf(name) + 1}`);
}

/** A path of a pattern, each parameter filled with a sample value. */
const sample = (pattern: string) => pattern.replace(/:([A-Za-z]+)/g, 'p$1');

/**
 * The rewrite lines of the route table for one language prefix, then the catch-all. A route
 * that is its own page comes to `@routes` only when its file is missing; where a later line
 * would take its path (`/e/{code}/completed/` looks like `/e/{code}/{question}/`, and the
 * catch-all takes any deeper path under a topic), a stop line makes it the 404 it is on the
 * server, which takes the first route that matches.
 */
export function routeLines(prefix: string): string[] {
  const catchAll = `^${prefix}/(q|t)/([^/]+)/.+$`;
  const routes = ROUTE_TABLE.map((route) => ({ route, pattern: `${prefix}${route.pattern}` }));
  const lines = routes.flatMap(({ route, pattern }, i) => {
    if (route.page !== route.pattern) {
      return [
        `rewrite ${regex(patternSource(pattern, true))} ${replacement(target(pattern, `${prefix}${route.page}`))} last;  # ${route.name}`,
      ];
    }
    const later = [
      ...routes
        .slice(i + 1)
        .filter((r) => r.route.page !== r.route.pattern)
        .map((r) => patternSource(r.pattern)),
      catchAll,
    ];
    const shadowed = later.some((re) => new RegExp(re).test(sample(pattern)));
    return shadowed
      ? [`if ($uri ~ ${regex(patternSource(pattern))}) { return 404; }  # ${route.name}: its own page, missing`]
      : [];
  });
  return [
    ...lines,
    `rewrite ${regex(catchAll)} ${replacement(`${prefix}/$1/$2/`)} permanent;  # an unknown path under a question or topic leads to it`,
  ];
}

/** The `map` choosing the 404 page by the requested path's language (for `error_page`). */
export function notFoundMap(): string[] {
  return block(`map ${PATH_VARIABLE} $quiz_not_found_page`, [
    `default /404.html;`,
    ...LANGUAGE_PREFIXES.map((p) => `${regex(`~^${p}(/|$)`)} ${replacement(`${p}/404/index.html`)};`),
  ]);
}

/** The `@routes` location, with the header lines every site location carries. */
export function routesLocation(addHeaders: readonly string[]): string[] {
  return block(`location ${ROUTES_LOCATION}`, [
    ...addHeaders,
    '# The slash form of a page path (merge_slashes keeps $uri free of "//").',
    `rewrite ${regex('^(.*/[^./]+)$')} $1/ permanent;`,
    `# A doubled language prefix, and /${UNPREFIXED}/, which that language's paths do without.`,
    ...LANGUAGE_PREFIXES.map((p) => `rewrite ${regex(`^${p}(${p}(?:/.*)?)$`)} $1 permanent;`),
    `rewrite ${regex(`^/${UNPREFIXED}/+([^/].*)?$`)} ${replacement('/$1')} permanent;`,
    "# The route table, each language in the locale table's order: the first route that matches decides.",
    ...PREFIXES.flatMap((p) => routeLines(p)),
    'return 404;',
  ]);
}
