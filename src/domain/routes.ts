/**
 * The route table (route-table.ts) at work: building localized paths from a route's pattern,
 * matching a request path to a route with `URLPattern`, choosing the generated page that serves
 * it (sub-routes such as `/q/{id}/explanation/` are views of the question page, served by
 * rewrite), and the redirects of the catch-all routes. The server, the static host rules, the
 * head script, transitions, islands, the service worker and the 404 page use the same table.
 */
import { LANGS, LOCALE_PREFIX, type Lang } from './model.ts';
import { ROUTE_TABLE, type RouteEntry, type RouteInfo, type RouteName, type RouteParams } from './route-table.ts';
import { sameSitePath } from './redirect-target.ts';

export { ROUTE_TABLE, type RouteEntry, type RouteInfo, type RouteName, type RouteParams } from './route-table.ts';

/** The locale path prefix: '' for English, '/sv' for Swedish. */
export function prefix(lang: Lang): string {
  return LOCALE_PREFIX[lang];
}

/** A site path in a language; `path` is unprefixed, starts with '/' and ends with '/'. */
export function localize(lang: Lang, path: string): string {
  return `${prefix(lang)}${path}`;
}

/** Whether `path` is `start` or lies below it. */
const within = (path: string, start: string) => `${path}/`.startsWith(`${start}/`);

/** The language without a path prefix (the locale table, model.ts, has exactly one). */
export const UNPREFIXED: Lang = LANGS.find((lang) => !LOCALE_PREFIX[lang]) ?? LANGS[0];

/** Every language's path prefix in the locale table's order, '' for the language without one. */
export const PREFIXES: readonly string[] = /* @__PURE__ */ LANGS.map((lang) => LOCALE_PREFIX[lang]);

/** The path prefixes of the languages that have one (`/sv`). */
export const LANGUAGE_PREFIXES: readonly string[] = /* @__PURE__ */ PREFIXES.filter(Boolean);

/** Splits a path into its language and the unprefixed rest. */
export function splitLocale(pathname: string): { lang: Lang; path: string } {
  const lang = LANGS.find((l) => LOCALE_PREFIX[l] && within(pathname, LOCALE_PREFIX[l])) ?? UNPREFIXED;
  return { lang, path: pathname.slice(LOCALE_PREFIX[lang].length) || '/' };
}

const PARAM = /:([A-Za-z]+)/g;

/** Fills a table pattern's `:name` parameters with the (encoded) values. */
function fill(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(PARAM, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Every entry by its name: RouteName is derived from the table, so each name has its entry. */
const BY_NAME = Object.fromEntries(ROUTE_TABLE.map((r): [string, RouteInfo] => [r.name, r])) as Readonly<
  Record<RouteName, RouteInfo>
>;

/** The table entry of a route (its kind, page, embed and view flags). */
export function routeEntry(name: RouteName): RouteInfo {
  return BY_NAME[name];
}

/**
 * The unprefixed path of a route: its pattern with the parameters filled in (encoded). The
 * parameters are checked by the compiler against the pattern, so every path a caller builds
 * is one the table matches.
 */
export function pathFor<N extends RouteName>(name: N, params: RouteParams<N>): string {
  return fill(routeEntry(name).pattern, params);
}

/**
 * The unprefixed path of a route from parameters known only at run time (a match's, or another
 * route's with the same parameter names); a missing parameter fills in empty.
 */
export function routePath(name: RouteName, params: Readonly<Record<string, string>>): string {
  return fill(routeEntry(name).pattern, params);
}

/** A sub-route path under `base` (one of `paths`' results): `child` is e.g. 'share' or '{question}/explanation'. */
const under = (base: string, child: string) => (child ? `${base}${child}/` : base);

/** Unprefixed paths of every page type, built from the table's patterns. */
export const paths = {
  home: () => pathFor('index', {}),
  about: () => pathFor('about', {}),
  kiosk: () => pathFor('kiosk', {}),
  search: () => pathFor('search', {}),
  review: () => pathFor('review', {}),
  account: (child = '') => under(pathFor('account', {}), child),
  accountTab: (tab: string) => pathFor('account-me-tab', { tab }),
  event: (code: string, child = '') => under(pathFor('e-code', { code }), child),
  group: (code: string, child = '') => under(pathFor('g-code', { code }), child),
  certificate: (topic: string, child = '') => under(pathFor('c-topic', { topic }), child),
  verify: (code = '') => (code ? pathFor('c-v-code', { code }) : pathFor('c-v', {})),
  /** A shared result's public page (`/r/{code}/`; `/r/` alone says there is nothing to show). */
  result: (code = '') => (code ? pathFor('r-code', { code }) : pathFor('r', {})),
  topic: (topic: string) => pathFor('t-topic', { topic }),
  topicQuestion: (topic: string, question: string, view = '') =>
    under(pathFor('t-topic-question', { topic, question }), view),
  topicEmbed: (topic: string, child = '') => under(pathFor('t-topic-embed', { topic }), child),
  /** The result summary of a practice test (`?test=` names the test). */
  topicSummary: (topic: string) => pathFor('t-topic-summary', { topic }),
  challenge: (topic: string, challenge: string) => pathFor('t-topic-c-challenge', { topic, challenge }),
  question: (question: string, view = '') => under(pathFor('q-question', { question }), view),
  topicGroup: (topicGroup: string) => pathFor('tg-topicGroup', { topicGroup }),
};

/** Tabs of `/account/me/{tab}` (the spec leaves them open; see docs/decisions.md). */
export const ACCOUNT_TABS = ['progress', 'certificates', 'profile', 'password', 'delete'] as const;

/** A matched route; narrowing on `name` types its `params` (e.g. `question` of 'q-question'). */
export type RouteMatch = {
  [N in RouteName]: {
    readonly lang: Lang;
    /** Route name without the locale suffix, as in docs/reference/routes.md#route-table (e.g. 't-topic-question'). */
    readonly name: N;
    /** The parameters, decoded. */
    readonly params: RouteParams<N>;
    /** The (encoded) path of the generated page that renders this route, with its locale prefix. */
    readonly page: string;
  };
}[RouteName];

let compiled: readonly (readonly [RouteEntry, URLPattern])[] | null = null;

/** The table compiled once, on first use (so a module import alone never needs `URLPattern`, global in Node 24 and current browsers). */
function compiledTable(): readonly (readonly [RouteEntry, URLPattern])[] {
  if (compiled) return compiled;
  if (typeof URLPattern === 'undefined') throw new Error('routes.urlPatternMissing');
  compiled = ROUTE_TABLE.map((r) => [r, new URLPattern({ pathname: r.pattern })] as const);
  return compiled;
}

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    // Expected: a malformed escape in a requested path is matched as written.
    return s;
  }
};

