/**
 * Asset files shipped with a content pack: served under `/_content/` by the dev server and
 * copied into the output of a build. Contentful-hosted assets need neither.
 */
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadSiteContent } from '../content-layer/index.ts';
import type { Asset, ContentGraph } from '../domain/model.ts';

/** Public URL to file on disk of every pack asset the visible content shows. */
export function localAssets(graph: ContentGraph): Map<string, string> {
  const out = new Map<string, string>();
  const add = (a: Asset | null) => {
    if (a?.sourcePath) out.set(a.url, a.sourcePath);
  };
  for (const q of graph.questions) {
    add(q.image);
    for (const a of q.answers) add(a.image);
  }
  for (const t of graph.topics) add(t.image);
  for (const c of graph.challenges)
    for (const s of [...c.intro, ...c.outro, ...c.combos.flatMap((k) => [...k.intro, ...k.outro])]) add(s.image);
  return out;
}

/** The content-assets integration. */
export default function contentAssets(): AstroIntegration {
  return {
    name: 'quiz-content-assets',
    hooks: {
      'astro:server:setup': async ({ server }) => {
        const files = localAssets(await loadSiteContent());
        server.middlewares.use((req, res, next) => {
          const file = req.url ? files.get(decodeURI(req.url.split('?')[0] ?? '')) : undefined;
          if (!file || !existsSync(file)) {
            next();
            return;
          }
          createReadStream(file).pipe(res);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        let copied = 0;
        for (const [url, source] of localAssets(await loadSiteContent())) {
          // A pack may name a file it does not ship: the page then shows no image, as on a host.
          if (!existsSync(source)) {
            logger.warn(`asset file missing: ${source}`);
            continue;
          }
          const target = join(out, decodeURI(url));
          await mkdir(dirname(target), { recursive: true });
          await copyFile(source, target);
          copied++;
        }
        logger.info(`copied ${copied} content asset(s)`);
      },
    },
  };
}
