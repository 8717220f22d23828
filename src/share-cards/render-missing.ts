/**
 * Renders the share cards a cache folder does not hold yet. Imports only the renderer and plain
 * Node modules, so the build runs it in a worker thread of its own (render-worker.ts): satori's
 * layout is JavaScript, and on the main thread it took turns with the pages Astro renders.
 */
import { randomUUID } from 'node:crypto';
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
        // Written under a temporary name of this write alone first: a build stopped midway never
        // leaves half a card, and two writes of one card (two builds sharing the cache, in one
        // process or two) never write one file; the last rename wins with a whole card.
        const cached = join(cacheDir, name);
        const tmp = `${cached}.${process.pid}-${randomUUID()}${TMP}`;
        await writeFile(tmp, await renderCardPng(card));
        await rename(tmp, cached);
      }),
    );
  }
  return missing.length;
}
