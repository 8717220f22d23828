/**
 * Compressed responses. Static assets are compressed at build (src/integrations/precompress.ts)
 * and served by @fastify/static with `preCompressed`; everything else is compressed here on the
 * fly (@fastify/compress, brotli quality 4 or gzip): API JSON above 1 KB and the site's HTML
 * pages, which a publish rewrites by the tens of thousands (compressing them at build tripled a
 * 20,000-question publish), plus the error pages the static site fills in per request
 * (`sendHtml`). A response that already carries a Content-Encoding is left as it is.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Bodies below this many bytes are sent as they are: compressing them saves nothing. */
export const COMPRESS_THRESHOLD = 1024;

/** Brotli first (smaller), then gzip. */
export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an `Accept-Encoding` header, or null for none. Why our own:
 * the error pages are sent as strings, outside @fastify/static's negotiation.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((encoding) => weight(encoding) > 0) ?? null;
}

/** Sends an HTML document the server wrote, compressed when the client accepts it. */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  reply.type('text/html; charset=utf-8');
  const body = Buffer.from(html, 'utf8');
  if (body.length < COMPRESS_THRESHOLD) return reply.send(body);
  const vary = reply.getHeader('vary');
  reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  // Per request (the page names the missing path), so a quick brotli level rather than the build's 11.
  const packed =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(body, { level: 6 });
  return reply.header('Content-Encoding', encoding).send(packed);
}

/**
 * On-the-fly compression (@fastify/compress, by mime-db's compressible types) of every route but
 * the static site's files, which turn it off per route (static-site.ts): the build compressed the
 * ones worth it and @fastify/static sends those with their Content-Encoding.
 */
async function compression(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
}

export default fp(compression, { name: 'compression' });
