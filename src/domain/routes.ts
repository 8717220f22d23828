/**
 * The route table of spec section 2 as pure functions: building localized paths, matching a
 * request path to a route, choosing the generated page that serves it (sub-routes such as
 * `/q/{id}/explanation/` are views of the question page, served by rewrite), and the
 * redirects of the catch-all routes. The server, the static host rules and the 404 page use
 * the same table.
 */
import type { Lang } from './model.ts';

export const SWEDISH_PREFIX = '/sv';

/** The locale path prefix: '' for English, '/sv' for Swedish. */
export function prefix(lang: Lang): string {
  return lang === 'sv' ? SWEDISH_PREFIX : '';
}

/** A site path in a language; `path` is unprefixed, starts with '/' and ends with '/'. */
export function localize(lang: Lang, path: string): string {
  return `${prefix(lang)}${path}`;
}

/** Splits a path into its language and the unprefixed rest. */
export function splitLocale(pathname: string): { lang: Lang; path: string } {
  if (pathname === SWEDISH_PREFIX || pathname.startsWith(`${SWEDISH_PREFIX}/`)) {
    return { lang: 'sv', path: pathname.slice(SWEDISH_PREFIX.length) || '/' };
  }
  return { lang: 'en', path: pathname || '/' };
}

const seg = (s: string) => encodeURIComponent(s);

/** Unprefixed paths of every page type. */
export const paths = {
  home: () => '/',
  about: () => '/about/',
  kiosk: () => '/kiosk/',
  search: () => '/search/',
  account: (child = '') => (child ? `/account/${child}/` : '/account/'),
  accountTab: (tab: string) => `/account/me/${seg(tab)}/`,
  event: (code: string, child = '') => `/e/${seg(code)}/${child ? `${child}/` : ''}`,
  group: (code: string, child = '') => `/g/${seg(code)}/${child ? `${child}/` : ''}`,
  certificate: (topic: string, child = '') => `/c/${seg(topic)}/${child ? `${child}/` : ''}`,
  verify: (code = '') => (code ? `/c/v/${seg(code)}/` : '/c/v/'),
  topic: (slug: string) => `/t/${seg(slug)}/`,
  topicQuestion: (slug: string, q: string, view = '') => `/t/${seg(slug)}/${seg(q)}/${view ? `${view}/` : ''}`,
  topicEmbed: (slug: string, child = '') => `/t/${seg(slug)}/embed/${child ? `${child}/` : ''}`,
  challenge: (topic: string, challenge: string) => `/t/${seg(topic)}/c/${seg(challenge)}/`,
  question: (q: string, view = '') => `/q/${seg(q)}/${view ? `${view}/` : ''}`,
  topicGroup: (slug: string) => `/tg/${seg(slug)}/`,
};

/** Tabs of `/account/me/{tab}` (the spec leaves them open; see docs/decisions.md). */
export const ACCOUNT_TABS = ['progress', 'certificates', 'profile', 'password', 'delete'] as const;

export interface RouteMatch {
  readonly lang: Lang;
  /** Route name without the locale suffix, as in spec section 2 (e.g. 't-topic-question'). */
  readonly name: string;
  readonly params: Readonly<Record<string, string>>;
  /** The unprefixed path of the generated page that renders this route. */
  readonly page: string;
}

type Pattern = readonly [name: string, regex: RegExp, page: (p: Record<string, string>) => string];

const S = '([^/]+)';
const PATTERNS: readonly Pattern[] = [
  ['index', /^\/$/, () => '/'],
  ['about', /^\/about\/$/, () => '/about/'],
  ['kiosk', /^\/kiosk\/$/, () => '/kiosk/'],
  ['search', /^\/search\/$/, () => '/search/'],
  ['account', /^\/account\/$/, () => '/account/'],
  ['account-signup-success', /^\/account\/signup\/success\/$/, () => '/account/signup/success/'],
  ['account-me-tab', new RegExp(`^/account/me/${S}/$`), (p) => `/account/me/${p['tab']}/`],
  ['account-child', /^\/account\/(login|verify|unsubscribe|signup|forgot-password)\/$/, (p) => `/account/${p['child']}/`],
  ['e-code-completed', new RegExp(`^/e/${S}/completed/$`), (p) => `/e/${p['code']}/completed/`],
  ['e-code-question', new RegExp(`^/e/${S}/${S}/$`), (p) => `/e/${p['code']}/`],
  ['e-code', new RegExp(`^/e/${S}/$`), (p) => `/e/${p['code']}/`],
  ['g-code-welcome', new RegExp(`^/g/${S}/welcome/$`), (p) => `/g/${p['code']}/welcome/`],
  ['g-code', new RegExp(`^/g/${S}/$`), (p) => `/g/${p['code']}/`],
  ['c-v', /^\/c\/v\/$/, () => '/c/v/'],
  ['c-v-code', new RegExp(`^/c/v/${S}/$`), () => '/c/v/'],
  ['c-topic-share', new RegExp(`^/c/${S}/share/$`), (p) => `/c/${p['topic']}/`],
  ['c-topic-feedback', new RegExp(`^/c/${S}/feedback/$`), (p) => `/c/${p['topic']}/`],
  ['c-topic-question-explanation', new RegExp(`^/c/${S}/${S}/explanation/$`), (p) => `/c/${p['topic']}/`],
  ['c-topic-question', new RegExp(`^/c/${S}/${S}/$`), (p) => `/c/${p['topic']}/`],
  ['c-topic', new RegExp(`^/c/${S}/$`), (p) => `/c/${p['topic']}/`],
  ['t-topic-embed-done', new RegExp(`^/t/${S}/embed/done/$`), (p) => `/t/${p['topic']}/embed/`],
  ['t-topic-embed-question-explanation', new RegExp(`^/t/${S}/embed/${S}/explanation/$`), (p) => `/q/${p['question']}/`],
  ['t-topic-embed-question', new RegExp(`^/t/${S}/embed/${S}/$`), (p) => `/q/${p['question']}/`],
  ['t-topic-embed', new RegExp(`^/t/${S}/embed/$`), (p) => `/t/${p['topic']}/embed/`],
  ['t-topic-c-challenge', new RegExp(`^/t/${S}/c/${S}/$`), (p) => `/t/${p['topic']}/c/${p['challenge']}/`],
  ['t-topic-question-feedback', new RegExp(`^/t/${S}/${S}/feedback/$`), (p) => `/q/${p['question']}/`],
  ['t-topic-question-explanation', new RegExp(`^/t/${S}/${S}/explanation/$`), (p) => `/q/${p['question']}/`],
  ['t-topic-question', new RegExp(`^/t/${S}/${S}/$`), (p) => `/q/${p['question']}/`],
  ['t-topic', new RegExp(`^/t/${S}/$`), (p) => `/t/${p['topic']}/`],
  ['q-question-embed-explanation', new RegExp(`^/q/${S}/embed/explanation/$`), (p) => `/q/${p['question']}/`],
  ['q-question-embed-extraexplanation', new RegExp(`^/q/${S}/embed/extraexplanation/$`), (p) => `/q/${p['question']}/`],
  ['q-question-embed', new RegExp(`^/q/${S}/embed/$`), (p) => `/q/${p['question']}/`],
  ['q-question-explanation', new RegExp(`^/q/${S}/explanation/$`), (p) => `/q/${p['question']}/`],
  ['q-question', new RegExp(`^/q/${S}/$`), (p) => `/q/${p['question']}/`],
  ['tg-topicGroup', new RegExp(`^/tg/${S}/$`), (p) => `/tg/${p['topicGroup']}/`],
];

