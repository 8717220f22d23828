/**
 * Points the service worker's build (@vite-pwa/astro) at the folder the site is built into.
 * Why: for a static site the PWA integration writes `sw.js`, and finds the files it precaches,
 * in Vite's output folder, which is `dist/` only when the build uses the default; a build with
 * `--outDir` (every publishing build: `DATA_DIR/builds/<id>/`) put `sw.js` in `.astro/` and
 * precached nothing, so a published site had no service worker. Runs before the PWA integration
 * (its `astro:config:setup` reads the same options object) with the output folder as resolved.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The PWA options this sets: the output folder and where the precache list is looked for. */
export interface PwaFolders {
  outDir?: string;
  injectManifest?: { globDirectory?: string };
}

export default function pwaOutDir(options: PwaFolders): AstroIntegration {
  return {
    name: 'quiz-pwa-out-dir',
    hooks: {
      'astro:config:setup': ({ config }) => {
        const dir = fileURLToPath(config.outDir);
        options.outDir = dir;
        options.injectManifest = { ...options.injectManifest, globDirectory: dir };
      },
    },
  };
}
