/**
 * Renders the PNG app icons (src/utils/app-icons.ts) from `public/favicon.svg` into the
 * output's `icons/` at build, with sharp (Astro's own image library), so the raster icons can
 * never drift from the SVG.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import sharp from 'sharp';
import { APPLE_TOUCH_ICON, MANIFEST_ICONS, type AppIcon } from '../utils/app-icons.ts';

/** One icon: the artwork at its scale, centred on its background (or transparent). */
async function renderIcon(svg: Buffer, icon: AppIcon, outDir: string): Promise<void> {
  const inner = Math.round(icon.size * icon.scale);
  const art = await sharp(svg, { density: Math.ceil((72 * inner) / 32) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const pad = Math.floor((icon.size - inner) / 2);
  await sharp({
    create: {
      width: icon.size,
      height: icon.size,
      channels: 4,
      background: icon.background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([{ input: art, top: pad, left: pad }])
    .png({ compressionLevel: 9 })
    .toFile(join(outDir, icon.src));
}

/** The app-icons integration. */
export default function appIcons(): AstroIntegration {
  let publicDir = '';
  return {
    name: 'quiz-app-icons',
    hooks: {
      'astro:config:done': ({ config }) => {
        publicDir = fileURLToPath(config.publicDir);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const svg = await readFile(join(publicDir, 'favicon.svg'));
        await mkdir(join(out, 'icons'), { recursive: true });
        const icons = [...MANIFEST_ICONS, APPLE_TOUCH_ICON];
        await Promise.all(icons.map((icon) => renderIcon(svg, icon, out)));
        logger.info(`rendered ${icons.length} app icon(s) into icons/`);
      },
    },
  };
}
