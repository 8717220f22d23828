/**
 * How others answered, as a learner sees it: on a practice question with enough answers
 * (seeded through the API: 20 learners, 16 of them wrong), nothing is shown or asked for before
 * answering; after answering, each option shows its percentage and a line says how many answer
 * it wrongly, in both languages, on a phone and a desktop. A certificate test shows them only on
 * its result view, once it has ended. axe finds no WCAG 2.2 AA violation.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '#tests/support/axe.ts';
import { loadContent } from '#src/content-layer/index.ts';
import { indexContent } from '#src/domain/content-index.ts';
import { LANGS } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { startUsing } from '#tests/support/first-action.ts';

const graph = await loadContent();
const index = indexContent(graph);
/** Questions no other browser test answers: outside diploma tests, events and the journeys' topic. */
const busy = new Set(
  [...graph.topics.filter((t) => t.slug === 'global-health'), ...graph.events.map((e) => e.topic)].flatMap((t) =>
    t.tests.flatMap((x) => x.questions.map((q) => q.globalId)),
  ),
);
const free = graph.questions.filter(
  (q) =>
    !index.certificateQuestions.has(q.globalId) && !busy.has(q.globalId) && q.answers.length >= 2 && !q.answersAsImages,
);

/** 20 learners answer `question`: 16 with a wrong option, 4 with the right one. */
async function seed(request: APIRequestContext, questionId: string, wrongId: string, rightId: string) {
  for (let i = 0; i < 20; i++) {
    const user = await request.post('/v1/users', { data: { source: 'e2e-shares' } });
    expect(user.status()).toBe(201);
    const uuid = ((await user.json()) as { data: { uuid: string } }).data.uuid;
    const saved = await request.post('/v1/user_answers', {
      data: {
        user_uuid: uuid,
        user_answer: { question_global_id: questionId, answer_global_id: i < 16 ? wrongId : rightId },
      },
    });
    expect(saved.status()).toBe(201);
  }
}

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

for (const [i, lang] of LANGS.entries()) {
  for (const [j, [device, viewport]] of Object.entries(VIEWPORTS).entries()) {
    test(`${lang} ${device}: the option shares and the wrong share appear only after answering`, async ({
      page,
      request,
    }) => {
      const question = free[i * 2 + j]!;
      const right = question.answers.find((a) => a.correct)!;
      const wrong = question.answers.find((a) => !a.correct)!;
      await seed(request, question.globalId, wrong.globalId, right.globalId);
      const asked: string[] = [];
      page.on('request', (r) => /\/v1\/.*\/shares/.test(r.url()) && asked.push(r.url()));
      await page.setViewportSize(viewport);
      await page.goto(localize(lang, paths.question(question.globalId)));
      await startUsing(page);
      const player = page.locator('.answer-player[data-ready]');
      await expect(player).toBeVisible();
      await expect(player.locator('[data-share]')).toHaveCount(0);
      await expect(player.locator('[data-shares-line]')).toHaveCount(0);
      expect(asked).toEqual([]);

      await player.locator(`[data-answer="${wrong.globalId}"] .answer-button`).click();
      // 16 (or 17, with this learner's own answer counted already) of 20 (21) chose it.
      const line = player.locator('[data-shares-line]');
      await expect(line).toContainText(
        lang === 'sv' ? /8[01]\s%\sav alla svarar fel på den här frågan/ : /8[01]% of people answer this wrongly/,
      );
      await expect(line).toContainText(
        lang === 'sv' ? /Utifrån 2[01] personers första svar/ : /Based on the first answers of 2[01] people/,
      );
      await expect(player.locator(`[data-answer="${wrong.globalId}"] [data-share]`)).toHaveText(/8[01]\s?%/);
      await expect(player.locator(`[data-answer="${right.globalId}"] [data-share]`)).toHaveText(/(19|20)\s?%/);
      await expect(player.locator('[data-share]')).toHaveCount(question.answers.length);
      expect(asked).toHaveLength(1);
      await expectNoAxeViolations(page, '.answer-player');
    });
  }
}

/** Topics with a diploma test no other browser test plays. */
const certTopics = graph.topics.filter(
  (t) =>
    t.diplomaTest?.questions.length &&
    t.slug !== 'global-health' &&
    !graph.events.some((e) => e.topic.globalId === t.globalId),
);

for (const [i, lang] of LANGS.entries()) {
  test(`${lang}: a certificate test shows how others answered only once it has ended`, async ({ page, request }) => {
    const topic = certTopics[certTopics.length - 1 - i]!;
    const question = topic.diplomaTest!.questions[0]!;
    const right = question.answers.find((a) => a.correct)!;
    const wrong = question.answers.find((a) => !a.correct)!;
    await seed(request, question.globalId, wrong.globalId, right.globalId);
    const asked: string[] = [];
    page.on('request', (r) => /\/v1\/.*\/shares/.test(r.url()) && asked.push(r.url()));
    await page.goto(localize(lang, paths.certificate(topic.slug)));
    await startUsing(page);
    const player = page.locator('.certificate-player[data-ready]');
    await player.locator('button[data-start]').click();
    await player.locator(`[data-answer="${wrong.globalId}"] .answer-button`).click();
    await expect(player.locator('[data-result]')).toHaveAttribute('data-result', 'wrong');
    await expect(player.locator('[data-share], [data-shares-line]')).toHaveCount(0);
    expect(asked).toEqual([]);
    await player.locator('button[data-continue]').click();
    const summary = player.locator('[data-shares-summary]');
    await expect(summary.locator(`[data-shares-question="${question.globalId}"]`)).toContainText(
      lang === 'sv' ? /8[01]\s%\sav alla svarar fel/ : /8[01]% of people answer this wrongly/,
    );
    await expectNoAxeViolations(page, '.certificate-player');
  });
}

