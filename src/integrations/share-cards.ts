/**
 * Renders the share card of every page that names one (site, topics, challenges, certificate
 * tests; both languages) into the output's `og/` folder. A card's file name is the digest of
 * what it shows, and rendered cards are kept in a cache (beside Astro's build cache when the
 * server publishes, else `node_modules/.cache/share-cards`): a publish renders only the cards
 * whose content changed, and question pages add none (they show their topic's card).
 *
 * A first build of 20,000 questions has about 1,200 cards (site, topics, certificate tests and
 * challenges, both languages) at some 10–30 ms each, so the missing ones are rendered into the
 * cache while Astro renders the pages (from `astro:build:start`, in a worker thread: satori on
 * the other core, not between the pages on the main thread), and the finished build only copies
 * them into `og/`. Should the worker fail, the finished build renders what is missing itself.
 */
import { copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import { loadSiteContent } from '../content-layer/index.ts';
import { CARD_DIR, type ShareCard } from '../share-cards/card.ts';
import { allContentCards } from '../share-cards/content-cards.ts';
import { renderCardPng } from '../share-cards/render.ts';
import { byName, missingCards, renderMissingCards, TMP } from '../share-cards/render-missing.ts';

/** An unfinished card older than this was left by a build that died: no build takes an hour on one card. */
const STALE_TMP_MS = 60 * 60 * 1000;

/**
 * `renderMissingCards` in a worker thread (src/share-cards/render-worker.ts), so satori's
 * layout runs beside the pages Astro renders on the main thread, not between them. sharp is
 * loaded here first: its native libraries then stay loaded when the worker ends (sharp's advice
 * for worker threads on glibc). No worker when every card is cached (a rebuild): its renderer
 * would only take memory.
 */
export async function renderMissingCardsInWorker(cards: readonly ShareCard[], cacheDir: string): Promise<number> {
  const missing = missingCards(cards, cacheDir).map(([, card]) => card);
  if (!missing.length) return 0;
  await import('sharp');
  const worker = new Worker(new URL('../share-cards/render-worker.ts', import.meta.url), {
    workerData: { cards: missing, cacheDir },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (rendered: number) => resolve(rendered));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`share cards: the render worker stopped (exit ${code}) before it answered`)),
    );
  });
}

/** Where rendered cards are kept between builds. */
export function cardCacheDir(root: string, env: Readonly<Record<string, string | undefined>>): string {
  const buildCache = env['ASTRO_BUILD_CACHE'];
  return buildCache ? join(buildCache, 'share-cards') : join(root, 'node_modules', '.cache', 'share-cards');
}

/**
 * Writes every card into `outDir/og/`, rendering only those missing from `cacheDir`, and drops
 * cached cards no page names any more. Returns how many were rendered and how many reused.
 */
export async function writeShareCards(
  cards: readonly ShareCard[],
  outDir: string,
  cacheDir: string,
): Promise<{ rendered: number; reused: number }> {
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
    const age = await stat(path).then(
      (s) => now - s.mtimeMs,
      () => Infinity,
    );
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
        ahead = loadSiteContent().then((graph) =>
          renderMissingCardsInWorker(allContentCards(graph), cardCacheDir(root, process.env)),
        );
        // Awaited when the build is done; until then a failure must not count as unhandled.
        ahead.catch(() => undefined);
      },
      'astro:build:done': async ({ dir, logger }) => {
        // A worker that failed leaves its cards to the step below (rendered here, as before).
        const early = ahead
          ? await ahead.catch(
              (err: unknown) => (
                logger.warn(`share cards: the render worker failed (${String(err)}); rendering here`),
                0
              ),
            )
          : 0;
        ahead = null;
        const cards = allContentCards(await loadSiteContent());
        const { rendered, reused } = await writeShareCards(cards, fileURLToPath(dir), cardCacheDir(root, process.env));
        logger.info(
          `share cards: rendered ${early + rendered} (${early} while the pages rendered), reused ${reused - early} into ${CARD_DIR}/`,
        );
      },
    },
  };
}
