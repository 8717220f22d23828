/**
 * The site installs as an app: Chromium's own installability check (the one behind its install
 * prompt: manifest, icons, start URL, a service worker controlling the page) finds nothing
 * missing, in both languages, and each language's app starts in that language.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config.ts';

for (const [lang, start] of [
  ['en', '/'],
  ['sv', '/sv/'],
] as const) {
  test(`installable as an app (${lang})`, async ({ baseURL }) => {
    // Incognito contexts never install: a real profile on disk.
    const profile = mkdtempSync(join(tmpdir(), 'install-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...chromiumLaunch,
      baseURL: baseURL!,
      locale: lang === 'sv' ? 'sv-SE' : 'en-US',
      // The test runner gives this context the config's options too, which block service workers.
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(start);
      await expect
        .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 })
        .toBe(true);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(new URL(manifest.url).pathname).toBe(`${start}manifest.webmanifest`);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ lang, start_url: start, display: 'standalone' });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}
