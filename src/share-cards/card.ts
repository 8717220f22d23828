/**
 * Share cards: the 1200×630 images Open Graph and Twitter show when a page is shared. A card
 * is plain data (what it says, in one language); its file name carries a digest of that data
 * and of the renderer's version, so the build renders a card only when what it shows changed
 * and a crawler never sees an old image under a new name. Pure: pages, the build step and the
 * server all read it (the renderer, with its font and image libraries, is `render.ts`).
 */
import { createHash } from 'node:crypto';
import type { Lang } from '../domain/model.ts';

/**
 * What a card is of: the site (every other page), a topic, a challenge, a topic's certificate
 * test, one earned certificate, or one shared result (a practice test's or a challenge's score).
 */
export type CardKind = 'site' | 'topic' | 'challenge' | 'certificate-test' | 'certificate' | 'result';

export interface ShareCard {
  readonly kind: CardKind;
  readonly lang: Lang;
  /** The small line above the title ("Topic", "Certificate" …). */
  readonly eyebrow: string;
  readonly title: string;
  /** Further lines under the title (a description; a certificate's name, date and code). */
  readonly lines: readonly string[];
  /** The site's name, in the card's footer. */
  readonly siteName: string;
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Raise when the card's layout, colours or font change: every card then gets a new name. */
export const RENDERER_VERSION = 1;
/** The output folder of the build's cards. */
export const CARD_DIR = 'og';

/** The digest of everything a card image shows (16 hex digits: enough to never collide in one site). */
export function cardDigest(card: ShareCard): string {
  const input = JSON.stringify([
    RENDERER_VERSION,
    card.kind,
    card.lang,
    card.eyebrow,
    card.title,
    card.lines,
    card.siteName,
  ]);
  return createHash('sha256').update(input).digest('hex').slice(0, 16);
}

/** Paths by card: the pages of one topic share its card object (src/share-cards/content-cards.ts), so its digest is taken once. */
const paths = new WeakMap<ShareCard, string>();

/** The site path of a card the build renders, e.g. `/og/topic-sv-0123456789abcdef.png`. */
export function cardPath(card: ShareCard): string {
  let path = paths.get(card);
  if (path === undefined) {
    path = `/${CARD_DIR}/${card.kind}-${card.lang}-${cardDigest(card)}.png`;
    paths.set(card, path);
  }
  return path;
}

/** A description cut at a word boundary to fit a card (and a meta description) without overflowing. */
export function shortText(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
