/**
 * The worker thread that renders a build's missing share cards (src/integrations/share-cards.ts
 * starts it when the build starts): `workerData` is `{ cards, cacheDir }`, the answer the number
 * of cards rendered. Run by Node as it is (no bundler), so it imports only files Node runs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ShareCard } from './card.ts';
import { renderMissingCards } from './render-missing.ts';

/** What share-cards.ts hands the worker (structured-cloned, so typed by that caller, not checked here). */
interface RenderJob {
  readonly cards: readonly ShareCard[];
  readonly cacheDir: string;
}

const { cards, cacheDir } = workerData as RenderJob;
parentPort?.postMessage(await renderMissingCards(cards, cacheDir));
