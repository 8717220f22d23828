/**
 * A site the project has never seen: a pack made by `generatePack` (scripts/generate-pack.ts),
 * built with the product's own build into a folder of its own and served by the product's own
 * server (`startServerFor`: a free port, a DATA_DIR of its own, the pack's `CONTENT_PACK` so the
 * API knows its questions). The phone tap tests and `npm run bench:pages` measure on it, so a
 * fix tuned to the sample pack's pages cannot pass unseen.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { astroBuilder, newBuildId } from '#src/server/publishing/publisher.ts';
import { contentConfigFromEnv, loadContent, type ContentGraph } from '#src/content-layer/index.ts';
import { generatePack } from '../../../scripts/generate-pack.ts';
import { startServerFor, type SiteServer } from '../../../scripts/bench/site-server.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Questions in the generated pack: three topics of 100, each with tests, a certificate test and a challenge. */
export const GENERATED_QUESTIONS = 300;

/** A built site: its pack and its output folder. */
export interface GeneratedSite {
  readonly pack: string;
  readonly dist: string;
}

/**
 * Generates the pack into `dir` and builds the site from it into `dir` (the output folder is
 * named like a publishing build, since the build id is its name). Throws with the build's log
 * when the build fails.
 */
export async function buildGeneratedSite(dir: string, questions = GENERATED_QUESTIONS): Promise<GeneratedSite> {
  mkdirSync(dir, { recursive: true });
  const pack = join(dir, 'export.json');
  writeFileSync(pack, JSON.stringify(generatePack(questions)));
  const dist = join(dir, newBuildId());
  const built = await astroBuilder(ROOT, { ...process.env, CONTENT_PACK: pack })(dist);
  if (!built.ok) throw new Error(`building the generated site failed:\n${built.log.slice(-4000)}`);
  return { pack, dist };
}

/**
 * The site built in `dir` for `key`, or a new build when `dir` holds none for it. The browser
 * tests pass their run's id: Playwright starts a new worker after a failed test, and the new
 * worker takes the site its predecessor built instead of building again.
 */
export async function generatedSiteFor(dir: string, key: string): Promise<GeneratedSite> {
  const marker = join(dir, 'site.json');
  if (existsSync(marker)) {
    const kept = JSON.parse(readFileSync(marker, 'utf8')) as GeneratedSite & { key: string };
    if (kept.key === key && existsSync(kept.dist)) return { pack: kept.pack, dist: kept.dist };
  }
  rmSync(dir, { recursive: true, force: true });
  const building = `${dir}.building`;
  rmSync(building, { recursive: true, force: true });
  const site = await buildGeneratedSite(building);
  renameSync(building, dir);
  const moved = { pack: site.pack.replace(building, dir), dist: site.dist.replace(building, dir) };
  writeFileSync(marker, JSON.stringify({ ...moved, key }));
  return moved;
}

/** Serves a generated site with the product's server (API included) on a free port. */
export function serveGeneratedSite(site: GeneratedSite, dataDir: string): Promise<SiteServer> {
  return startServerFor(site.dist, dataDir, {
    CONTENT_PACK: site.pack,
    AUTH_RATE_LIMIT: '1000',
    ADDRESS_RATE_LIMIT: '1000',
  });
}

/** The content graph of a generated site, as its build and its API read it. */
export function generatedGraph(site: GeneratedSite): Promise<ContentGraph> {
  return loadContent(contentConfigFromEnv({ CONTENT_PACK: site.pack }));
}
