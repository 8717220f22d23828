/**
 * Renders the share card of every page that names one (site, topics, challenges, certificate
 * tests; both languages) into the output's `og/` folder. A card's file name is the digest of
 * what it shows, and rendered cards are kept in a cache (beside Astro's build cache when the
 * server publishes, else `node_modules/.cache/share-cards`): a publish renders only the cards
 * whose content changed, and question pages add none (they show their topic's card).
 *
 * A first build of 20,000 questions has about 1,200 cards (site, topics, certificate tests and
 * challenges, both languages) at some 10–30 ms each, so the missing ones are rendered into the
 * cache while Astro renders the pages (from `astro:build:start`, two at a time: sharp rasterises
 * on libuv's threads, on the other core), and the finished build only copies them into `og/`.
 */
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadSiteContent } from '../content-layer/index.ts';
import { CARD_DIR, cardPath, type ShareCard } from '../share-cards/card.ts';
import { allContentCards } from '../share-cards/content-cards.ts';
import { renderCardPng } from '../share-cards/render.ts';

/** Where rendered cards are kept between builds. */
export function cardCacheDir(root: string, env: Readonly<Record<string, string | undefined>>): string {
  const buildCache = env['ASTRO_BUILD_CACHE'];
  return buildCache ? join(buildCache, 'share-cards') : join(root, 'node_modules', '.cache', 'share-cards');
}

/** Cards rendered at once: sharp rasterises one on libuv's threads while satori lays out the next; more would hold up the page writes. */
const PARALLEL = 2;

/** The suffix of a card being written. */
const TMP = '.tmp';
/** An unfinished card older than this was left by a build that died: no build takes an hour on one card. */
const STALE_TMP_MS = 60 * 60 * 1000;

/** The cards by file name (cards showing the same thing share one file). */
const byName = (cards: readonly ShareCard[]) => new Map(cards.map((card) => [basename(cardPath(card)), card]));

/** Renders the cards missing from `cacheDir` into it; returns how many. */
export async function renderMissingCards(cards: readonly ShareCard[], cacheDir: string): Promise<number> {
  await mkdir(cacheDir, { recursive: true });
  const missing = [...byName(cards)].filter(([name]) => !existsSync(join(cacheDir, name)));
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

/**
 * Writes every card into `outDir/og/`, rendering only those missing from `cacheDir`, and drops
 * cached cards no page names any more. Returns how many were rendered and how many reused.
 */
export async function writeShareCards(cards: readonly ShareCard[], outDir: string, cacheDir: string): Promise<{ rendered: number; reused: number }> {
  const rendered = await renderMissingCards(cards, cacheDir);
  const wanted = byName(cards);
  await mkdir(join(outDir, CARD_DIR), { recursive: true });
  let again = 0;
  await Promise.all(
    [...wanted].map(async ([name, card]) => {
      try {
        await copyFile(join(cacheDir, name), join(outDir, CARD_DIR, name));
      } catch (err) {
        // Expected only when another build sharing the cache pruned the card meanwhile: render it here.
        if (!(err instanceof Error && 'code' in err && err.code === 'ENOENT')) throw err;
        await writeFile(join(outDir, CARD_DIR, name), await renderCardPng(card));
        again++;
      }
    }),
  );
  // Cards no page names any more leave the cache; another build's unfinished cards stay, unless a
  // build that died left them long ago.
  const now = Date.now();
  for (const file of await readdir(cacheDir)) {
    if (wanted.has(file)) continue;
    const path = join(cacheDir, file);
    const age = await stat(path).then((s) => now - s.mtimeMs, () => Infinity);
    if (file.endsWith(TMP) && age < STALE_TMP_MS) continue;
    await rm(path, { force: true });
  }
  return { rendered: rendered + again, reused: wanted.size - rendered - again };
}

/** The share-cards integration. */
export default function shareCards(): AstroIntegration {
  let root = process.cwd();
  // Cards rendered ahead, while the pages render; awaited when the build is done.
  let ahead: Promise<number> | null = null;
  return {
    name: 'quiz-share-cards',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:start': () => {
        ahead = loadSiteContent().then((graph) => renderMissingCards(allContentCards(graph), cardCacheDir(root, process.env)));
        // Awaited when the build is done; until then a failure must not count as unhandled.
        ahead.catch(() => undefined);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const early = ahead ? await ahead : 0;
        ahead = null;
        const cards = allContentCards(await loadSiteContent());
        const { rendered, reused } = await writeShareCards(cards, fileURLToPath(dir), cardCacheDir(root, process.env));
        logger.info(`share cards: rendered ${early + rendered} (${early} while the pages rendered), reused ${reused - early} into ${CARD_DIR}/`);
      },
    },
  };
}
