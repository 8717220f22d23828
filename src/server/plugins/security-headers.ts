/**
 * Security headers on every response. Pages refuse framing except the embed routes, which any
 * site (or the `EMBED_ORIGINS` list) may frame; API responses get a locked-down policy.
 * Script and style sources of pages are pinned by the hashes Astro writes into each page's
 * `<meta>` policy; the header adds what a meta policy cannot carry (`frame-ancestors`).
 * Requests that came over TLS get Strict-Transport-Security. The page headers are the rules of
 * src/utils/response-headers.ts, which the build also writes into `_headers` for static hosts.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { API_POLICY } from '#src/utils/content-security-policy.ts';
import { COMMON_HEADERS, HSTS, headersFor, siteHeaderRules } from '#src/utils/response-headers.ts';

export { HSTS };

export interface SecurityHeaderOptions {
  /** Origins allowed to frame embed routes; empty means any site. */
  readonly embedOrigins: readonly string[];
}

/** The frame-ancestors value for a path (from the shared rules: embeds differ). */
export function frameAncestors(path: string, embedOrigins: readonly string[]): string {
  const policy = headersFor(siteHeaderRules(embedOrigins, false), path)['Content-Security-Policy'] ?? '';
  return /frame-ancestors ([^;]+)/.exec(policy)?.[1] ?? "'none'";
}

function securityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions, done: () => void) {
  // Cache-Control is the static site's (it knows the file); the API sets its own.
  const rulesOf = (https: boolean) =>
    siteHeaderRules(opts.embedOrigins, https).map((rule) => ({
      ...rule,
      headers: Object.fromEntries(Object.entries(rule.headers).filter(([name]) => name !== 'Cache-Control')),
    }));
  const rules = { http: rulesOf(false), https: rulesOf(true) };
  // The API's headers are the same on every answer: built once per scheme, not per request.
  const apiHeadersOf = (https: boolean) => ({
    ...COMMON_HEADERS,
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
    'Content-Security-Policy': API_POLICY,
  });
  const apiHeaders = { http: apiHeadersOf(false), https: apiHeadersOf(true) };
  // A callback hook, not an async one: it runs on every response, and a promise per hook costs.
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = request.url.split('?')[0] ?? '/';
    // Only over TLS (behind a proxy: `TRUST_PROXY=true` and its X-Forwarded-Proto); a plain-http
    // answer cannot promise HTTPS, and browsers ignore the header there anyway.
    const scheme = request.protocol === 'https' ? 'https' : 'http';
    if (path.startsWith('/v1/') && !path.startsWith('/v1/docs')) {
      reply.headers(apiHeaders[scheme]);
      done(null, payload);
      return;
    }
    for (const [name, value] of Object.entries(headersFor(rules[scheme], path))) if (value) reply.header(name, value);
    done(null, payload);
  });
  done();
}

export default fp(securityHeaders, { name: 'security-headers' });
