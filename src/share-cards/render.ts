/**
 * Renders a share card to a 1200×630 PNG: satori lays the card out as SVG (text as paths, in
 * Inter from @fontsource/inter, SIL OFL 1.1, so no font binary lives in the repository), and
 * sharp (already the build's image library) rasterises it. The build renders the content's cards
 * with it and the server one certificate's card on request, so both look the same.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createElement as h, type ReactNode } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, type ShareCard } from './card.ts';

type Font = Parameters<typeof satori>[1]['fonts'][number];

const FONT_FILES = [
  ['latin', 400],
  ['latin-ext', 400],
  ['latin', 700],
  ['latin-ext', 700],
] as const;

let fonts: Promise<Font[]> | null = null;

/** Inter's Latin and Latin Extended subsets (Swedish and most European names), read once. */
function loadFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  fonts ??= Promise.all(
    FONT_FILES.map(async ([subset, weight]): Promise<Font> => ({
      name: 'Inter',
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal',
    })),
  );
  return fonts;
}

const INK = '#ffffff';
const BACKGROUND = '#1f4e79';
const ACCENT = '#f2b134';

/** The kind's accent stripe: a certificate's is gold, the rest the site's accent. */
function stripe(card: ShareCard): string {
  return card.kind === 'certificate' ? 'linear-gradient(180deg, #f2b134, #e07b24)' : ACCENT;
}

/** The card's element tree (satori reads a subset of CSS: flexbox only). */
function layout(card: ShareCard): ReactNode {
  const titleSize = card.title.length > 60 ? 60 : card.title.length > 30 ? 72 : 88;
  return h(
    'div',
    {
      style: {
        width: '100%',
        height: '100%',
        display: 'flex',
        background: BACKGROUND,
        color: INK,
        fontFamily: 'Inter',
      },
    },
    h('div', { style: { width: 28, height: '100%', background: stripe(card) } }),
    h(
      'div',
      {
        style: {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 72px',
          flex: 1,
        },
      },
      h(
        'div',
        { style: { display: 'flex', flexDirection: 'column', gap: 24 } },
        h(
          'div',
          { style: { fontSize: 34, fontWeight: 700, color: ACCENT, textTransform: 'uppercase', letterSpacing: 2 } },
          card.eyebrow,
        ),
        h(
          'div',
          { style: { fontSize: titleSize, fontWeight: 700, lineHeight: 1.1, lineClamp: 3, display: 'block' } },
          card.title,
        ),
        ...card.lines.map((line, i) =>
          h(
            'div',
            { key: i, style: { fontSize: 36, lineHeight: 1.3, opacity: 0.92, lineClamp: 3, display: 'block' } },
            line,
          ),
        ),
      ),
      h('div', { style: { display: 'flex', fontSize: 30, fontWeight: 700, opacity: 0.85 } }, card.siteName),
    ),
  );
}

/**
 * The PNG's zlib level: 6 rasterises and compresses a card in about a quarter of the time 9
 * takes (some 7 ms against 25 ms; a first 20,000-question build has about 1,200 cards) for
 * about 12 KB more per card (38 KB against 26 KB), the same pixels.
 */
const PNG_COMPRESSION = 6;

/** The card as a PNG (the bytes of a file or a response body). */
export async function renderCardPng(card: ShareCard): Promise<Buffer> {
  const svg = await satori(layout(card), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: await loadFonts() });
  return sharp(Buffer.from(svg)).png({ compressionLevel: PNG_COMPRESSION }).toBuffer();
}
