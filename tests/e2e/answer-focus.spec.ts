/**
 * Where focus lands after an answer given with the keyboard, in every player (docs/islands.md,
 * "Accessibility"): on the verdict's heading (practice, challenge, certificate), or on the next
 * question's heading where no verdict is shown (event); with the focus ring showing, and outside
 * any live region or region named by the same heading, so a screen reader says the verdict once.
 * The way on ("Next question", "Continue") follows the verdict in tab order.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { screeningTest } from '#src/domain/content-queries.ts';
import { LANGS } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { startUsing } from '#tests/support/first-action.ts';

const graph = await loadContent();
const topic = graph.topics.find(
  (t) => t.diplomaTest && t.tests[0]?.questions.length && t.chapters.some((c) => c.challenges.length),
)!;
const practiceQuestion = topic.tests[0]!.questions[0]!;
const challenge = topic.chapters.flatMap((c) => c.challenges)[0]!;
const event = graph.events[0]!;
const eventQuestions = screeningTest(event)!.questions;

/** Presses Tab from the top of the page until `target` has focus, then `key`, as a keyboard user. */
async function tabAndPress(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await page.evaluate(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined,
  );
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return page.keyboard.press(key);
  }
  throw new Error('could not reach the element with Tab');
}

/** The focused element is `target`, shows the focus ring, and is announced once by that focus. */
async function expectVisibleFocusOn(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const seen = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const region = el.closest('[aria-labelledby]');
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      inLiveRegion: el.closest('[aria-live], [role="status"], [role="alert"], [role="log"]') !== null,
      namesItsOwnRegion: region !== null && region.getAttribute('aria-labelledby') === el.id,
    };
  });
  expect(seen).toEqual({ focusVisible: true, outline: true, inLiveRegion: false, namesItsOwnRegion: false });
}

/** From the focused verdict, Tab reaches `next` without leaving `within` (the verdict's screen). */
async function expectNextAfter(page: Page, within: Locator, next: Locator): Promise<void> {
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    if (await next.evaluate((el) => el === document.activeElement)) return;
    expect(
      await within.evaluate((el) => el.contains(document.activeElement)),
      'focus left the verdict before the way on',
    ).toBe(true);
  }
  throw new Error('Tab did not reach the way on');
}

for (const lang of LANGS) {
  test(`${lang} practice: the verdict takes the focus, "Next question" follows it`, async ({ page }) => {
    await page.goto(localize(lang, paths.topicQuestion(topic.slug, practiceQuestion.globalId)));
    await startUsing(page);
    const player = page.locator('.answer-player[data-ready]');
    await tabAndPress(page, player.locator('.answer-button').first());
    const verdict = player.locator('[data-result]');
    await expectVisibleFocusOn(verdict.locator('.verdict-title'));
    await expectNextAfter(page, verdict, verdict.locator('a[data-next]'));
  });

  test(`${lang} challenge: the verdict takes the focus, "Continue" follows it`, async ({ page }) => {
    await page.goto(localize(lang, paths.challenge(topic.slug, challenge.slug)));
    await startUsing(page);
    const player = page.locator('.player[data-state="playing"]');
    const answer = player.locator('.player-screen .answer-button').first();
    // Through the intro screens to the first question.
    for (let i = 0; i < 20 && !(await answer.count()); i++) {
      const before = await player.getAttribute('data-screen');
      const segment = await player.getAttribute('data-segment');
      await tabAndPress(page, player.locator('.player-next:enabled'));
      await expect
        .poll(async () => `${await player.getAttribute('data-segment')}:${await player.getAttribute('data-screen')}`)
        .not.toBe(`${segment}:${before}`);
    }
    await tabAndPress(page, answer);
    const verdict = player.locator('.player-screen [data-result]');
    await expectVisibleFocusOn(verdict.locator('.verdict-title'));
    await expectNextAfter(page, player, player.locator('.player-next'));
  });

  test(`${lang} certificate: the explanation view's verdict (its h1) takes the focus, "Next question" follows it`, async ({
    page,
  }) => {
    await page.goto(localize(lang, paths.certificate(topic.slug)));
    await startUsing(page);
    const player = page.locator('.certificate-player[data-ready]');
    await tabAndPress(page, player.locator('button[data-start]'));
    await expect(player.locator(`[data-cert-step="${topic.diplomaTest!.questions[0]!.globalId}"]`)).toBeVisible();
    await tabAndPress(page, player.locator('.answer-button').first());
    const verdict = player.locator('[data-result]');
    await expectVisibleFocusOn(verdict.locator('h1'));
    await expectNextAfter(page, verdict, verdict.locator('button[data-continue]'));
  });

  test(`${lang} event: no verdict is shown, the next question's heading takes the focus`, async ({ page }) => {
    const code = event.code.toLowerCase();
    await page.goto(localize(lang, paths.event(code)));
    await startUsing(page);
    const player = page.locator('.event-player[data-ready]');
    await tabAndPress(page, player.locator('button[data-start]'));
    await expect(player.locator(`[data-event-step="${eventQuestions[0]!.globalId}"]`)).toBeVisible();
    await tabAndPress(page, player.locator('.answer-button').first());
    const second = player.locator(`[data-event-step="${eventQuestions[1]!.globalId}"]`);
    await expect(second).toBeVisible();
    await expectVisibleFocusOn(second.locator('h1'));
    await expect(second.locator('h1')).toHaveText(eventQuestions[1]!.text[lang]);
  });
}
