/**
 * An event whose topic is hidden from lists (sample pack: `ARCHIVE-QUIZ` on `retired-classics`)
 * is played to its completed screen in both languages, on a phone and on a desktop, with its
 * answers stored at the event; the hidden topic itself still has no page and is not in the
 * sitemap. No page error is raised on the way (skipped view transitions included).
 */
import { expect, test } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS } from '#src/domain/model.ts';
import { screeningTest } from '#src/domain/content-queries.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { startUsing } from '#tests/support/first-action.ts';

const graph = await loadContent();
const event = graph.events.find((e) => e.code === 'ARCHIVE-QUIZ')!;
const eventTest = screeningTest(event)!;
const code = event.code.toLowerCase();
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

test('the sample event plays a hidden topic', () => {
  expect(event.topic.hidden).toBe(true);
  expect(graph.topics.map((t) => t.slug)).not.toContain(event.topic.slug);
  expect(eventTest.questions.length).toBeGreaterThan(1);
});

for (const lang of LANGS) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`${lang} ${name}: plays an event whose topic is hidden to its completed screen`, async ({ page, request }) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await page.setViewportSize(viewport);
      const response = await page.goto(localize(lang, paths.event(code)));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await startUsing(page);
      const player = page.locator('.event-player[data-ready]');
      await expect(player).toBeVisible();
      await page.screenshot({ path: `test-results/hidden-topic-event/${lang}-${name}-intro.png` });
      await player.locator('button[data-start]').click();
      for (const q of eventTest.questions) {
        await expect(player.locator(`[data-event-step="${q.globalId}"]`)).toBeVisible();
        await player.locator('.answer-button').first().click();
      }
      await expect(page).toHaveURL(new RegExp(`/e/${code}/completed/$`));
      await expect(page.locator('main h1, h1').first()).toBeVisible();
      // The completed screen does not send the visitor to the hidden topic's missing page.
      await expect(page.locator(`a[href="${localize(lang, paths.topic(event.topic.slug))}"]`)).toHaveCount(0);
      await page.waitForFunction(() => document.getAnimations().length === 0);
      await page.screenshot({ path: `test-results/hidden-topic-event/${lang}-${name}-completed.png` });
      // The answers were stored at the event, under this browser's anonymous user.
      const uuid = await page.evaluate(() => localStorage.getItem('user_uuid'));
      expect(uuid).toBeTruthy();
      await expect
        .poll(async () => {
          const res = await request.get(`/v1/user_answers?user_uuid=${uuid}&event_code=${code}`);
          return res.ok() ? ((await res.json()) as { data: unknown[] }).data.length : -1;
        })
        .toBe(eventTest.questions.length);
      expect(errors).toEqual([]);
    });
  }

  test(`${lang}: the hidden topic has no page and is not in the sitemap`, async ({ page, request }) => {
    expect((await page.goto(localize(lang, paths.topic(event.topic.slug))))?.status()).toBe(404);
    const sitemap = await request.get('/sitemap-0.xml');
    expect(sitemap.ok()).toBe(true);
    const xml = await sitemap.text();
    expect(xml).toContain(`/e/${code}/`);
    expect(xml).not.toContain(`/t/${event.topic.slug}/`);
  });
}
