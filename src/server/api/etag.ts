import type { FastifyRequest } from 'fastify';

/** An entity tag compared weakly (RFC 9110 §8.8.3.2): its `W/` prefix, if any, left out. */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * True when the request's `If-None-Match` names `etag` (one of a list, or `*`): the client has
 * this version already and gets a 304. Weak comparison, as GET conditions use.
 */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const wanted = opaque(etag);
  return (request.headers['if-none-match'] ?? '').split(',').some((tag) => {
    const t = opaque(tag);
    return t === wanted || t === '*';
  });
}
