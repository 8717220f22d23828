/**
 * Writes `offline/kiosk-<lang>.json`: the pages a kiosk keeps for offline use, which the service
 * worker warms in kiosk mode (docs/decisions.md, "Offline").
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadSiteContent } from '../content-layer/index.ts';
import { LANGS } from '../domain/model.ts';
import { kioskPages } from '../domain/offline-pages.ts';

/** The kiosk offline-lists integration. */
export default function kioskOffline(): AstroIntegration {
  return {
    name: 'quiz-kiosk-offline',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const graph = await loadSiteContent();
        const folder = join(fileURLToPath(dir), 'offline');
        await mkdir(folder, { recursive: true });
        for (const lang of LANGS)
          await writeFile(join(folder, `kiosk-${lang}.json`), JSON.stringify(kioskPages(graph, lang)));
      },
    },
  };
}
