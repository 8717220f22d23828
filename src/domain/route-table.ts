/**
 * The one route table of docs/reference/routes.md#route-table (without the locale suffix: every route exists at the
 * plain path and under `/sv`). Everything else derives from it: matching and path building
 * (routes.ts), the server's rewrites and redirects, the static host's `_redirects`, the head
 * script's view marks, page transitions, the islands' current view and the service worker's
 * cache keys.
 *
 * Fields:
 * - `name`: the spec's route name; `RouteName` is the union of them, so a misspelt name does
 *   not compile.
 * - `pattern`: a `URLPattern` pathname with named parameters (`:topic`), always ending in '/'.
 * - `page`: the pattern of the generated page that serves the route, with the same parameter
 *   names; a route whose page differs from its pattern is served by rewrite.
 * - `kind`: its role in the spec's page transitions: `hub` (start, about, account pages),
 *   `play` (any question, explanation, challenge or c-topic screen), `page` (the rest).
 * - `embed`: meant to be framed by other sites (other framing headers, own cache keys).
 * - `view`: the part of a shared page the route shows (`<html data-view>`, set before paint).
 * - `marksQuestion`: the `:question` parameter picks the question a certificate or event page
 *   shows (`<html data-question>`, set before paint).
 *
 * Order matters: the first matching entry wins, so literal segments come before parameters
 * (`/c/v/` before `/c/:topic/`, `/e/:code/completed/` and `/e/:code/results/` before
 * `/e/:code/:question/`).
 */
