/**
 * The response headers of the site, per kind of path, in one place: the Node server sends them
 * (src/server/plugins/security-headers.ts, static-site.ts) and the build writes them into
 * `_headers` for static hosts (src/integrations/static-host-rules.ts), so both agree.
 *
 * The headers are rules in the `_headers` form: a path pattern (a literal path, `:name` for one
 * segment, a trailing `*` for anything below) and the headers it sets. Rules are listed general
 * first; where several rules match a path, the later one wins for each header it names (the
 * Netlify merge; `headersFor` applies the same merge for the server). Kinds of path:
 * - every path: the security headers and, by default, a page's framing and revalidation;
 * - embed pages (the route table's `embed` routes): framable by any site or `EMBED_ORIGINS`;
 * - hashed assets (`/_astro/`): cached for a year, immutable;
 * - plain public files (icons, search index): cached for an hour;
 * - HTML, build pointers (`/builds/`), the service worker and manifests: revalidated (the default).
 */
import { ROUTE_TABLE } from '../domain/route-table.ts';
import { PREFIXES } from '../domain/routes.ts';
import { headerPolicy } from './content-security-policy.ts';

/** One year, subdomains included (ASVS 5.0 3.4.1). */
export const HSTS = 'max-age=31536000; includeSubDomains';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const ONE_HOUR = 'public, max-age=3600';
/** A 404 answer is never stored: the page may exist after the next publish. */
export const NOT_FOUND_CACHE = 'no-store';

export interface HeaderRule {
  /** `_headers` path pattern. */
  readonly pattern: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** Headers every response of the site carries (HSTS only where the request came over TLS). */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The frame-ancestors value of embed pages: any site, or this one and the given origins. */
export function embedAncestors(embedOrigins: readonly string[]): string {
  return embedOrigins.length ? ["'self'", ...embedOrigins].join(' ') : '*';
}

/** Origins that may frame embeds (`EMBED_ORIGINS`, comma-separated; empty: any site), for server and build alike. */
export function embedOriginsFromEnv(env: Readonly<Record<string, string | undefined>>): string[] {
  return (env['EMBED_ORIGINS'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The patterns of every embed route, under each language's prefix. */
function embedPatterns(): string[] {
  const patterns = ROUTE_TABLE.filter((r) => 'embed' in r && r.embed).map((r) => r.pattern);
  return PREFIXES.flatMap((prefix) => patterns.map((p) => `${prefix}${p}`));
}

/** Cache rules by path, general first (the site's files; pages fall to the default). */
const CACHE_RULES: readonly (readonly [string, string])[] = [
  ['/_astro/*', IMMUTABLE],
  ['/pagefind/*', ONE_HOUR],
  ['/icons/*', ONE_HOUR],
  // Share cards are named by the digest of what they show.
  ['/og/*', IMMUTABLE],
  ['/favicon.svg', ONE_HOUR],
  ['/robots.txt', ONE_HOUR],
];

/**
 * Every header rule of the site's pages and files (not the API). Why one list: the server and the
 * static host read the same rules, so a header changed here changes on both.
 */
export function siteHeaderRules(embedOrigins: readonly string[], https: boolean): HeaderRule[] {
  const embed = { 'Content-Security-Policy': headerPolicy(embedAncestors(embedOrigins)) };
  return [
    {
      pattern: '/*',
      headers: {
        ...COMMON_HEADERS,
        ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
        'Content-Security-Policy': headerPolicy("'self'"),
        'X-Frame-Options': 'SAMEORIGIN',
        'Cache-Control': REVALIDATE,
      },
    },
    // An embed drops X-Frame-Options: a later rule cannot remove a header, so embeds set the
    // standard's permissive form, which browsers that know frame-ancestors ignore anyway.
    ...embedPatterns().map((pattern) => ({ pattern, headers: { ...embed, 'X-Frame-Options': '' } })),
    ...CACHE_RULES.map(([pattern, cache]) => ({ pattern, headers: { 'Cache-Control': cache } })),
  ];
}

/**
 * The regular expression source (anchored) of a `_headers` or `_redirects` pattern: `:name` is one
 * segment, a trailing `*` anything below. With `capture`, each of them is a numbered group (in
 * order), as a rewrite needs. One translation for the server and the nginx config (src/deploy/).
 */
export function patternSource(pattern: string, capture = false): string {
  const group = (source: string) => (capture ? `(${source})` : source);
  const source = pattern
    .split('/')
    .map((segment) =>
      segment === '*'
        ? group('.*')
        : segment.startsWith(':')
          ? group('[^/]+')
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `^${source}$`;
}

/** Whether a `_headers` pattern matches a URL path (`:name` one segment, trailing `*` anything). */
export function patternMatches(pattern: string, path: string): boolean {
  return new RegExp(patternSource(pattern)).test(path);
}

/** The headers of a path under the rules: each header from the last matching rule naming it. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) if (patternMatches(rule.pattern, path)) Object.assign(out, rule.headers);
  return out;
}

/** The rules as a `_headers` file (empty values, which a host cannot send, are left out). */
export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) => {
    const lines = Object.entries(rule.headers)
      .filter(([, value]) => value !== '')
      .map(([name, value]) => `  ${name}: ${value}`);
    return lines.length ? `${rule.pattern}\n${lines.join('\n')}` : '';
  });
  return `${blocks.filter(Boolean).join('\n')}\n`;
}
