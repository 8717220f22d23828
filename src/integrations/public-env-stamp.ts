/**
 * Public configuration is baked into the built pages, so a build made with other `PUBLIC_*`
 * values is stale. This integration records the digest of the build's public environment in
 * the output; `scripts/start.mjs` compares it with its own environment and rebuilds on a
 * difference (and when the stamp is missing).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { publicEnvFingerprint } from '../observability/public-config.ts';

/** The stamp's file name inside the output folder (a dotfile: the server does not serve it). */
export const PUBLIC_ENV_STAMP = '.public-env';

/** The integration that writes the stamp after every build. */
export default function publicEnvStamp(): AstroIntegration {
  return {
    name: 'quiz-public-env-stamp',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await writeFile(join(fileURLToPath(dir), PUBLIC_ENV_STAMP), `${publicEnvFingerprint(process.env)}\n`);
      },
    },
  };
}
