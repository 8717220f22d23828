/**
 * A practice test from its first question to its result summary, in both languages, on a phone
 * and a desktop: what a learner sees after each answer (the option states in words, the verdict,
 * very wrong told apart from wrong, "Question N of M"), an image answer that keeps its size, the
 * explanation offered once, the summary's score, and the summary after trying the wrong ones
 * again (the whole test, the retried answers updated), the result shared (share sheet on the
 * phone, a copied link on the desktop) and opened by someone else with its card in the meta;
 * axe (WCAG 2.2 AA) in light and dark on the question and summary screens.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '#tests/support/axe.ts';
import en from '#i18n/en.json' with { type: 'json' };
import sv from '#i18n/sv.json' with { type: 'json' };
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS, type Question } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { subjectLine } from '#src/share-cards/content-cards.ts';
import { startUsing } from '#tests/support/first-action.ts';
import { RESULT_LINK, copyResultLink, expectSharedResult, stubShareSheet } from '#tests/support/shared-result.ts';

// One journey's pages under the service worker, as a returning learner's are (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** How long a followed link may wait until the answer before it is kept (seconds on a loaded machine). */
const KEPT_MS = 15_000;
const graph = await loadContent();
const topic = graph.topics.find((t) => t.slug === 'global-health')!;
const practice = topic.tests[0]!;
const MESSAGES = { en, sv } as const;
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

type Plan = 'correct' | 'wrong' | 'veryWrong';
/** Right, very wrong, then plain wrong where the question has one (else very wrong), in turn. */
function plan(q: Question, i: number): { index: number; verdict: Plan } {
  const pick = (f: (a: Question['answers'][number]) => boolean) => q.answers.findIndex(f);
  if (i % 3 === 0) return { index: pick((a) => a.correct), verdict: 'correct' };
  const plain = pick((a) => !a.correct && !a.veryWrong);
  if (i % 3 === 2 && plain >= 0) return { index: plain, verdict: 'wrong' };
  return { index: pick((a) => a.veryWrong), verdict: 'veryWrong' };
}

