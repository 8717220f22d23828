/**
 * Connects the content layer to Astro: loads and checks the content once before the build
 * (failing it with every offending entry named), copies the pack's local asset files into
 * the output, serves them in dev, and writes the rewrite rules that let static hosts serve
 * the sub-routes that are views of another page, and the kiosk's offline page lists.
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { createReadStream, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { formatIssues, loadSiteContent as getContent } from './index.ts';
import type { Asset, ContentGraph } from '../domain/model.ts';
import { staticHostRules } from '../domain/static-host-rules.ts';
import { kioskPages } from '../domain/offline-pages.ts';
import { LANGS } from '../domain/model.ts';
import { siteDigest } from './site-digest.ts';
import { stampBuildId } from './build-id.ts';

function localAssets(graph: ContentGraph): Map<string, string> {
  const out = new Map<string, string>();
  const add = (a: Asset | null) => {
    if (a?.sourcePath) out.set(a.url, a.sourcePath);
  };
  for (const q of graph.questions) {
    add(q.image);
    for (const a of q.answers) add(a.image);
  }
  for (const t of graph.topics) add(t.image);
  for (const c of graph.challenges) for (const s of [...c.intro, ...c.outro, ...c.combos.flatMap((k) => [...k.intro, ...k.outro])]) add(s.image);
  return out;
}

export default function contentIntegration(): AstroIntegration {
  return {
    name: 'quiz-content',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        const graph = await getContent();
        // Pages carry the id of the build they belong to; builds/latest.json names the live one.
        process.env['BUILD_ID'] ||= `${graph.digest}-${Date.now().toString(36)}`;
        const warnings = graph.issues.filter((i) => i.severity === 'warning');
        if (warnings.length) logger.warn(`${warnings.length} content warning(s):\n${formatIssues(warnings)}`);
        logger.info(`content ${graph.digest}: ${graph.topics.length} topics, ${graph.questions.length} questions, ${graph.challenges.length} challenges${graph.preview ? ' (preview)' : ''}`);
      },
      'astro:server:setup': async ({ server }) => {
        const graph = await getContent();
        const files = localAssets(graph);
        server.middlewares.use((req, res, next) => {
          const file = req.url ? files.get(decodeURI(req.url.split('?')[0] ?? '')) : undefined;
          if (!file || !existsSync(file)) return next();
          createReadStream(file).pipe(res);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const graph = await getContent();
        const out = fileURLToPath(dir);
        let copied = 0;
        for (const [url, source] of localAssets(graph)) {
          if (!existsSync(source)) {
            logger.warn(`asset file missing: ${source}`);
            continue;
          }
          const target = join(out, decodeURI(url));
          await mkdir(dirname(target), { recursive: true });
          await copyFile(source, target);
          copied++;
        }
        await writeFile(join(out, '_redirects'), staticHostRules());
        // Open pages poll builds/latest.json and reload at their next navigation when it changes.
        const buildId = process.env['BUILD_ID'] ?? graph.digest;
        const meta = { buildId, contentDigest: graph.digest, siteDigest: siteDigest(graph), builtAt: new Date().toISOString(), questions: graph.questions.length, topics: graph.topics.length };
        await mkdir(join(out, 'builds', 'meta'), { recursive: true });
        await writeFile(join(out, 'builds', 'latest.json'), JSON.stringify({ buildId }));
        await writeFile(join(out, 'builds', 'meta', `${buildId}.json`), JSON.stringify(meta));
        // The pages a kiosk keeps for offline use (the service worker warms them in kiosk mode).
        await mkdir(join(out, 'offline'), { recursive: true });
        for (const lang of LANGS) await writeFile(join(out, 'offline', `kiosk-${lang}.json`), JSON.stringify(kioskPages(graph, lang)));
        logger.info(`copied ${copied} content asset(s); wrote _redirects`);
        // An incremental build copied unchanged pages from the previous build: give them this build's id.
        if (process.env['ASTRO_BUILD_CACHE']) logger.info(`stamped build id into ${await stampBuildId(out, buildId)} reused page(s)`);
      },
    },
  };
}
