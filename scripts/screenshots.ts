/**
 * `npm run screenshots`: every key screen in both languages, on a phone and a desktop viewport,
 * in light and dark, written to `screenshots/` (or `--out <dir>`) as
 * `<screen>-<lang>-<phone|desktop>-<light|dark>.png` (the organizers' screens also on a
 * 1920×1080 `projector`). It serves the built site (`dist/`, built
 * first when missing) with the product's own server on a free port and a throw-away database,
 * and walks each screen the way a learner reaches it (answering, finishing a test, passing a
 * certificate), so what is pictured is what a learner sees.
 *
 *   npm run screenshots                      all screens
 *   npm run screenshots -- --only question   screens whose name contains "question"
 *   npm run screenshots -- --out /tmp/shots  another folder
 *   npm run screenshots -- --widths 1024,1920   also these viewport widths (800 px tall), as `w1024` …
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config.ts';
import { freePort } from '../tests/support/ports.ts';
import { waitFor } from '../tests/support/publishing.ts';
import { LANGS } from '#src/domain/model.ts';
import { prepare, prepareOrganizer, SCREENS } from './screenshots/screens.ts';

const SCHEMES = ['light', 'dark'] as const;

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    out: { type: 'string', default: 'screenshots' },
    widths: { type: 'string', default: '' },
  },
});
const extraWidths = values.widths.split(',').filter(Boolean).map(Number);
if (extraWidths.some((w) => !Number.isInteger(w) || w < 200 || w > 4000))
  throw new Error(`--widths takes whole pixel widths from 200 to 4000, comma-separated: ${values.widths}`);
const VIEWPORTS: Readonly<Record<string, { width: number; height: number }>> = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
  ...Object.fromEntries(extraWidths.map((width) => [`w${width}`, { width, height: 800 }])),
};
const root = resolve(import.meta.dirname, '..');
const out = resolve(root, values.out);

if (!existsSync(join(root, 'dist/index.html'))) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed: no site to photograph');
}

const dataDir = mkdtempSync(join(tmpdir(), 'screenshots-'));
const port = await freePort();
const baseURL = `http://localhost:${port}`;
const server = spawn(process.execPath, ['--liftoff-only', 'src/server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: 'localhost',
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT: '1000',
    ADDRESS_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
};

let browser: Browser | null = null;
let written = 0;
try {
  await waitFor(
    () =>
      fetch(`${baseURL}/readyz`).then(
        (r) => r.ok,
        () => false,
      ),
    90_000,
    200,
  );
  await prepare(baseURL);
  await prepareOrganizer(baseURL, dataDir);
  mkdirSync(out, { recursive: true });
  browser = await chromium.launch(chromiumLaunch);
  const screens = SCREENS.filter((s) => !values.only || s.name.includes(values.only));
  for (const screen of screens) {
    for (const lang of LANGS) {
      const viewports = { ...VIEWPORTS, ...(screen.projector ? { projector: { width: 1920, height: 1080 } } : {}) };
      for (const [viewportName, viewport] of Object.entries(viewports)) {
        for (const colorScheme of SCHEMES) {
          // A fresh context per shot: no progress or session leaks from one screen into the next.
          const context = await browser.newContext({
            baseURL,
            viewport,
            colorScheme,
            reducedMotion: 'reduce',
            locale: lang === 'sv' ? 'sv-SE' : 'en-GB',
          });
          const page = await context.newPage();
          try {
            await screen.reach(page, lang);
            const file = join(out, `${screen.name}-${lang}-${viewportName}-${colorScheme}.png`);
            await page.screenshot({ path: file, fullPage: screen.fullPage ?? true, animations: 'disabled' });
            written++;
          } catch (e) {
            throw new Error(
              `screen "${screen.name}" (${lang}, ${viewportName}, ${colorScheme}): ${(e as Error).message}`,
              { cause: e },
            );
          } finally {
            await context.close();
          }
        }
      }
    }
  }
  console.log(`${written} screenshots in ${out}`);
} finally {
  await browser?.close();
  stop();
}
