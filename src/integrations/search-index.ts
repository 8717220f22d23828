/**
 * The full-text search index (Pagefind, one index per language in `pagefind/` of the output),
 * built from the content graph's records; the Search island loads it.
 *
 * The index needs the content, not the pages, so it is built while Astro renders: indexing
 * starts when the build starts (Pagefind runs in a process of its own, on another core) and
 * writes into a scratch folder, and when the build is done the folder is moved into the output.
 * That takes the index (7–10 s of a 5,000-question build, measured on a shared machine) off
 * the build's critical path.
 */
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { loadSiteContent } from '../content-layer/index.ts';
import { searchRecords } from './search-records.ts';

/** Records are added in batches, so a large site does not open thousands of requests at once. */
const BATCH = 200;

/** Throws naming Pagefind's errors, if any: an incomplete index must fail the build. */
function check(errors: readonly string[]): void {
  if (errors.length) throw new Error(`pagefind: ${errors.join('; ')}`);
}

/** Indexes the site's content and writes the index into a new scratch folder; returns it and the record count. */
async function writeIndex(): Promise<{ folder: string; records: number }> {
  const records = searchRecords(await loadSiteContent());
  const folder = await mkdtemp(join(tmpdir(), 'quiz-pagefind-'));
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
    for (let i = 0; i < records.length; i += BATCH) {
      const results = await Promise.all(
        records.slice(i, i + BATCH).map((r) => index.addCustomRecord({ ...r, meta: { ...r.meta } })),
      );
      check(results.flatMap((r) => r.errors));
    }
    check((await index.writeFiles({ outputPath: folder })).errors);
    return { folder, records: records.length };
  } catch (err) {
    await rm(folder, { recursive: true, force: true });
    throw err;
  } finally {
    await pagefind.close();
  }
}

/** Moves a folder, copying when it lies on another file system than the target. */
async function move(from: string, to: string): Promise<void> {
  await rm(to, { recursive: true, force: true });
  try {
    await rename(from, to);
  } catch (err) {
    if (!(err instanceof Error && 'code' in err && err.code === 'EXDEV')) throw err;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

/** The search-index integration; the content integration (listed before it) has loaded the content. */
export default function searchIndex(): AstroIntegration {
  let indexing: Promise<{ folder: string; records: number }> | null = null;
  return {
    name: 'quiz-search-index',
    hooks: {
      'astro:build:start': () => {
        indexing = writeIndex();
        // Awaited when the build is done; until then a failure must not count as unhandled.
        indexing.catch(() => undefined);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const { folder, records } = await (indexing ?? writeIndex());
        indexing = null;
        await move(folder, join(fileURLToPath(dir), 'pagefind'));
        logger.info(`indexed ${records} search record(s) into pagefind/`);
      },
    },
  };
}