const PARAM_NAMES: Readonly<Record<string, readonly string[]>> = {
  'account-me-tab': ['tab'],
  'account-child': ['child'],
  'e-code-completed': ['code'],
  'e-code-question': ['code', 'question'],
  'e-code': ['code'],
  'g-code-welcome': ['code'],
  'g-code': ['code'],
  'c-v-code': ['code'],
  'c-topic-share': ['topic'],
  'c-topic-feedback': ['topic'],
  'c-topic-question-explanation': ['topic', 'question'],
  'c-topic-question': ['topic', 'question'],
  'c-topic': ['topic'],
  'tg-topicGroup': ['topicGroup'],
};

function paramNames(name: string): readonly string[] {
  if (PARAM_NAMES[name]) return PARAM_NAMES[name];
  if (name.startsWith('t-topic-c-')) return ['topic', 'challenge'];
  if (name === 't-topic' || name === 't-topic-embed' || name === 't-topic-embed-done') return ['topic'];
  if (name.startsWith('t-topic-')) return ['topic', 'question'];
  if (name.startsWith('q-')) return ['question'];
  return [];
}

const EMBED = /^(?:\/sv)?\/(?:q|t)\/[^/]+\/embed(?:\/|$)/;

/**
 * Embed routes (`/q/{id}/embed/…`, `/t/{topic}/embed/…`) are meant to be framed by other sites:
 * the server sends them other framing headers, and the service worker keeps them apart.
 */
export function isEmbedPath(pathname: string): boolean {
  return EMBED.test(pathname);
}

/** Matches a request path (with trailing slash) to a route of the spec, or null. */
export function matchRoute(pathname: string): RouteMatch | null {
  const { lang, path } = splitLocale(pathname);
  for (const [name, regex, page] of PATTERNS) {
    const m = regex.exec(path);
    if (!m) continue;
    const names = paramNames(name);
    const params: Record<string, string> = {};
    names.forEach((n, i) => {
      params[n] = m[i + 1] ?? '';
    });
    return { lang, name, params, page: localize(lang, page(params)) };
  }
  return null;
}

/**
 * Event and group codes are case-insensitive and their pages live at the lower-case code:
 * the lower-cased path when the code has capitals, else null.
 */
export function lowerCaseCodePath(pathname: string): string | null {
  const m = /^((?:\/sv)?\/(?:e|g)\/)([^/]+)(\/.*)?$/.exec(pathname);
  if (!m || m[2] === m[2]!.toLowerCase()) return null;
  return `${m[1]}${m[2]!.toLowerCase()}${m[3] ?? ''}`;
}

/**
 * Where a path that has no page of its own should go instead, or null. Covers the catch-all
 * routes of the spec (under `/q/1787/`, `/sv/t/sdg-course/` and `/sv/sv/`) generally: a
 * doubled language prefix is dropped, and an unknown sub-path of a question or topic leads
 * to that question or topic.
 */
export function catchAllRedirect(pathname: string): string | null {
  if (pathname === '/sv/sv' || pathname.startsWith('/sv/sv/')) return pathname.slice(3) || '/sv/';
  if (pathname === '/en' || pathname.startsWith('/en/')) return pathname.slice(3) || '/';
  const { lang, path } = splitLocale(pathname);
  const deep = /^\/(q|t)\/([^/]+)\/.+/.exec(path);
  if (deep && !matchRoute(pathname)) return localize(lang, `/${deep[1]}/${deep[2]}/`);
  return null;
}
