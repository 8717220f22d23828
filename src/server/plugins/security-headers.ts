/**
 * Security headers on every response. Pages refuse framing except the embed routes, which any
 * site (or the `EMBED_ORIGINS` list) may frame; API responses get a locked-down policy.
 * Script and style sources of pages are pinned by the hashes Astro writes into each page's
 * `<meta>` policy; the header adds what a meta policy cannot carry (`frame-ancestors`).
 * Requests that came over TLS get Strict-Transport-Security.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { API_POLICY, headerPolicy } from '#src/utils/content-security-policy.ts';
import { isEmbedPath } from '../../domain/routes.ts';

export interface SecurityHeaderOptions {
  /** Origins allowed to frame embed routes; empty means any site. */
  readonly embedOrigins: readonly string[];
}

/** One year, subdomains included (ASVS 5.0 3.4.1). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The frame-ancestors value for a path. */
export function frameAncestors(path: string, embedOrigins: readonly string[]): string {
  if (!isEmbedPath(path)) return "'self'";
  return embedOrigins.length ? ["'self'", ...embedOrigins].join(' ') : '*';
}

async function securityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions) {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '/';
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    // Only over TLS (behind a proxy: `TRUST_PROXY=true` and its X-Forwarded-Proto); a plain-http
    // answer cannot promise HTTPS, and browsers ignore the header there anyway.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    if (path.startsWith('/v1/') && !path.startsWith('/v1/docs')) {
      reply.header('Content-Security-Policy', API_POLICY);
      return payload;
    }
    const ancestors = frameAncestors(path, opts.embedOrigins);
    reply.header('Content-Security-Policy', headerPolicy(ancestors));
    if (ancestors === "'self'") reply.header('X-Frame-Options', 'SAMEORIGIN');
    return payload;
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
