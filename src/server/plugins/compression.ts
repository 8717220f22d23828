/**
 * Compressed responses. Static files are compressed at build (src/integrations/precompress.ts)
 * and served by @fastify/static with `preCompressed`; what the server writes itself is
 * compressed here: API JSON on the fly above 1 KB (@fastify/compress, brotli or gzip), and the
 * error pages, which the static site fills in per request (`sendHtml`).
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
  const weight = (encoding: Encoding) => accepted.get(encoding) ?? (accepted.has('*') ? accepted.get('*')! : 0);
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
  const packed = encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });
  return reply.header('Content-Encoding', encoding).send(packed);
}

/** API compression: registered inside the `/v1` plugin, so it compresses only API answers. */
async function apiCompression(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
}

export default fp(apiCompression, { name: 'api-compression' });
