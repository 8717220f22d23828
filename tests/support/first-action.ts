/**
 * A person's first action on a page: a key press. Players and forms hydrate at the first
 * interaction (`client:interaction`, src/browser/on-interaction.ts), so a test that waits for a
 * hydrated island on a first visit acts first, as a person would; Shift moves no focus.
 */
import type { Page } from '@playwright/test';

/** Wakes the page's `client:interaction` islands the way a visitor does (a key press). */
export async function startUsing(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
}
