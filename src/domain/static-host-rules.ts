/**
 * Rewrite and redirect rules in the `_redirects` format that Netlify and Cloudflare Pages read,
 * so the static output serves every route of the spec without the project's own server. They
 * are generated from the route table: every route whose page differs from its pattern is
 * rewritten to that page (status 200; both use the same `:name` placeholders); the doubled
 * language prefix redirects; everything else is the 404 page of its language.
 */
import { ROUTE_TABLE } from './route-table.ts';
import { LANGUAGE_PREFIXES, PREFIXES } from './routes.ts';

/** The routes served by another route's page, as [pattern, page] pairs (unprefixed). */
export function rewriteRoutes(): readonly (readonly [string, string])[] {
  return ROUTE_TABLE.filter((r) => r.page !== r.pattern).map((r) => [r.pattern, r.page] as const);
}

/**
 * The `_redirects` file. Every redirect target starts with a literal first segment (`/sv/…`),
 * never with a placeholder, so no request can make it `//host` (issue 9).
 */
export function staticHostRules(): string {
  const lines: string[] = [];
  for (const p of PREFIXES) {
    for (const [from, to] of rewriteRoutes()) lines.push(`${p}${from} ${p}${to} 200`);
  }
  for (const p of LANGUAGE_PREFIXES) lines.push(`${p}${p}/* ${p}/:splat 301`, `${p}/* ${p}/404/ 404`);
  lines.push('/* /404.html 404');
  return `${lines.join('\n')}\n`;
}
