/**
 * A person's first action on a page: a key press. Players and forms hydrate at the first
 * interaction (`client:interaction`, src/browser/on-interaction.ts), so a test that waits for a
 * hydrated island on a first visit acts first, as a person would; Shift moves no focus.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Wakes the page's `client:interaction` islands the way a visitor does (a key press), again
 * until every one is hydrating or hydrated: the directive starts listening only once Astro's
 * island scripts have run, loaded after the first paint (src/utils/after-paint.ts), and a test
 * can press before a person could.
 */
export async function startUsing(page: Page): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Shift');
    expect(await page.locator('astro-island[client="interaction"][ssr]:not([data-hydrating])').count()).toBe(0);
  }).toPass({ timeout: 15_000 });
}
