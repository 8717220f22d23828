/**
 * The language switch keeps the learner's place: in the middle of a practice test and of a
 * certificate test, en -> sv and sv -> en, on a phone and a desktop viewport, the learner lands
 * on the same question (its text in the other language), in the same test, and the round
 * continues: the practice progress counts the answers of both languages, and the certificate
 * passes with answers given on both sides of the switch.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import type { Lang } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { startUsing } from '#tests/support/first-action.ts';

const graph = await loadContent();
const topic = graph.topics.find((t) => t.slug === 'global-health')!;
const practice = topic.tests[0]!;
const diploma = topic.diplomaTest!;
const question = (id: string) => graph.questions.find((x) => x.globalId === id)!;
const answerIndex = (id: string, right: boolean) => question(id).answers.findIndex((a) => a.correct === right);
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const DIRECTIONS: readonly (readonly [Lang, Lang])[] = [
  ['en', 'sv'],
  ['sv', 'en'],
];

/** Clicks the header's language switch (to `to`) and waits for the page in that language. */
async function switchLanguage(page: Page, to: Lang) {
  await page.locator(`.site-header a[data-set-locale="${to}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

for (const [from, to] of DIRECTIONS) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`${from} -> ${to} ${device}: the switch in the middle of a practice test keeps the question, the test and the round`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(localize(from, paths.topic(topic.slug)));
      await page.locator(`[data-test="${practice.globalId}"] a.button`).click();
      await expect(page).toHaveURL(new RegExp(`/t/${topic.slug}/${practice.questions[0]!.globalId}/`));
      await startUsing(page);
      const player = page.locator('.answer-player[data-ready]');
      const [q1, q2, q3, q4] = practice.questions;
      for (const [i, q] of [q1!, q2!].entries()) {
        await expect(page).toHaveURL(new RegExp(`/t/${topic.slug}/${q.globalId}/`));
        await player
          .locator('.answer-button')
          .nth(answerIndex(q.globalId, i === 0))
          .click();
        await expect(player.locator('[data-result]')).toBeVisible();
        await player.locator('a[data-next]').click();
      }
      await expect(page.locator('h1:visible')).toHaveText(question(q3!.globalId).text[from]);
      await player.locator('.answer-button').nth(answerIndex(q3!.globalId, true)).click();
      await expect(player.locator('[data-result]')).toHaveAttribute('data-result', 'correct');
      await switchLanguage(page, to);
      // The same question of the same test, in the other language, still answered (not asked again).
      await expect(page).toHaveURL(
        new RegExp(
          `${esc(localize(to, paths.topicQuestion(topic.slug, q3!.globalId)))}\\?test=${esc(encodeURIComponent(practice.globalId))}$`,
        ),
      );
      await expect(page.locator('h1:visible')).toHaveText(question(q3!.globalId).text[to]);
      await expect(player.locator('[data-result]')).toHaveAttribute('data-result', 'correct');
      await expect(player.locator('.answer-button').nth(answerIndex(q3!.globalId, true))).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // The test goes on from here: the next question of the same test, in the new language.
      await player.locator('a[data-next]').click();
      await expect(page).toHaveURL(new RegExp(esc(localize(to, paths.topicQuestion(topic.slug, q4!.globalId)))));
      await expect(page.locator('h1:visible')).toHaveText(question(q4!.globalId).text[to]);
      // The round kept the answers of both languages: 3 answered, 2 right.
      await page.goto(localize(to, paths.topic(topic.slug)));
      const row = page.locator(`[data-progress-test="${practice.globalId}"]`);
      await expect(row).toContainText(new RegExp(`\\b3\\b\\D+${practice.questions.length}\\D+\\b2\\b`));
    });

    test(`${from} -> ${to} ${device}: the switch in the middle of a certificate test continues it at the same question`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(localize(from, paths.certificate(topic.slug)));
      await startUsing(page);
      const player = page.locator('.certificate-player[data-ready]');
      await player.locator('button[data-start]').click();
      const [first, second] = diploma.questions;
      await player.locator('.answer-button').nth(answerIndex(first!.globalId, true)).click();
      await expect(player.locator('[data-result]')).toHaveAttribute('data-result', 'correct');
      await player.locator('button[data-continue]').click();
      const step = player.locator(`[data-cert-step="${second!.globalId}"]`);
      await expect(step.locator('h1')).toHaveText(question(second!.globalId).text[from]);
      // The link itself already leads there (hovered, copied or opened in a new tab).
      await expect(page.locator(`.site-header a[data-set-locale="${to}"]`)).toHaveAttribute(
        'href',
        localize(to, paths.certificate(topic.slug, second!.globalId)),
      );
      await switchLanguage(page, to);
      // The same question of the same attempt, in the other language, still question 2.
      await expect(page).toHaveURL(
        new RegExp(`${esc(localize(to, paths.certificate(topic.slug, second!.globalId)))}$`),
      );
      await expect(step.locator('h1')).toHaveText(question(second!.globalId).text[to]);
      await expect(step.locator('.meta').first()).toContainText(
        new RegExp(`\\b2\\b\\D+\\b${diploma.questions.length}\\b`),
      );
      for (const q of diploma.questions.slice(1)) {
        await expect(player.locator(`[data-cert-step="${q.globalId}"]`)).toBeVisible();
        await player.locator('.answer-button').nth(answerIndex(q.globalId, true)).click();
        await expect(player.locator('[data-result]')).toHaveAttribute('data-result', 'correct');
        await player.locator('button[data-continue]').click();
      }
      // Every answer, before and after the switch, counted in one attempt: the certificate is earned.
      await expect(page).toHaveURL(new RegExp(`${esc(localize(to, paths.certificate(topic.slug, 'share')))}$`));
      await expect(player.locator('a[data-verification-link]')).toHaveAttribute(
        'href',
        new RegExp(`^${to === 'sv' ? '/sv' : ''}/c/v/[A-Za-z0-9-]+/$`),
      );
    });
  }
}
