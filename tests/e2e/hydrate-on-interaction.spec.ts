/**
 * Players hydrate at the first interaction (`client:interaction`, src/browser/on-interaction.ts):
 * a first visit to a question page runs no React until a person acts, and nothing given before
 * the island's code has arrived is lost. The React chunk is held back here (a slow phone
 * network), so the answer is chosen, by pointer or keyboard, before hydration; it must still be
 * shown and saved exactly once.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { localize, paths } from '#src/domain/routes.ts';

const graph = await loadContent();
const topic = graph.topics.find((t) => t.slug === 'global-health')!;
const practice = topic.tests[0]!;
const question = practice.questions[0]!;
const right = graph.questions.find((q) => q.globalId === question.globalId)!.answers.find((a) => a.correct)!;
const REACT_DOM = /\/_astro\/client\.[^/]+\.js$/;

// A first visit before the service worker has kept the chunks (it would answer them itself, past page.route).
test.use({ serviceWorkers: 'block' });

/** Holds React DOM's chunk until `release` is called; records whether the page asked for it. */
async function holdReact(page: Page): Promise<{ requested: () => boolean; release: () => void }> {
  let requested = false;
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  await page.route(REACT_DOM, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { requested: () => requested, release };
}

/** The learner's saved answers (none yet: an empty list). */
async function savedAnswers(page: Page): Promise<{ question: string; answer: string }[]> {
  const uuid = await page.evaluate(() => localStorage.getItem('user_uuid'));
  if (!uuid) return [];
  const res = await page.request.get(`/v1/user_answers?user_uuid=${uuid}`);
  return res.ok() ? ((await res.json()) as { data: { question: string; answer: string }[] }).data : [];
}

test('a first visit runs no React until the learner acts; an answer clicked before React arrived is shown and saved once', async ({ page }) => {
  const react = await holdReact(page);
  await page.goto(localize('en', paths.topicQuestion(topic.slug, question.globalId)));
  await page.waitForLoadState('networkidle');
  expect(react.requested()).toBe(false);
  await expect(page.locator('astro-island[client="interaction"]')).toHaveAttribute('ssr', '');
  // The pointer reaches the option (the download starts) and clicks it before React has arrived.
  await page.locator(`[data-static-answers] [data-answer="${right.globalId}"]`).click();
  await expect.poll(() => react.requested()).toBe(true);
  react.release();
  const player = page.locator('.answer-player[data-ready]');
  await expect(player.locator('[data-result]')).toHaveAttribute('data-result', 'correct');
  await expect(player.locator(`[data-answer="${right.globalId}"]`)).toHaveAttribute('data-chosen', '');
  await expect.poll(() => savedAnswers(page)).toHaveLength(1);
  expect((await savedAnswers(page))[0]).toMatchObject({ question: question.globalId, answer: right.globalId });
});

test('with the keyboard: a key press starts the download, and the answer chosen once the options are buttons is saved', async ({ page }) => {
  const react = await holdReact(page);
  await page.goto(localize('sv', paths.topicQuestion(topic.slug, question.globalId)));
  await page.waitForLoadState('networkidle');
  expect(react.requested()).toBe(false);
  await page.keyboard.press('Tab');
  await expect.poll(() => react.requested()).toBe(true);
  react.release();
  const button = page.locator(`.answer-player [data-answer="${right.globalId}"] button`);
  for (let i = 0; i < 40 && !(await button.evaluate((el) => el === document.activeElement).catch(() => false)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('.answer-player [data-result]')).toHaveAttribute('data-result', 'correct');
  await expect.poll(() => savedAnswers(page)).toHaveLength(1);
});

test('a code submitted on the verification page before React arrived still opens its result', async ({ page }) => {
  const react = await holdReact(page);
  await page.goto(localize('en', paths.verify()));
  await page.waitForLoadState('networkidle');
  expect(react.requested()).toBe(false);
  await page.locator('#verify-code').fill('NOSUCHCODE');
  await page.locator('#verify-code').press('Enter');
  react.release();
  await expect(page).toHaveURL(/\/c\/v\/NOSUCHCODE\/$/);
  await expect(page.locator('[data-verify-not-found]')).toBeVisible();
});
