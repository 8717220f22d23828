/**
 * Writes `_redirects` into the output: the rewrite rules that let static hosts (Netlify,
 * Cloudflare Pages) serve the sub-routes that are views of another page.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { staticHostRules } from '../domain/static-host-rules.ts';

/** The static-host-rules integration. */
export default function staticHostRulesFile(): AstroIntegration {
  return {
    name: 'quiz-static-host-rules',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await writeFile(join(fileURLToPath(dir), '_redirects'), staticHostRules());
        logger.info('wrote _redirects');
      },
    },
  };
}
