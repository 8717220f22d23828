/**
 * A certificate test ending, as a learner sees it, in both languages on a phone and a desktop:
 * failing says kindly what happened, names the question that ended it with its right answer
 * (after a reload too) and tries again in a new round; passing celebrates and shows the
 * certificate card (topic, date, code, link), shared with the Web Share API where the browser
 * has one (the phone: stubbed, as headless Chromium has none) or by copying the link, printed
 * alone; the verification link opens the same card. Axe finds no WCAG 2.2 AA violation.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '#tests/support/axe.ts';
import type { ResponseBody } from '#src/api-contract/types.ts';
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS, type Lang } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { formatDate } from '#src/utils/dates.ts';
import { t } from '#src/utils/i18n.ts';
import { startUsing } from '#tests/support/first-action.ts';
import { answerCertificate, answerIndex as rightOrWrong } from '#tests/support/certificate-answers.ts';

const CODE = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;
const graph = await loadContent();
const topic = graph.topics.find((x) => x.slug === 'global-health')!;
const diploma = topic.diplomaTest!;
const answerIndex = (qid: string, right: boolean) => rightOrWrong(graph, qid, right);

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** Answers the certificate's questions in order: right ones, then the wrong one (if any) ends it. */
const answer = (page: Page, rights: readonly boolean[]) =>
  answerCertificate(
    page,
    graph,
    diploma.questions.map((q) => q.globalId),
    rights,
  );

/** The failed screen names the second question (answered wrong) with the chosen and the right answer. */
async function expectFailingQuestion(page: Page, lang: Lang) {
  const q = graph.questions.find((x) => x.globalId === diploma.questions[1]!.globalId)!;
  const failing = page.locator(`[data-failing-question="${q.globalId}"]`);
  await expect(failing.getByRole('heading', { name: t(lang, 'certificate.failing.heading') })).toBeVisible();
  await expect(failing.locator('.result-question')).toHaveText(q.text[lang]);
  await expect(failing.locator('[data-given-answer]')).toHaveText(
    `✗${t(lang, 'certificate.failing.yourAnswer', { answer: q.answers[answerIndex(q.globalId, false)]!.text[lang] })}`,
  );
  await expect(failing.locator('[data-right-answer]')).toHaveText(
    `✓${t(lang, 'certificate.failing.rightAnswer', { answer: q.answers.find((a) => a.correct)!.text[lang] })}`,
  );
}

