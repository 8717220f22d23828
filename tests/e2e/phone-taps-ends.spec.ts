/**
 * The end screens' controls, tapped as a learner on a phone taps them (tests/support/phone/device.ts:
 * touch, 4× CPU slowdown, slow 4G, nothing cached) as soon as each is painted on a page loaded
 * fresh, in both languages; a lost tap fails. Each end is reached first on an unthrottled page of
 * the same browser context (the quickest real path, or the API), then its page is loaded anew:
 * - a practice test's summary, two questions answered wrong: "Try the wrong ones again" opens
 *   the retry round's first question (the wrong ones only: `only=`), ready to answer;
 * - a failed certificate test: "Try again" opens the certificate's first question, answerable;
 * - a finished challenge (its answers and completion sent to the API): the end screen's first
 *   button, "Share", shares the result's link (the share sheet stubbed: headless Chromium has none);
 * - a passed certificate: a name typed and "Save name" tapped saves it (the saved message; the
 *   API's certificate carries the name).
 * Each test notes, as an annotation `tap-to-response`, the ms from the touch to the answer seen
 * by the test (an upper bound: the assertion polls).
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { challengeSegments } from '#src/domain/challenge-segments.ts';
import { LANGS, type Lang } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { testQuestionHref, testSummaryHref } from '#src/domain/test-links.ts';
import { t } from '#src/utils/i18n.ts';
import { answerCertificate, answerIndex } from '#tests/support/certificate-answers.ts';
import { startUsing } from '#tests/support/first-action.ts';
import { openPhone, type Phone } from '#tests/support/phone/device.ts';
import { tapWhenPainted } from '#tests/support/phone/tap.ts';
import { RESULT_LINK, stubShareSheet } from '#tests/support/shared-result.ts';

const graph = await loadContent();
const topic = graph.topics.find((x) => x.slug === 'global-health')!;
const practice = topic.tests[0]!;
const diploma = topic.diplomaTest!;
const certificateIds = diploma.questions.map((q) => q.globalId);
const challengeTopic = graph.topics.find((x) => x.chapters.some((c) => c.challenges.length))!;
const chapter = challengeTopic.chapters.find((c) => c.challenges.length)!;
const challenge = chapter.challenges[0]!;
/** The practice test's questions the learner got wrong: the first two. */
const wrongOnes = practice.questions
  .slice(0, 2)
  .map((ref) => graph.questions.find((q) => q.globalId === ref.globalId)!);
/** How long a tapped control may take to answer on the throttled phone before the tap counts as lost. */
const ANSWER_MS = 20_000;
/** How long an answer given while setting up may take to be kept before the next one (a loaded machine). */
const KEPT_MS = 15_000;

let phone: Phone;
test.beforeEach(async ({ browser }) => {
  test.setTimeout(120_000);
  phone = await openPhone(browser);
});
test.afterEach(async () => {
  await phone.close();
});

/** Runs `setUp` on a new page of the phone's context (same storage, not throttled), then closes it. */
async function onSetupPage(setUp: (page: Page) => Promise<void>): Promise<void> {
  const page = await phone.context.newPage();
  try {
    await setUp(page);
  } finally {
    await page.close();
  }
}

/** Notes the ms from the touch (`tappedAt`, test clock) until now, when the answer was seen. */
function noteResponse(tappedAt: number): void {
  test.info().annotations.push({ type: 'tap-to-response', description: `${Math.round(performance.now() - tappedAt)}` });
}

/** A learner of the API, known on the phone (local storage, before the page's scripts run). */
async function apiLearner(baseURL: string): Promise<string> {
  const uuid = randomUUID();
  expect((await phone.page.request.post(`${baseURL}/v1/users`, { data: { uuid } })).status()).toBe(201);
  await phone.page.addInitScript((id) => localStorage.setItem('user_uuid', id), uuid);
  return uuid;
}

/** Answers the certificate test on a setup page: right ones in order, then a wrong one (if any) ends it. */
function takeCertificate(baseURL: string, lang: Lang, rights: readonly boolean[], end: 'feedback' | 'share') {
  return onSetupPage(async (page) => {
    await page.goto(`${baseURL}${localize(lang, paths.certificate(topic.slug))}`);
    await answerCertificate(page, graph, certificateIds, rights);
    await expect(page).toHaveURL(new RegExp(`/c/${topic.slug}/${end}/$`));
  });
}