/** A practice test whose questions no other browser test answers (nor the tests above), none of them a certificate's. */
const taken = new Set(free.slice(0, LANGS.length * 2).map((q) => q.globalId));
const usable = (q: { globalId: string }) => free.some((f) => f.globalId === q.globalId) && !taken.has(q.globalId);
const { topic: averageTopic, test: averageTest } = graph.topics
  .flatMap((topic) => topic.tests.map((t) => ({ topic, test: t })))
  .find(({ test: t }) => t.questions.length >= 2 && t.questions.every(usable))!;

test("the practice summary sets the learner's score beside everyone's average, in both languages", async ({
  page,
  request,
}) => {
  // 20 learners answer every question of the test: 16 wrong, 4 right (everyone's average about a fifth).
  for (const q of averageTest.questions) {
    const right = q.answers.find((a) => a.correct)!;
    const wrong = q.answers.find((a) => !a.correct)!;
    await seed(request, q.globalId, wrong.globalId, right.globalId);
  }
  const total = averageTest.questions.length;
  await page.goto(
    `${localize('en', paths.topicQuestion(averageTopic.slug, averageTest.questions[0]!.globalId))}?test=${averageTest.globalId}`,
  );
  for (const q of averageTest.questions) {
    await startUsing(page);
    const player = page.locator('.answer-player[data-ready]');
    await expect(page).toHaveURL(new RegExp(`/${q.globalId}/`));
    await player.locator(`[data-answer="${q.answers.find((a) => a.correct)!.globalId}"] .answer-button`).click();
    await expect(player.locator('[data-result]')).toHaveAttribute('data-result', 'correct');
    await player.locator('a[data-next]').click();
  }
  await expect(page).toHaveURL(/\/summary\//);
  const average = page.locator('[data-average]');
  // 4 or 5 of 20 or 21 learners right on each question: about a fifth of the test, and all right beats it.
  await expect(average).toContainText(
    new RegExp(`Everyone's average: [\\d.]+ of ${total} right\\. You did better than average\\.`),
  );
  const shown = Number((await average.textContent())!.match(/average: ([\d.]+)/)![1]);
  expect(shown / total).toBeGreaterThan(0.15);
  expect(shown / total).toBeLessThan(0.3);
  await page.goto(`${localize('sv', paths.topicSummary(averageTopic.slug))}?test=${averageTest.globalId}`);
  await expect(page.locator('[data-average]')).toContainText(
    new RegExp(`Allas genomsnitt: \\d+(,\\d)? av ${total} rätt\\. Du gjorde det bättre än genomsnittet\\.`),
  );
  await expectNoAxeViolations(page, '.practice-summary');
});

/** Questions a practice test and a certificate test both hold (not the certificate tests' first ones, seeded above). */
const firstOfCertTests = new Set(certTopics.map((t) => t.diplomaTest!.questions[0]!.globalId));
const both = [...index.certificateQuestions]
  .filter((id) => !index.privateShareQuestions.has(id) && !busy.has(id) && !firstOfCertTests.has(id))
  .map((id) => index.questions.get(id)!);

for (const [i, lang] of LANGS.entries()) {
  test(`${lang}: a question that a certificate test holds too shows how others answered on its practice page`, async ({
    page,
    request,
  }) => {
    const question = both[i]!;
    const right = question.answers.find((a) => a.correct)!;
    const wrong = question.answers.find((a) => !a.correct)!;
    await seed(request, question.globalId, wrong.globalId, right.globalId);
    await page.goto(localize(lang, paths.question(question.globalId)));
    await startUsing(page);
    const player = page.locator('.answer-player[data-ready]');
    await player.locator(`[data-answer="${right.globalId}"] .answer-button`).click();
    await expect(player.locator('[data-shares-line]')).toContainText(
      lang === 'sv' ? /av alla svarar fel på den här frågan/ : /of people answer this wrongly/,
    );
    await expect(player.locator('[data-share]')).toHaveCount(question.answers.length);
  });
}

test('the page of a question only a certificate test holds does not ask for its shares', async ({ page }) => {
  const question = index.questions.get([...index.privateShareQuestions].find((id) => !firstOfCertTests.has(id))!)!;
  const asked: string[] = [];
  page.on('request', (r) => /\/v1\/.*\/shares/.test(r.url()) && asked.push(r.url()));
  await page.goto(localize('en', paths.question(question.globalId)));
  await startUsing(page);
  const player = page.locator('.answer-player[data-ready]');
  await player.locator(`[data-answer="${question.answers[0]!.globalId}"] .answer-button`).click();
  await expect(player.locator('[data-result]')).toHaveAttribute('data-result', /correct|wrong/);
  // The answer is saved (the request the shares would follow) before looking.
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expect(player.locator('[data-shares-line], [data-share]')).toHaveCount(0);
});
