/**
 * Renders the share cards a cache folder does not hold yet. Imports only the renderer and plain
 * Node modules, so the build runs it in a worker thread of its own (render-worker.ts): satori's
 * layout is JavaScript, and on the main thread it took turns with the pages Astro renders.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { cardPath, type ShareCard } from './card.ts';
import { renderCardPng } from './render.ts';

/** Cards rendered at once: sharp rasterises one on libuv's threads while satori lays out the next. */
const PARALLEL = 2;

/** The suffix of a card being written. */
export const TMP = '.tmp';

/** The cards by file name (cards showing the same thing share one file). */
export const byName = (cards: readonly ShareCard[]) => new Map(cards.map((card) => [basename(cardPath(card)), card]));

/** The cards (by file name) `cacheDir` does not hold. */
export function missingCards(cards: readonly ShareCard[], cacheDir: string): [string, ShareCard][] {
  return [...byName(cards)].filter(([name]) => !existsSync(join(cacheDir, name)));
}

/** Renders the cards missing from `cacheDir` into it; returns how many. */
export async function renderMissingCards(cards: readonly ShareCard[], cacheDir: string): Promise<number> {
  await mkdir(cacheDir, { recursive: true });
  const missing = missingCards(cards, cacheDir);
  for (let i = 0; i < missing.length; i += PARALLEL) {
    await Promise.all(
      missing.slice(i, i + PARALLEL).map(async ([name, card]) => {
        // Written under a temporary name of this process first: a build stopped midway never
        // leaves half a card, and two builds sharing the cache never write one file.
        const cached = join(cacheDir, name);
        await writeFile(`${cached}.${process.pid}${TMP}`, await renderCardPng(card));
        await rename(`${cached}.${process.pid}${TMP}`, cached);
      }),
    );
  }
  return missing.length;
}
