/**
 * Answering journeys in both languages, each also with the keyboard only: a practice test with
 * progress after a reload, a certificate passed (answers read from the sample pack) with its
 * verification link, a certificate failed by one wrong answer, and an event screening test.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS } from '#src/domain/model.ts';
import { screeningTest } from '#src/domain/content-queries.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { startUsing } from '#tests/support/first-action.ts';

const graph = await loadContent();
const topic = graph.topics.find((t) => t.slug === 'global-health')!;
const practice = topic.tests[0]!;
const diploma = topic.diplomaTest!;
const event = graph.events.find((e) => e.code === 'Skolverket-2026')!;
const eventTest = screeningTest(event)!;
const answerIndex = (qid: string, right: boolean) => {
  const q = graph.questions.find((x) => x.globalId === qid)!;
  return q.answers.findIndex((a) => a.correct === right);
};

async function press(page: Page, target: Locator, keyboard: boolean, key: 'Enter' | 'Space' = 'Enter') {
  if (!keyboard) return target.click();
  await target.evaluate((el) => (el as HTMLElement).blur());
  // Tab until the target has focus (keyboard only).
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return page.keyboard.press(key);
  }
  throw new Error('could not reach the element with Tab');
}

for (const lang of LANGS) {
  for (const keyboard of [false, true]) {
    const mode = keyboard ? 'keyboard' : 'pointer';

    test(`${lang} ${mode}: practice test, then progress after a reload`, async ({ page }) => {
      await page.goto(localize(lang, paths.topic(topic.slug)));
      await press(page, page.locator(`[data-test="${practice.globalId}"] a.button`), keyboard);
      for (const [i, q] of practice.questions.slice(0, 3).entries()) {
        await expect(page).toHaveURL(new RegExp(`/t/${topic.slug}/${q.globalId}/`));
        await startUsing(page);
        const player = page.locator('.answer-player[data-ready]');
        await expect(player).toBeVisible();
        await press(
          page,
          player.locator('.answer-button').nth(answerIndex(q.globalId, i !== 1)),
          keyboard,
          i % 2 ? 'Space' : 'Enter',
        );
        await expect(player.locator('[data-result]')).toHaveAttribute(
          'data-result',
          i !== 1 ? 'correct' : /wrong|veryWrong/,
        );
        await press(page, player.locator('a[data-next]'), keyboard);
      }
      await expect(page).toHaveURL(new RegExp(`/t/${topic.slug}/${practice.questions[3]!.globalId}/`));
      await page.goto(localize(lang, paths.topic(topic.slug)));
      await page.reload();
      // 3 of 12 answered, 2 right — in both languages' wording.
      const row = page.locator(`[data-progress-test="${practice.globalId}"]`);
      await expect(row).toContainText(new RegExp(`\\b3\\b\\D+${practice.questions.length}\\D+\\b2\\b`));
    });

    test(`${lang} ${mode}: passes a certificate and opens the verification link`, async ({ page }) => {
      await page.goto(localize(lang, paths.certificate(topic.slug)));
      await startUsing(page);
      const player = page.locator('.certificate-player[data-ready]');
      await press(page, player.locator('button[data-start]'), keyboard);
      for (const q of diploma.questions) {
        await expect(player.locator(`[data-cert-step="${q.globalId}"]`)).toBeVisible();
        await press(page, player.locator('.answer-button').nth(answerIndex(q.globalId, true)), keyboard);
        await expect(player.locator('[data-result]')).toHaveAttribute('data-result', 'correct');
        await press(page, player.locator('button[data-continue]'), keyboard);
      }
      await expect(page).toHaveURL(new RegExp(`/c/${topic.slug}/share/$`));
      const link = player.locator('a[data-verification-link]');
      await expect(link).toHaveAttribute('href', new RegExp(`^${lang === 'sv' ? '/sv' : ''}/c/v/[A-Za-z0-9-]+/$`));
      const href = (await link.getAttribute('href'))!;
      await press(page, link, keyboard);
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });

    test(`${lang} ${mode}: fails a certificate with one wrong answer`, async ({ page }) => {
      await page.goto(localize(lang, paths.certificate(topic.slug)));
      await startUsing(page);
      const player = page.locator('.certificate-player[data-ready]');
      await press(page, player.locator('button[data-start]'), keyboard);
      const [q1, q2] = diploma.questions;
      await press(page, player.locator('.answer-button').nth(answerIndex(q1!.globalId, true)), keyboard);
      await press(page, player.locator('button[data-continue]'), keyboard);
      await expect(player.locator(`[data-cert-step="${q2!.globalId}"]`)).toBeVisible();
      await press(page, player.locator('.answer-button').nth(answerIndex(q2!.globalId, false)), keyboard);
      await expect(player.locator('[data-result]')).toHaveAttribute('data-result', 'wrong');
      await expect(player.locator('.rich, .correct-answer').first()).toBeVisible();
      await press(page, player.locator('button[data-continue]'), keyboard);
      await expect(page).toHaveURL(new RegExp(`/c/${topic.slug}/feedback/$`));
      await expect(player.locator('[data-cert-feedback]')).toContainText('1');
    });

    test(`${lang} ${mode}: completes an event screening test`, async ({ page }) => {
      const code = event.code.toLowerCase();
      await page.goto(localize(lang, paths.event(code)));
      await startUsing(page);
      const player = page.locator('.event-player[data-ready]');
      await press(page, player.locator('button[data-start]'), keyboard);
      for (const q of eventTest.questions) {
        await expect(player.locator(`[data-event-step="${q.globalId}"]`)).toBeVisible();
        await press(page, player.locator('.answer-button').first(), keyboard);
      }
      await expect(page).toHaveURL(new RegExp(`/e/${code}/completed/$`));
      await expect(page.locator('h1')).toBeVisible();
    });
  }
}
