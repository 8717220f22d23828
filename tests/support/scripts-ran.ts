/**
 * Waits until the page's scripts have run. They load only once the first paint is on screen
 * (src/utils/after-paint.ts), often after the load event, so a test that needs what they do
 * (the transition a link picks, an embed's "Open on the site" address) waits for the mark the
 * loader sets, as a person would simply be a moment slower.
 */
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { SCRIPTS_RAN } from '#src/utils/after-paint.ts';

export async function scriptsRan(page: Page | FrameLocator): Promise<void> {
  await expect(page.locator(`html[${SCRIPTS_RAN}]`)).toBeAttached({ timeout: 15_000 });
}
