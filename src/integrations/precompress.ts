/**
 * Writes brotli (`.br`) and gzip (`.gz`) copies beside every text file of the output above
 * 1 KB except the HTML pages, so the server (@fastify/static `preCompressed`) and hosts that read
 * them send compressed files without compressing per request. Hashed assets (`/_astro/`: few,
 * cached for a year, the bulk of what a page transfers) get maximum quality; other files get
 * brotli quality 6 and gzip level 6. HTML pages are left to the server's on-the-fly compression
 * (src/server/plugins/compression.ts) and to static hosts, which compress HTML themselves: a pack
 * has tens of thousands of pages and a publish rewrites most of them, and compressing them here
 * took a 20,000-question publish from 24 s to 83 s. Runs last in every build, publishing builds
 * included.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files compressed at build (images and fonts are compressed already; pages on the fly). */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|xml|txt)$/;
/** Below this size compression saves less than a packet. */
export const MIN_BYTES = 1024;
/** Files compressed at once (zlib runs them on libuv's thread pool). */
const PARALLEL = 8;

/** Brotli quality and gzip level for files that change with the content (not hashed). */
const PAGE_BROTLI_QUALITY = 6;
const PAGE_GZIP_LEVEL = 6;
const HASHED_ASSET = /[\\/]_astro[\\/]/;

/** Writes the two compressed copies of one file. */
async function compressFile(file: string): Promise<void> {
  const body = await readFile(file);
  const best = HASHED_ASSET.test(file);
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : PAGE_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: best ? constants.Z_BEST_COMPRESSION : PAGE_GZIP_LEVEL }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}

/** Compresses every compressible file of `dir` above the minimum size; returns how many. */
export async function precompressDir(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const candidates = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => join(e.parentPath, e.name));
  const files: string[] = [];
  for (const file of candidates) if ((await stat(file)).size >= MIN_BYTES) files.push(file);
  for (let i = 0; i < files.length; i += PARALLEL) await Promise.all(files.slice(i, i + PARALLEL).map(compressFile));
  // Copies this run did not write are stale (an output folder built again, or written by an
  // earlier version that compressed pages too): the server would prefer them to the new files.
  const written = new Set(files);
  const stale = entries
    .filter((e) => e.isFile() && /\.(br|gz)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !written.has(f.replace(/\.(br|gz)$/, '')));
  await Promise.all(stale.map((f) => rm(f, { force: true })));
  return files.length;
}

/** The precompress integration: list it last, after everything that writes into the output. */
export default function precompress(): AstroIntegration {
  return {
    name: 'quiz-precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        logger.info(`compressed ${await precompressDir(fileURLToPath(dir))} file(s) (.br, .gz)`);
      },
    },
  };
}