export const ROUTE_TABLE = [
  { name: 'index', pattern: '/', page: '/', kind: 'hub' },
  { name: 'about', pattern: '/about/', page: '/about/', kind: 'hub' },
  { name: 'kiosk', pattern: '/kiosk/', page: '/kiosk/', kind: 'page' },
  { name: 'search', pattern: '/search/', page: '/search/', kind: 'page' },
  { name: 'review', pattern: '/review/', page: '/review/', kind: 'page' },
  { name: 'account', pattern: '/account/', page: '/account/', kind: 'hub' },
  { name: 'account-login', pattern: '/account/login/', page: '/account/login/', kind: 'hub' },
  { name: 'account-signup', pattern: '/account/signup/', page: '/account/signup/', kind: 'hub' },
  {
    name: 'account-signup-success',
    pattern: '/account/signup/success/',
    page: '/account/signup/success/',
    kind: 'hub',
  },
  { name: 'account-verify', pattern: '/account/verify/', page: '/account/verify/', kind: 'hub' },
  { name: 'account-unsubscribe', pattern: '/account/unsubscribe/', page: '/account/unsubscribe/', kind: 'hub' },
  {
    name: 'account-forgot-password',
    pattern: '/account/forgot-password/',
    page: '/account/forgot-password/',
    kind: 'hub',
  },
  { name: 'account-me-tab', pattern: '/account/me/:tab/', page: '/account/me/:tab/', kind: 'hub' },
  {
    name: 'e-code-completed',
    pattern: '/e/:code/completed/',
    page: '/e/:code/completed/',
    kind: 'page',
    view: 'completed',
  },
  { name: 'e-code-results', pattern: '/e/:code/results/', page: '/e/:code/results/', kind: 'page' },
  { name: 'e-code-question', pattern: '/e/:code/:question/', page: '/e/:code/', kind: 'play', marksQuestion: true },
  { name: 'e-code', pattern: '/e/:code/', page: '/e/:code/', kind: 'page' },
  { name: 'g-code-welcome', pattern: '/g/:code/welcome/', page: '/g/:code/welcome/', kind: 'page' },
  { name: 'g-code-results', pattern: '/g/:code/results/', page: '/g/:code/results/', kind: 'page' },
  { name: 'g-code', pattern: '/g/:code/', page: '/g/:code/', kind: 'page' },
  { name: 'c-v', pattern: '/c/v/', page: '/c/v/', kind: 'page' },
  { name: 'c-v-code', pattern: '/c/v/:code/', page: '/c/v/', kind: 'page' },
  { name: 'r', pattern: '/r/', page: '/r/', kind: 'page' },
  { name: 'r-code', pattern: '/r/:code/', page: '/r/', kind: 'page', view: 'share' },
  { name: 'c-topic-share', pattern: '/c/:topic/share/', page: '/c/:topic/', kind: 'play', view: 'share' },
  { name: 'c-topic-feedback', pattern: '/c/:topic/feedback/', page: '/c/:topic/', kind: 'play', view: 'feedback' },
  {
    name: 'c-topic-question-explanation',
    pattern: '/c/:topic/:question/explanation/',
    page: '/c/:topic/',
    kind: 'play',
    view: 'explanation',
    marksQuestion: true,
  },
  { name: 'c-topic-question', pattern: '/c/:topic/:question/', page: '/c/:topic/', kind: 'play', marksQuestion: true },
  { name: 'c-topic', pattern: '/c/:topic/', page: '/c/:topic/', kind: 'play' },
  {
    name: 't-topic-embed-done',
    pattern: '/t/:topic/embed/done/',
    page: '/t/:topic/embed/',
    kind: 'page',
    embed: true,
    view: 'done',
  },
  {
    name: 't-topic-embed-question-explanation',
    pattern: '/t/:topic/embed/:question/explanation/',
    page: '/q/:question/',
    kind: 'play',
    embed: true,
    view: 'explanation',
  },
  {
    name: 't-topic-embed-question',
    pattern: '/t/:topic/embed/:question/',
    page: '/q/:question/',
    kind: 'play',
    embed: true,
  },
  { name: 't-topic-embed', pattern: '/t/:topic/embed/', page: '/t/:topic/embed/', kind: 'page', embed: true },
  { name: 't-topic-c-challenge', pattern: '/t/:topic/c/:challenge/', page: '/t/:topic/c/:challenge/', kind: 'play' },
  { name: 't-topic-summary', pattern: '/t/:topic/summary/', page: '/t/:topic/summary/', kind: 'page' },
  {
    name: 't-topic-question-feedback',
    pattern: '/t/:topic/:question/feedback/',
    page: '/q/:question/',
    kind: 'play',
    view: 'feedback',
  },
  {
    name: 't-topic-question-explanation',
    pattern: '/t/:topic/:question/explanation/',
    page: '/q/:question/',
    kind: 'play',
    view: 'explanation',
  },
  { name: 't-topic-question', pattern: '/t/:topic/:question/', page: '/q/:question/', kind: 'play' },
  { name: 't-topic', pattern: '/t/:topic/', page: '/t/:topic/', kind: 'page' },
  {
    name: 'q-question-embed-explanation',
    pattern: '/q/:question/embed/explanation/',
    page: '/q/:question/',
    kind: 'play',
    embed: true,
    view: 'explanation',
  },
  {
    name: 'q-question-embed-extraexplanation',
    pattern: '/q/:question/embed/extraexplanation/',
    page: '/q/:question/',
    kind: 'play',
    embed: true,
    view: 'extraexplanation',
  },
  { name: 'q-question-embed', pattern: '/q/:question/embed/', page: '/q/:question/', kind: 'play', embed: true },
  {
    name: 'q-question-explanation',
    pattern: '/q/:question/explanation/',
    page: '/q/:question/',
    kind: 'play',
    view: 'explanation',
  },
  { name: 'q-question', pattern: '/q/:question/', page: '/q/:question/', kind: 'play' },
  { name: 'tg-topicGroup', pattern: '/tg/:topicGroup/', page: '/tg/:topicGroup/', kind: 'page' },
] as const satisfies readonly RouteDefinition[];

/** The shape every table entry keeps to (checked by `satisfies`, the literal types stay). */
export interface RouteDefinition {
  readonly name: string;
  readonly pattern: `/${string}`;
  readonly page: `/${string}`;
  readonly kind: 'hub' | 'play' | 'page';
  readonly embed?: boolean;
  readonly view?: 'explanation' | 'extraexplanation' | 'feedback' | 'share' | 'done' | 'completed';
  readonly marksQuestion?: boolean;
}

export type RouteEntry = (typeof ROUTE_TABLE)[number];
/** Every route name of the table (docs/reference/routes.md#route-table, without the locale suffix). */
export type RouteName = RouteEntry['name'];
/** An entry as consumers read it: the optional flags present on every entry's type. */
export type RouteInfo = RouteDefinition & { readonly name: RouteName };
export type RouteKind = RouteDefinition['kind'];
export type RouteView = NonNullable<RouteDefinition['view']>;

/** The parameter names of a pattern: `'/t/:topic/:question/'` gives `'topic' | 'question'`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : never;

/** The parameters a route takes, by name: `RouteParams<'t-topic'>` is `{ topic: string }`. */
export type RouteParams<N extends RouteName> = {
  readonly [K in ParamNames<Extract<RouteEntry, { name: N }>['pattern']>]: string;
};
