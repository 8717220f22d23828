/**
 * The full-text search index (Pagefind, one index per language in `pagefind/` of the output),
 * built from the content graph's records; the Search island loads it.
 */
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

/** The search-index integration. */
export default function searchIndex(): AstroIntegration {
  return {
    name: 'quiz-search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const records = searchRecords(await loadSiteContent());
        const { index, errors } = await pagefind.createIndex({});
        if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
        for (let i = 0; i < records.length; i += BATCH) {
          const results = await Promise.all(records.slice(i, i + BATCH).map((r) => index.addCustomRecord({ ...r, meta: { ...r.meta } })));
          check(results.flatMap((r) => r.errors));
        }
        check((await index.writeFiles({ outputPath: join(fileURLToPath(dir), 'pagefind') })).errors);
        await pagefind.close();
        logger.info(`indexed ${records.length} search record(s) into pagefind/`);
      },
    },
  };
}
