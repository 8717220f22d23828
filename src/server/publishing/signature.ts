/**
 * Contentful webhook request verification: HMAC-SHA256 (hex) over the method, the encoded
 * path, the signed headers (`key:value`, sorted, joined by ';') and the body, keyed by the
 * webhook signing secret; `x-contentful-timestamp` (ms) bounds its age. Same algorithm as
 * Contentful's node-apps-toolkit, without its dependencies.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { escape } from 'node:querystring';

export interface CanonicalRequest {
  readonly method: string;
  /** Path with query, as requested. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

function encodedPath(uri: string): string {
  const [pathname = '', search] = uri.split('?');
  return encodeURI(search ? `${pathname}?${escape(search)}` : pathname);
}

function normalizedHeaders(headers: CanonicalRequest['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers))
    if (v !== undefined) out[k.toLowerCase().trim()] = (Array.isArray(v) ? v.join(',') : v).trim();
  return out;
}

/** The signature of a request over the given signed headers. */
export function computeSignature(secret: string, req: CanonicalRequest, signedHeaders: readonly string[]): string {
  const headers = normalizedHeaders(req.headers);
  const signed = [...signedHeaders]
    .sort()
    .map((k) => `${k}:${headers[k] ?? ''}`)
    .join(';');
  return createHmac('sha256', secret)
    .update([req.method.toUpperCase(), encodedPath(req.path), signed, req.body].join('\n'))
    .digest('hex');
}

/** Signs a request as Contentful does (for tests and the rebuild command): the headers to add. */
export function signRequest(secret: string, req: CanonicalRequest, timestamp = Date.now()): Record<string, string> {
  const headers = { ...normalizedHeaders(req.headers), 'x-contentful-timestamp': String(timestamp) };
  const signedHeaders = [...new Set([...Object.keys(headers), 'x-contentful-signed-headers'])].sort();
  const withList = { ...headers, 'x-contentful-signed-headers': signedHeaders.join(',') };
  return {
    'x-contentful-signature': computeSignature(secret, { ...req, headers: withList }, signedHeaders),
    'x-contentful-signed-headers': signedHeaders.join(','),
    'x-contentful-timestamp': String(timestamp),
  };
}

export type Verdict = 'ok' | 'unsigned' | 'bad-signature' | 'stale';

/** Checks signature and age (`ttlSeconds`, default 30 s as Contentful recommends). */
export function verifyRequest(secret: string, req: CanonicalRequest, ttlSeconds = 30, now = Date.now()): Verdict {
  const headers = normalizedHeaders(req.headers);
  const signature = headers['x-contentful-signature'];
  const list = headers['x-contentful-signed-headers'];
  const timestamp = Number(headers['x-contentful-timestamp']);
  if (!signature || !list || !Number.isFinite(timestamp)) return 'unsigned';
  if (now - timestamp >= ttlSeconds * 1000 || timestamp - now > ttlSeconds * 1000) return 'stale';
  const signedHeaders = list.split(',').map((s) => s.trim().toLowerCase());
  if (!signedHeaders.includes('x-contentful-timestamp')) return 'bad-signature';
  const expected = Buffer.from(computeSignature(secret, req, signedHeaders));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? 'ok' : 'bad-signature';
}
