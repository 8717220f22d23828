/**
 * Renders the share card of every page that names one (site, topics, challenges, certificate
 * tests; both languages) into the output's `og/` folder. A card's file name is the digest of
 * what it shows, and rendered cards are kept in a cache (beside Astro's build cache when the
 * server publishes, else `node_modules/.cache/share-cards`): a publish renders only the cards
 * whose content changed, and question pages add none (they show their topic's card).
 */
import { copyFile, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadSiteContent } from '../content-layer/index.ts';
import { CARD_DIR, cardPath } from '../share-cards/card.ts';
import { allContentCards } from '../share-cards/content-cards.ts';
import { renderCardPng } from '../share-cards/render.ts';

/** Where rendered cards are kept between builds. */
export function cardCacheDir(root: string, env: Readonly<Record<string, string | undefined>>): string {
  const buildCache = env['ASTRO_BUILD_CACHE'];
  return buildCache ? join(buildCache, 'share-cards') : join(root, 'node_modules', '.cache', 'share-cards');
}

/**
 * Writes every card into `outDir/og/`, rendering only those missing from `cacheDir`, and drops
 * cached cards no page names any more. Returns how many were rendered and how many reused.
 */
export async function writeShareCards(cards: ReturnType<typeof allContentCards>, outDir: string, cacheDir: string): Promise<{ rendered: number; reused: number }> {
  await mkdir(join(outDir, CARD_DIR), { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  const wanted = new Map(cards.map((card) => [basename(cardPath(card)), card]));
  let rendered = 0;
  for (const [name, card] of wanted) {
    const cached = join(cacheDir, name);
    if (!existsSync(cached)) {
      // Written under a temporary name first: a build stopped midway never leaves half a card.
      await writeFile(`${cached}.tmp`, await renderCardPng(card));
      await rename(`${cached}.tmp`, cached);
      rendered++;
    }
    await copyFile(cached, join(outDir, CARD_DIR, name));
  }
  for (const file of await readdir(cacheDir)) if (!wanted.has(file)) await rm(join(cacheDir, file), { force: true });
  return { rendered, reused: wanted.size - rendered };
}

/** The share-cards integration. */
export default function shareCards(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'quiz-share-cards',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const cards = allContentCards(await loadSiteContent());
        const { rendered, reused } = await writeShareCards(cards, fileURLToPath(dir), cardCacheDir(root, process.env));
        logger.info(`share cards: rendered ${rendered}, reused ${reused} into ${CARD_DIR}/`);
      },
    },
  };
}
