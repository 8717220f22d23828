/**
 * Sharing a result in the browser tests: the end screen's share action (copying the link, or
 * the share sheet where the test stubs one), and the shared page as someone else opens it in a
 * fresh browser context, with the meta a crawler reads and the card image it names.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import type { Lang } from '#src/domain/model.ts';
import { t } from '#src/utils/i18n.ts';
import { expectNoAxeViolations } from './axe.ts';

/** A shared result's link as the end screens make it. */
export const RESULT_LINK = /^http:\/\/[^/]+(\/sv)?\/r\/[2-9A-HJ-NP-Z]{10}\/$/;

/**
 * Shares from the end screen by copying the link ("Copy a link to your result"; the browser
 * context must allow the clipboard) and returns the link, checked in the clipboard.
 */
export async function copyResultLink(
  page: Page,
  lang: Lang,
  press: (selector: string) => Promise<void>,
): Promise<string> {
  await press('[data-result-share-action] button[data-copy-link]');
  const link = page.locator('[data-result-share-action] a[data-shared-link]');
  await expect(link).toHaveText(RESULT_LINK);
  const url = (await link.textContent())!;
  await expect(page.locator('[data-result-share-action] [data-share-status]')).toHaveText(
    t(lang, 'result.share.copied', { url }),
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  return url;
}

/** Makes the page's `navigator.share` record what it is given (headless Chromium has none); call before loading. */
export async function stubShareSheet(page: Page): Promise<unknown[]> {
  const shared: unknown[] = [];
  await page.exposeFunction('recordShare', (data: unknown) => shared.push(data));
  await page.addInitScript(() => {
    const record = (window as unknown as { recordShare: (d: unknown) => Promise<void> }).recordShare;
    Object.defineProperty(navigator, 'share', { value: (data: unknown) => record(data), configurable: true });
  });
  return shared;
}

/**
 * Opens a shared result's link in a fresh context (someone else's browser) and checks what it
 * shows, then what a crawler reads: meta naming the result's own card, a PNG the API serves.
 */
export async function expectSharedResult(
  browser: Browser,
  url: string,
  lang: Lang,
  shown: { readonly score: string; readonly subject: string },
): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await expect(page.locator('[data-result-score]')).toHaveText(shown.score);
    await expect(page.locator('[data-result-subject]')).toHaveText(shown.subject);
    await expect(page.locator('a[data-try-it]')).toBeVisible();
    await expectNoAxeViolations(page);
    const code = new URL(url).pathname.split('/').at(-2)!;
    const html = await (await page.request.get(url)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(image).toMatch(new RegExp(`/v1/result_shares/${code}/card\\.png\\?lang=${lang}$`));
    expect(/<meta property="og:title" content="([^"]+)"/.exec(html)?.[1]).toContain(shown.score);
    const card = new URL(image);
    const png = await page.request.get(`${card.pathname}${card.search}`);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
  } finally {
    await context.close();
  }
}
