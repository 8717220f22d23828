/**
 * Spaced review as a learner meets it, in both languages: three questions answered wrong in
 * practice are not due today; a day later (the page's clock moved with Playwright's `page.clock`:
 * the device's rule decides what is due here, src/domain/review-boxes.ts) the start page says
 * "3 questions to review" and /review/ offers a session of them, played on their question pages
 * ("Question 1 of 3" and so on);
 * a review answer given offline moves its box on the device at once; the session ends on its
 * summary; axe (WCAG 2.2 AA) on the review page.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '#tests/support/axe.ts';
import en from '#i18n/en.json' with { type: 'json' };
import sv from '#i18n/sv.json' with { type: 'json' };
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { startUsing } from '#tests/support/first-action.ts';
import { answerWrong, deviceBoxes, reviewQuestions } from '#tests/support/review.ts';

// An answer given offline: the next page comes from the service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const questions = reviewQuestions(await loadContent());
const MESSAGES = { en, sv } as const;
const DAY = 24 * 60 * 60 * 1000;
/** How long a followed link may wait until the answer before it is kept (seconds on a loaded machine). */
const KEPT_MS = 15_000;

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k]));

for (const lang of LANGS) {
  const m = MESSAGES[lang];
  test(`${lang}: three wrong answers come back for review a day later, also answered offline`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const start = Date.now();
    await page.clock.install({ time: start });
    for (const q of questions) await answerWrong(page, lang, q);
    await expect
      .poll(async () => Object.keys(await deviceBoxes(page)).sort())
      .toEqual(questions.map((q) => q.globalId).sort());

    // Today: nothing due yet, the next one tomorrow; the start page says nothing.
    await page.goto(localize(lang, paths.review()));
    await startUsing(page);
    await expect(page.locator('.review-hub[data-ready] [data-review-due]')).toHaveText(m['review.nothingDue']);
    await expectNoAxeViolations(page);
    await page.goto(localize(lang, paths.home()));
    await expect(page.locator('[data-review-line]')).toBeHidden();

    // A day later.
    await page.clock.setSystemTime(start + DAY + 60_000);
    await page.goto(localize(lang, paths.home()));
    const line = page.locator('[data-review-line]');
    await expect(line).toBeVisible();
    await expect(line).toHaveText(fill(m['home.toReview.other'], { count: 3 }));
    await line.locator('a').click();
    await expect(page).toHaveURL(new RegExp(`${localize(lang, paths.review())}$`));
    await startUsing(page);
    const hub = page.locator('.review-hub[data-ready]');
    await expect(hub.locator('[data-review-due]')).toHaveText(fill(m['review.dueToday.other'], { count: 3 }));
    await hub.locator('[data-review-start]').click();

    // The session: each question on its page, a right answer each; the first given offline.
    for (const i of questions.keys()) {
      await expect(page).toHaveURL(new RegExp(`/q/[^/]+/\\?review=`), { timeout: KEPT_MS });
      await startUsing(page);
      const id = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1)!;
      const shown = questions.find((x) => x.globalId === id)!;
      expect(shown).toBeDefined();
      if (i === 0) await context.setOffline(true);
      const player = page.locator('.answer-player[data-ready]');
      // The learner's place in the session.
      await expect(player.locator('.test-progress')).toHaveText(
        fill(m['option.progress'], { current: i + 1, total: questions.length }),
      );
      await player
        .locator('.answer-options > li')
        .nth(shown.answers.findIndex((a) => a.correct))
        .locator('button')
        .click();
      await expect(player.locator('[data-result]')).toHaveAttribute('data-result', 'correct');
      if (i === 0) {
        // Offline, the device's box moved at once: one fewer due.
        await expect.poll(async () => (await deviceBoxes(page))[id]?.box).toBe(2);
        await context.setOffline(false);
      }
      await player.locator('a[data-next]').click();
    }
    await expect(page).toHaveURL(new RegExp(`${localize(lang, paths.review())}\\?reviewed=`), { timeout: KEPT_MS });
    await startUsing(page);
    await expect(page.locator('[data-review-summary]')).toHaveText(fill(m['review.summary.other'], { count: 3 }));
    await expect(page.locator('.review-hub[data-ready] [data-review-due]')).toHaveText(m['review.nothingDue']);
  });
}
