/**
 * The site's response headers for nginx, from the rules of src/utils/response-headers.ts (the
 * ones the Node server sends and the build writes into `_headers`, which nginx does not read).
 *
 * Why maps rather than a header set per path in each location:
 * - a question link is rewritten to its question page (`/t/{topic}/{id}/` to `/q/{id}/`), and
 *   nginx picks the location after the rewrite; the headers must follow the path asked for (an
 *   embed stays framable), so every value is looked up from the request's own path
 *   (`$request_uri` before the query), as the server's `headersFor` does;
 * - `add_header` in a location drops every `add_header` of the levels above it, so each location
 *   that serves the site repeats the whole set (`addHeaderLines`), and none relies on
 *   inheritance; the API and webhook locations have none: their own headers pass through;
 * - `always`, so 404 pages and redirects carry them too.
 * Strict-Transport-Security is sent only on requests nginx received over TLS (`$https`), as the
 * server sends it only over TLS; a 404 is `no-store`, as the server's.
 */
import { NOT_FOUND_CACHE, patternSource, siteHeaderRules, type HeaderRule } from '../utils/response-headers.ts';
import { block, quote, regex } from './nginx-text.ts';

/** The variable holding the requested path (before rewrites, without the query). */
export const PATH_VARIABLE = '$quiz_path';

const variableOf = (header: string, suffix = '') => `$quiz_h_${header.toLowerCase().replace(/-/g, '_')}${suffix}`;

/** One header's value by path: the regex entries (first match wins) and the default. */
interface PathValues {
  readonly entries: readonly (readonly [string, string])[];
  readonly fallback: string;
}

/** The values of `header` under `rules`, as nginx's map reads them: the last matching rule first. */
function pathValues(rules: readonly HeaderRule[], header: string): PathValues {
  const entries: (readonly [string, string])[] = [];
  for (const rule of [...rules].reverse()) {
    const value = rule.headers[header];
    if (value === undefined) continue;
    // A rule for every path ends the list: it is the value of whatever no later rule matched.
    if (rule.pattern === '/*') return { entries, fallback: value };
    entries.push([patternSource(rule.pattern), value]);
  }
  return { entries, fallback: '' };
}

const same = (a: PathValues, b: PathValues) => JSON.stringify(a) === JSON.stringify(b);

/** A map of the path to a header's values, or the value itself when it is the same everywhere. */
function pathMap(values: PathValues, variable: string): { value: string; lines: string[] } {
  if (!values.entries.length) return { value: quote(values.fallback), lines: [] };
  const lines = block(`map ${PATH_VARIABLE} ${variable}`, [
    `default ${quote(values.fallback)};`,
    ...values.entries.map(([re, v]) => `${regex(`~${re}`)} ${quote(v)};`),
  ]);
  return { value: variable, lines };
}

export interface NginxHeaders {
  /** `map` blocks for the http context. */
  readonly maps: string[];
  /** The `add_header` directives every location serving the site carries. */
  readonly addHeaders: string[];
  /** Every header name the site sends (for tests and the config's comments). */
  readonly names: string[];
}

/** The site's headers as nginx maps and `add_header` lines, for the given embed origins. */
export function nginxHeaders(embedOrigins: readonly string[]): NginxHeaders {
  const tls = siteHeaderRules(embedOrigins, true);
  const plain = siteHeaderRules(embedOrigins, false);
  const names = [...new Set(tls.flatMap((rule) => Object.keys(rule.headers)))];
  const maps: string[] = [
    '# The requested path, before any rewrite and without the query: every header follows it.',
    ...block(`map $request_uri ${PATH_VARIABLE}`, [
      `default $request_uri;`,
      `"~^(?<quiz_path_only>[^?]*)" $quiz_path_only;`,
    ]),
  ];
  const addHeaders: string[] = [];
  for (const name of names) {
    // Cache-Control goes through one more map (by status), so its path map has a name of its own.
    const byStatus = name === 'Cache-Control';
    const target = variableOf(name, byStatus ? '_by_path' : '');
    const overTls = pathValues(tls, name);
    const overPlain = pathValues(plain, name);
    let value: string;
    if (same(overTls, overPlain)) {
      const map = pathMap(overTls, target);
      maps.push(...map.lines);
      value = map.value;
    } else {
      // Only over TLS (Strict-Transport-Security): a plain-http answer cannot promise HTTPS.
      const a = pathMap(overTls, variableOf(name, '_tls'));
      const b = pathMap(overPlain, variableOf(name, '_plain'));
      maps.push(...block(`map $https ${target}`, [`on ${a.value};`, `default ${b.value};`]), ...a.lines, ...b.lines);
      value = target;
    }
    if (byStatus) {
      // The 404 page is never stored (the server's rule): it may exist after the next publish.
      maps.push(...block(`map $status ${variableOf(name)}`, [`404 ${quote(NOT_FOUND_CACHE)};`, `default ${value};`]));
      value = variableOf(name);
    }
    addHeaders.push(`add_header ${name} ${value} always;`);
  }
  return { maps, addHeaders, names };
}
