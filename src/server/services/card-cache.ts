/**
 * Share cards rendered on request (a certificate's, a shared result's), kept for the next
 * crawler: a shared link is fetched by several crawlers within minutes, and rendering takes tens
 * of milliseconds of the server's one thread. Keyed by the card's digest, which covers all it
 * shows (a renamed topic is a new card).
 */
import { cardDigest, type ShareCard } from '#src/share-cards/card.ts';
import { renderCardPng } from '#src/share-cards/render.ts';

const rendered = new Map<string, Promise<Buffer>>();
const MAX_CACHED = 200;

/** The card as a PNG, rendered once and kept (the oldest dropped beyond 200; a failed render is not kept). */
export function cachedCardPng(card: ShareCard): Promise<Buffer> {
  const key = cardDigest(card);
  let png = rendered.get(key);
  if (!png) {
    png = renderCardPng(card);
    // A failed render is not kept: the next request tries again.
    png.catch(() => rendered.delete(key));
    if (rendered.size >= MAX_CACHED) rendered.delete(rendered.keys().next().value ?? '');
    rendered.set(key, png);
  }
  return png;
}