for (const lang of LANGS) {
  test(`${lang}: "Try the wrong ones again" on a practice summary, tapped at first sight, opens the retry round`, async ({
    baseURL,
  }) => {
    // Two questions answered wrong, each kept on the device before the next (the link waits for it).
    await onSetupPage(async (page) => {
      for (const q of wrongOnes) {
        await page.goto(
          `${baseURL}${testQuestionHref(lang, topic.slug, q.globalId, { test: practice.globalId, only: null })}`,
        );
        await startUsing(page);
        const player = page.locator('.answer-player[data-ready]');
        await player
          .locator('.answer-options > li button')
          .nth(q.answers.findIndex((a) => !a.correct))
          .click();
        await expect(player.locator('[data-result]')).toHaveAttribute('data-result', /wrong/i);
        const next = practice.questions[practice.questions.findIndex((r) => r.globalId === q.globalId) + 1]!;
        await player.locator('a[data-next]').click();
        await expect(page).toHaveURL(new RegExp(`/t/${topic.slug}/${next.globalId}/`), { timeout: KEPT_MS });
      }
    });
    const { page } = phone;
    await page.goto(`${baseURL}${testSummaryHref(lang, topic.slug, practice.globalId)}`, { waitUntil: 'commit' });
    const tappedAt = await tapWhenPainted(
      page,
      page.locator('.practice-summary a[data-retry-wrong]').getByText(t(lang, 'summary.retryWrong'), { exact: true }),
    );
    const [first, second] = wrongOnes.map((q) => q.globalId);
    // The retry round's first question: the wrong ones only (`only=`), its heading and live answers.
    await expect(page).toHaveURL(new RegExp(`/t/${topic.slug}/${first}/\\?.*only=${first},${second}$`), {
      timeout: ANSWER_MS,
    });
    await expect(page.getByRole('heading', { level: 1, name: wrongOnes[0]!.text[lang] })).toBeVisible({
      timeout: ANSWER_MS,
    });
    noteResponse(tappedAt);
    await expect(page.locator('.answer-player[data-ready] .answer-options > li button').first()).toBeEnabled({
      timeout: ANSWER_MS,
    });
  });

  test(`${lang}: "Try again" on a failed certificate test, tapped at first sight, opens its first question`, async ({
    baseURL,
  }) => {
    await takeCertificate(baseURL!, lang, [false], 'feedback');
    const { page } = phone;
    await page.goto(`${baseURL}${localize(lang, paths.certificate(topic.slug, 'feedback'))}`, { waitUntil: 'commit' });
    const tappedAt = await tapWhenPainted(page, page.getByRole('button', { name: t(lang, 'certificate.tryAgain') }));
    const step = page.locator(`[data-cert-step="${certificateIds[0]}"]`);
    await expect(step.locator('h1')).toBeVisible({ timeout: ANSWER_MS });
    noteResponse(tappedAt);
    await expect(page).toHaveURL(new RegExp(`/c/${topic.slug}/${certificateIds[0]}/$`));
    // The new round has begun: the first question can be answered.
    await expect(step.locator('.answer-button').nth(answerIndex(graph, certificateIds[0]!, true))).toBeEnabled({
      timeout: ANSWER_MS,
    });
  });

  test(`${lang}: a finished challenge's first button, Share, tapped at first sight, shares the result`, async ({
    baseURL,
  }) => {
    const uuid = await apiLearner(baseURL!);
    // Every question answered with its first option, then the position past the last segment: complete.
    for (const combo of challenge.combos)
      for (const q of combo.questions) {
        const saved = await phone.page.request.post(`${baseURL}/v1/user_answers`, {
          data: {
            user_uuid: uuid,
            user_answer: {
              topic_global_id: challengeTopic.globalId,
              chapter_contentful_id: chapter.id,
              challenge_global_id: challenge.globalId,
              combo_global_id: combo.globalId,
              question_global_id: q.globalId,
              answer_global_id: q.answers[0]!.globalId,
              client_id: randomUUID(),
            },
          },
        });
        expect(saved.status(), await saved.text()).toBe(201);
      }
    const progress = await phone.page.request.post(`${baseURL}/v1/users/challenge_progress`, {
      data: {
        user_uuid: uuid,
        challenge_progress: {
          challenge_global_id: challenge.globalId,
          current_segment: challengeSegments(challenge).length,
          current_segment_description: null,
          current_screen: 0,
        },
      },
    });
    expect(progress.ok(), await progress.text()).toBe(true);
    const { page } = phone;
    const sheet = await stubShareSheet(page);
    await page.goto(`${baseURL}${localize(lang, paths.challenge(challengeTopic.slug, challenge.slug))}`, {
      waitUntil: 'commit',
    });
    const end = page.locator('[data-complete]');
    const share = end.locator('[data-result-share-action] button[data-share]');
    const tappedAt = await tapWhenPainted(page, share);
    const status = end.locator('[data-result-share-action] [data-share-status]');
    await expect(status).toHaveText(t(lang, 'result.share.shared'), { timeout: ANSWER_MS });
    noteResponse(tappedAt);
    // It was the end screen's first button or link on screen.
    await expect(end.locator('a[href]:visible, button:visible').first()).toHaveAttribute('data-share', '');
    expect(sheet).toEqual([expect.objectContaining({ url: expect.stringMatching(RESULT_LINK) })]);
  });

  test(`${lang}: "Save name" on a passed certificate, tapped at first sight with a name typed, saves it`, async ({
    baseURL,
  }) => {
    await takeCertificate(
      baseURL!,
      lang,
      certificateIds.map(() => true),
      'share',
    );
    const name = lang === 'sv' ? 'Greta Svensson' : 'Ada Lovelace';
    const { page } = phone;
    await page.goto(`${baseURL}${localize(lang, paths.certificate(topic.slug, 'share'))}`, { waitUntil: 'commit' });
    const form = page.locator('form[data-certificate-name-form]');
    const field = form.getByLabel(t(lang, 'certificate.name.label'));
    await field.waitFor({ state: 'visible', timeout: 30_000 });
    await field.fill(name);
    const tappedAt = await tapWhenPainted(page, form.getByRole('button', { name: t(lang, 'certificate.name.save') }));
    await expect(form.locator('[data-name-status]')).toHaveText(t(lang, 'certificate.name.saved', { name }), {
      timeout: ANSWER_MS,
    });
    noteResponse(tappedAt);
    const code = (await page.locator('[data-certificate-card] [data-card-code]').first().textContent())!;
    const cert = await page.request.get(`${baseURL}/v1/certificates/${code}`);
    expect(cert.ok()).toBe(true);
    expect(((await cert.json()) as { data: { name: string | null } }).data.name).toBe(name);
  });
}
