/**
 * The site header fits a 360 px phone in both languages: nothing overflows sideways, the brand,
 * every header link shown and the menu's button (search, account and the code field collapse
 * into it on phones) are fully on screen and tappable, and brand and links share one row (two
 * on a 320 px phone). The header is never painted half (a page that arrives in parts).
 */
import { expect, test } from '@playwright/test';
import { LANGS } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { serveDist, type DistServer } from '#tests/support/dist-server.ts';
import { layoutShifts, recordLayoutShifts } from '#tests/support/layout-shifts.ts';

for (const lang of LANGS) {
  // One row on a 360 px phone; a 320 px one may wrap the links to a second row.
  for (const [width, maxHeight] of [
    [320, 110],
    [360, 64],
  ] as const) {
    test(`${lang}: the header fits a ${width} px phone`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(localize(lang, paths.home()));
      const header = page.locator('.site-header');
      await expect(header).toBeVisible();
      await page.screenshot({
        path: `test-results/header/${lang}-${width}.png`,
        clip: { x: 0, y: 0, width, height: 200 },
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const shown = header.locator('a:visible, summary:visible');
      await expect(shown).toHaveCount(3);
      for (const link of await shown.all()) {
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      // The header does not eat the small screen.
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(maxHeight);
    });
  }
}

/**
 * A page whose HTML arrives in two parts, cut inside the header's links (a slow network, a busy
 * server): the browser must not paint the brand with half the links and then move them when the
 * rest arrives. The first paint waits for the element after the header (src/layouts/Base.astro).
 */
test.describe('a page that arrives in two parts', () => {
  let server: DistServer;
  /** When the server sent the rest of the page (ms since the epoch, as the page's clock). */
  let restSent = 0;
  test.beforeAll(async () => {
    server = await serveDist((html, res) => {
      // After the language link: on a phone the brand and that one link, without the menu beside it.
      const cut = html.indexOf('</li>', html.indexOf('data-set-locale', html.indexOf('<nav'))) + '</li>'.length;
      res.write(html.slice(0, cut));
      // The network's delay, not a wait of the test's: the page loads once the rest is sent.
      setTimeout(() => {
        restSent = Date.now();
        res.end(html.slice(cut));
      }, 1_000);
    });
  });
  test.afterAll(() => server.close());

  for (const lang of LANGS) {
    test(`${lang}: the header is painted whole, its links never move`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await recordLayoutShifts(page);
      await page.goto(server.base + localize(lang, paths.home()));
      await expect(page.locator('.site-header nav')).toBeVisible();
      const painted = await page.evaluate(() => {
        const first = performance.getEntriesByName('first-paint')[0];
        return first ? performance.timeOrigin + first.startTime : null;
      });
      expect(await layoutShifts(page)).toEqual([]);
      expect(painted).toBeGreaterThanOrEqual(restSent);
    });
  }
});
