/**
 * The build's manifest: `builds/latest.json` names the live build (open pages poll it and load
 * their next navigation in full when it changes) and `builds/meta/<id>.json` records its content
 * and site digests (docs/decisions.md, "Content-Security-Policy and publishing"). After an
 * incremental build the pages copied from the previous build are stamped with this build's id.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { stampBuildId } from '../content-layer/build-id.ts';
import { loadedSiteDigest, loadSiteContent } from '../content-layer/index.ts';

/** The build-manifest integration; the content integration has set `BUILD_ID` by then. */
export default function buildManifest(): AstroIntegration {
  return {
    name: 'quiz-build-manifest',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const graph = await loadSiteContent();
        const out = fileURLToPath(dir);
        const buildId = process.env['BUILD_ID'] ?? graph.digest;
        const meta = {
          buildId,
          contentDigest: graph.digest,
          siteDigest: await loadedSiteDigest(),
          builtAt: new Date().toISOString(),
          questions: graph.questions.length,
          topics: graph.topics.length,
        };
        await mkdir(join(out, 'builds', 'meta'), { recursive: true });
        await writeFile(join(out, 'builds', 'latest.json'), JSON.stringify({ buildId }));
        await writeFile(join(out, 'builds', 'meta', `${buildId}.json`), JSON.stringify(meta));
        // An incremental build copied unchanged pages from the previous build: give them this build's id.
        if (process.env['ASTRO_BUILD_CACHE'])
          logger.info(`stamped build id into ${await stampBuildId(out, buildId)} reused page(s)`);
      },
    },
  };
}
