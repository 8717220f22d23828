/**
 * Before a test acts on a player or form: its island has hydrated. Islands hydrate in idle time
 * once their code has arrived after the first paint (`client:ready`, src/browser/on-ready.ts);
 * an action given earlier is held and given again (tests/e2e/held-taps.spec.ts proves that), so
 * tests that are about something else wait for the live island instead of relying on it.
 */
import { expect, type Page } from '@playwright/test';

/** Waits until every `client:ready` island of the page has hydrated. */
export async function startUsing(page: Page): Promise<void> {
  await expect(page.locator('astro-island[client="ready"][ssr]')).toHaveCount(0, { timeout: 15_000 });
}
