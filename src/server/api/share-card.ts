/**
 * How the API sends a share card (a certificate's, a shared result's): one rule for both, since
 * crawlers fetch both alike.
 */
import type { FastifyReply } from 'fastify';

/**
 * A card never changes once made, but for a renamed topic (a certificate's and a shared result's
 * alike; a certificate's own name gives its page's card URL a new `v`): a day's caching lets a
 * rename show within one. The certificate's QR code is cached alike.
 */
const CARD_CACHE = 'public, max-age=86400';

/** Sends a card (a PNG, or the QR code's SVG): its type, and a day's caching for crawlers and browsers. */
export function sendCard(
  reply: FastifyReply,
  body: Buffer | string,
  type: 'image/png' | 'image/svg+xml' = 'image/png',
): FastifyReply {
  return reply.type(type).header('Cache-Control', CARD_CACHE).send(body);
}