/** Matches a request path (with trailing slash, encoded or not) to a route of the spec, or null. */
export function matchRoute(pathname: string): RouteMatch | null {
  const { lang, path } = splitLocale(pathname);
  for (const [entry, pattern] of compiledTable()) {
    const m = pattern.exec({ pathname: path });
    if (!m) continue;
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(m.pathname.groups)) params[k] = decode(v ?? '');
    // The entry's parameter names are the groups' names, so this is the entry's own RouteMatch.
    return { lang, name: entry.name, params, page: localize(lang, fill(entry.page, params)) } as RouteMatch;
  }
  return null;
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * Embed routes (`/q/{id}/embed/…`, `/t/{topic}/embed/…`, the table's `embed` flag) are meant to
 * be framed by other sites: the server sends them other framing headers, and the service worker
 * keeps them apart.
 */
export function isEmbedPath(pathname: string): boolean {
  const m = matchRoute(withSlash(pathname));
  return m !== null && routeEntry(m.name).embed === true;
}

/**
 * Event and group codes are case-insensitive and their pages live at the lower-case code:
 * the lower-cased path when the code has capitals, else null.
 */
export function lowerCaseCodePath(pathname: string): string | null {
  const { lang, path } = splitLocale(pathname);
  const m = /^(\/[eg]\/)([^/]+)(\/.*)?$/.exec(path);
  const code = m?.[2];
  if (!m || code === undefined || code === code.toLowerCase()) return null;
  return localize(lang, `${m[1] ?? ''}${code.toLowerCase()}${m[3] ?? ''}`);
}

/**
 * Where a path that has no page of its own should go instead, or null. Covers the catch-all
 * routes of the spec (under `/q/1787/`, `/sv/t/sdg-course/` and `/sv/sv/`) generally: a
 * doubled language prefix is dropped, and an unknown sub-path of a question or topic leads
 * to that question or topic. The target is always a path on this site (see redirect-target.ts).
 */
export function catchAllRedirect(pathname: string): string | null {
  let target: string | null = null;
  const { lang, path } = splitLocale(pathname);
  // A doubled prefix (`/sv/sv/…`), or the language without one named as one (`/en/…`): what follows.
  const named = prefix(lang) || `/${lang}`;
  if (within(path, named)) target = localize(lang, path.slice(named.length)) || '/';
  else {
    const deep = /^\/(q|t)\/([^/]+)\/.+/.exec(path);
    if (deep && !matchRoute(pathname)) target = localize(lang, `/${deep[1]}/${deep[2]}/`);
  }
  return target === null ? null : sameSitePath(target);
}