async function axeClean(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect((await axeViolations(page)).map((v) => `${colorScheme} ${v}`)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

for (const lang of LANGS) {
  const m = MESSAGES[lang];
  const fill = (text: string, vars: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k]));
  for (const vp of VIEWPORTS) {
    test(`${lang} ${vp.name}: a practice test from the first question to its summary`, async ({
      page,
      browser,
      context,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width: vp.width, height: vp.height });
      // Sharing: the phone's share sheet (stubbed: headless Chromium has none), the desktop's clipboard.
      const sheet = vp.name === 'phone' ? await stubShareSheet(page) : null;
      if (!sheet) await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(localize(lang, paths.topic(topic.slug)));
      await page.locator(`[data-test="${practice.globalId}"] a.button`).click();
      let right = 0;
      for (const [i, ref] of practice.questions.entries()) {
        const q = graph.questions.find((x) => x.globalId === ref.globalId)!;
        // "Next question" waits until the answer before is kept on the device (src/navigation/leave-guard.ts):
        // on a loaded CI machine that took more than the default 5 s once (question 9 of 12, load average 9).
        await expect(page).toHaveURL(new RegExp(`/t/${topic.slug}/${q.globalId}/`), { timeout: KEPT_MS });
        await startUsing(page);
        const player = page.locator('.answer-player[data-ready]');
        // In the page's own HTML, before any script (src/utils/test-variant.ts).
        await expect(page.locator('.test-progress:visible')).toContainText(
          fill(m['option.progress'], { current: i + 1, total: practice.questions.length }),
        );
        await expect(page.locator('.explanation-link')).toBeVisible();
        const { index, verdict } = plan(q, i);
        const option = player.locator('.answer-options > li').nth(index);
        // Image options are measured once their (lazy) images are in: the player may have hydrated just now.
        if (q.answersAsImages)
          await expect
            .poll(() =>
              option.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)),
            )
            .toBe(true);
        const box = q.answersAsImages ? await option.locator('button').boundingBox() : null;
        await option.locator('button').click();

        // The verdict in words; very wrong is told apart from wrong.
        const result = player.locator('[data-result]');
        await expect(result).toHaveAttribute('data-result', verdict);
        await expect(result.locator('h2')).toContainText(m[`answer.${verdict}`]);
        // Each option's state in words (not colour alone): yours, the correct one with ✓, very wrong with ‼ as in the verdict.
        await expect(option).toContainText(m['option.yours']);
        const correct = player.locator('.answer-options > li').nth(q.answers.findIndex((a) => a.correct));
        await expect(correct).toContainText(`✓${m['option.correct']}`);
        if (verdict !== 'correct')
          await expect(option).toContainText(
            `${verdict === 'veryWrong' ? '‼' : '✗'}${m['option.yours']} · ${m[verdict === 'veryWrong' ? 'option.veryWrong' : 'option.wrong']}`,
          );
        else right++;
        // The explanation is shown once: in the verdict, no second "Show the explanation".
        await expect(page.locator('.explanation-link')).toBeHidden();
        if (box) {
          await settled(page);
          expect(await option.locator('button').boundingBox()).toEqual(box);
        }
        if (i === 0 || q.answersAsImages) await axeClean(page);
        await player.locator('a[data-next]').click();
      }

      await expect(page).toHaveURL(new RegExp(`/t/${topic.slug}/summary/\\?test=${practice.globalId}$`), {
        timeout: KEPT_MS,
      });
      await startUsing(page);
      const summary = page.locator('.practice-summary[data-ready]');
      await expect(summary.locator('.summary-score-text')).toHaveText(
        fill(m['summary.score'], { correct: right, total: practice.questions.length }),
      );
      await expect(summary.locator('.summary-list > li')).toHaveCount(practice.questions.length);
      await expect(summary.locator('.summary-list > li[data-status="correct"]')).toHaveCount(right);
      await expect(summary.locator('.summary-list > li[data-status="veryWrong"]').first()).toContainText(
        m['summary.rowVeryWrong'],
      );
      await axeClean(page);

      // Share the result, and someone else opens the link: the server's score, its card in the meta.
      const score = fill(m['result.page.score.other'], { correct: right, count: practice.questions.length });
      const title = practice.name[lang] || m['topic.practiceTest'];
      let url: string;
      if (sheet) {
        await summary.locator('[data-result-share-action] button[data-share]').click();
        await expect(summary.locator('[data-result-share-action] [data-share-status]')).toHaveText(
          m['result.share.shared'],
        );
        url = (await summary.locator('[data-result-share-action] a[data-shared-link]').textContent())!;
        expect(url).toMatch(RESULT_LINK);
        expect(sheet).toEqual([
          {
            title: fill(m['result.share.title'], { title }),
            text: fill(m['result.share.text.other'], { title, correct: right, count: practice.questions.length }),
            url,
          },
        ]);
      } else {
        url = await copyResultLink(page, lang, (selector) => summary.locator(selector).click());
      }
      await expectSharedResult(browser, url, lang, { score, subject: subjectLine(lang, title, topic.name[lang]) });

      // Next step: try the wrong ones again starts at the first wrong question, and goes on among them only.
      await summary.locator('a[data-retry-wrong]').click();
      const wrong = practice.questions.filter((_, i) => i % 3 !== 0);
      for (const [i, q] of wrong.entries()) {
        await expect(page).toHaveURL(new RegExp(`/t/${topic.slug}/${q.globalId}/`), { timeout: KEPT_MS });
        // The place among the questions tried again, not in the whole test.
        await expect(page.locator('.test-progress:visible')).toContainText(
          fill(m['option.progress'], { current: i + 1, total: wrong.length }),
        );
        await page
          .locator('.answer-options > li button')
          .nth(q.answers.findIndex((a) => a.correct))
          .click();
        const next = wrong[i + 1];
        await expect(page.locator('a[data-next]')).toHaveAttribute(
          'href',
          next ? new RegExp(`/${next.globalId}/\\?.*only=`) : /\/summary\//,
        );
        await page.locator('a[data-next]').click();
      }
      // The summary after the retry is the whole test, the retried answers in place of the earlier ones.
      await expect(summary.locator('.summary-score-text')).toHaveText(
        fill(m['summary.score'], { correct: practice.questions.length, total: practice.questions.length }),
      );
      await expect(summary.locator('.summary-list > li')).toHaveCount(practice.questions.length);
      await expect(summary.locator('.summary-list > li[data-retried]')).toHaveCount(wrong.length);
      await expect(summary.locator('.summary-list > li[data-retried]').first()).toContainText(m['summary.retriedMark']);
      await expect(summary.locator('[data-retried-note]')).toHaveText(
        fill(wrong.length === 1 ? m['summary.retriedNote.one'] : m['summary.retriedNote.other'], {
          count: wrong.length,
        }),
      );
      await axeClean(page);
    });
  }
}