for (const lang of LANGS) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${lang} ${device}`, () => {
      test.use({ viewport });

      test('a failed certificate test says what happened and what to do next', async ({ page }) => {
        await page.goto(localize(lang, paths.certificate(topic.slug)));
        const player = await answer(page, [true, false]);
        await expect(page).toHaveURL(new RegExp(`/c/${topic.slug}/feedback/$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'certificate.failedHeading'));
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
        await expect(player.locator('[data-cert-feedback]')).toContainText(
          t(lang, 'certificate.failedText', { correct: 1, total: diploma.questions.length }),
        );
        await expect(page.getByRole('heading', { name: t(lang, 'certificate.nextSteps') })).toBeVisible();
        await expect(
          page.getByRole('link', { name: t(lang, 'certificate.practise', { topic: topic.name[lang] }) }),
        ).toHaveAttribute('href', localize(lang, paths.topic(topic.slug)));
        await expect(page.getByRole('button', { name: t(lang, 'certificate.tryAgain') })).toBeVisible();
        // No certificate on a fail: no card, no celebration.
        await expect(page.locator('[data-certificate-card], [data-celebration]')).toHaveCount(0);
        // The question that ended it, with the learner's answer and the right one; after a reload too.
        await expectFailingQuestion(page, lang);
        await expectNoAxeViolations(page);
        await page.reload();
        await startUsing(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'certificate.failedHeading'));
        await expectFailingQuestion(page, lang);
        // "Try again" starts a new round at the first question.
        const rounds = page.waitForResponse((r) => r.url().includes('/v1/user_answers/next_test_round'));
        await page.getByRole('button', { name: t(lang, 'certificate.tryAgain') }).click();
        expect(((await (await rounds).json()) as ResponseBody<'nextTestRound'>).test_round).toBe(2);
        await expect(page).toHaveURL(new RegExp(`/c/${topic.slug}/${diploma.questions[0]!.globalId}/$`));
        await expect(
          player.locator(`[data-cert-step="${diploma.questions[0]!.globalId}"] .answer-button`).first(),
        ).toBeEnabled();
      });

      test('a passed certificate celebrates, shows the card, shares it and the verify page shows the same card', async ({
        page,
        context,
      }) => {
        const shared: unknown[] = [];
        if (device === 'phone') {
          // Phones have the Web Share API; headless Chromium does not: the stub records what would be shared.
          await page.exposeFunction('recordShare', (data: unknown) => shared.push(data));
          await page.addInitScript(() => {
            const record = (window as unknown as { recordShare: (d: unknown) => Promise<void> }).recordShare;
            Object.defineProperty(navigator, 'share', { value: (data: unknown) => record(data), configurable: true });
          });
        } else {
          await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        }
        await page.goto(localize(lang, paths.certificate(topic.slug)));
        await answer(
          page,
          diploma.questions.map(() => true),
        );
        await expect(page).toHaveURL(new RegExp(`/c/${topic.slug}/share/$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'certificate.passedHeading'));
        await expect(page.locator('[data-celebration]')).toBeVisible();

        const card = page.locator('[data-certificate-card]');
        await expect(card).toBeVisible();
        await expect(card.locator('[data-card-topic]')).toHaveText(topic.name[lang]);
        const date = t(lang, 'certificate.card.earnedOn', { date: formatDate(lang, new Date()) });
        await expect(card.locator('[data-card-date]')).toHaveText(date);
        const code = (await card.locator('[data-card-code]').textContent())!;
        expect(code).toMatch(CODE);
        const link = card.locator('a[data-verification-link]');
        const verifyPath = localize(lang, paths.verify(code));
        const verifyUrl = new URL(verifyPath, page.url()).href;
        await expect(link).toHaveAttribute('href', verifyPath);
        await expect(link).toHaveText(verifyUrl);
        await expectNoAxeViolations(page);

        const status = page.locator('[data-share-status]');
        if (device === 'phone') {
          await page.getByRole('button', { name: t(lang, 'certificate.share.share'), exact: true }).click();
          await expect(status).toHaveText(t(lang, 'certificate.share.shared'));
          expect(shared).toEqual([
            {
              title: t(lang, 'certificate.share.title', { topic: topic.name[lang] }),
              text: t(lang, 'certificate.share.text', { topic: topic.name[lang] }),
              url: verifyUrl,
            },
          ]);
        } else {
          await expect(page.getByRole('button', { name: t(lang, 'certificate.share.share'), exact: true })).toHaveCount(
            0,
          );
          await page.getByRole('button', { name: t(lang, 'certificate.share.copy') }).click();
          await expect(status).toHaveText(t(lang, 'certificate.share.copied', { url: verifyUrl }));
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(verifyUrl);
          // Printing shows the card alone: no site header, no buttons.
          await page.emulateMedia({ media: 'print' });
          await expect(card).toBeVisible();
          await expect(page.locator('.site-header')).toBeHidden();
          await expect(page.locator('[data-share-actions]')).toBeHidden();
          await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
          await page.emulateMedia({ media: 'screen', reducedMotion: 'reduce' });
          await expect(page.locator('.celebration-medal')).toHaveCSS('animation-name', 'none');
        }

        await link.click();
        await expect(page).toHaveURL(new RegExp(`${verifyPath}$`));
        const verified = page.locator('[data-verify-found] [data-certificate-card]');
        await expect(verified).toBeVisible();
        await expect(page.locator('[data-verify-found]')).toContainText(t(lang, 'verify.valid'));
        await expect(verified.locator('[data-card-topic]')).toHaveText(topic.name[lang]);
        await expect(verified.locator('[data-card-date]')).toHaveText(date);
        await expect(verified.locator('[data-card-code]')).toHaveText(code);
        await expect(verified.locator('a[data-verification-link]')).toHaveText(verifyUrl);
        await expectNoAxeViolations(page);
      });
    });
  }
}
