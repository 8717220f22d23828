/**
 * The site header fits a 360 px phone in both languages: nothing overflows sideways, the brand,
 * every header link shown and the menu's button (search, account and the code field collapse
 * into it on phones) are fully on screen and tappable, and brand and links share one row (two
 * on a 320 px phone).
 */
import { expect, test } from '@playwright/test';
import { LANGS } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';

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
