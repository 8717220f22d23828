/**
 * Players and forms hydrate as soon as their code has arrived (`client:ready`,
 * src/browser/on-ready.ts), and a tap given before that is held by the inline head script and
 * carried out once the island is live (src/browser/held-taps.ts): a learner's first action is
 * never lost, and no control waits disabled for hydration. React DOM's chunk is held back here
 * (a slow phone network), so every action below comes before the island could handle it.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { localize, paths } from '#src/domain/routes.ts';

const graph = await loadContent();
const topic = graph.topics.find((t) => t.slug === 'global-health')!;
const question = topic.tests[0]!.questions[0]!;
const right = graph.questions.find((q) => q.globalId === question.globalId)!.answers.find((a) => a.correct)!;
const certificateTopic = graph.topics.find((t) => t.diplomaTest?.questions.length)!;
const challengeTopic = graph.topics.find((t) => t.chapters.some((c) => c.challenges.length))!;
const challenge = challengeTopic.chapters.flatMap((c) => c.challenges)[0]!;
const REACT_DOM = /\/_astro\/client\.[^/]+\.js$/;

// A first visit before the service worker has kept the chunks (it would answer them itself, past page.route), on a touch screen.
test.use({ serviceWorkers: 'block', hasTouch: true });

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

/** A touch at the centre of what `selector` finds, as a finger does: it waits for nothing to be enabled. */
async function touch(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The learner's saved answers. */
async function savedAnswers(page: Page): Promise<{ question: string; answer: string }[]> {
  const uuid = await page.evaluate(() => localStorage.getItem('user_uuid'));
  if (!uuid) return [];
  const res = await page.request.get(`/v1/user_answers?user_uuid=${uuid}`);
  return res.ok() ? ((await res.json()) as { data: { question: string; answer: string }[] }).data : [];
}

test('an island hydrates by itself once its code is there, with nobody touching the page', async ({ page }) => {
  await page.goto(localize('en', paths.topicQuestion(topic.slug, question.globalId)));
  await expect(page.locator('astro-island[client="ready"]')).not.toHaveAttribute('ssr', '', { timeout: 15_000 });
  await expect(page.locator('.answer-player[data-ready] [data-answer] button').first()).toBeVisible();
});

test('a practice answer tapped before React arrived is held, shown pressed, then answered and saved once', async ({
  page,
}) => {
  const react = await holdReact(page);
  await page.goto(localize('en', paths.topicQuestion(topic.slug, question.globalId)));
  await expect.poll(() => react.requested(), { timeout: 15_000 }).toBe(true);
  await expect(page.locator('astro-island[client="ready"]')).toHaveAttribute('ssr', '');
  // Twice, as an impatient finger does: it counts once.
  await touch(page, `[data-static-answers] [data-answer="${right.globalId}"]`);
  await touch(page, `[data-static-answers] [data-answer="${right.globalId}"]`);
  await expect(page.locator(`[data-static-answers] [data-answer="${right.globalId}"]`)).toHaveAttribute(
    'data-held',
    '',
  );
  react.release();
  const player = page.locator('.answer-player[data-ready]');
  await expect(player.locator('[data-result]')).toHaveAttribute('data-result', 'correct');
  await expect(player.locator(`[data-answer="${right.globalId}"]`)).toHaveAttribute('data-chosen', '');
  await expect.poll(() => savedAnswers(page)).toHaveLength(1);
  expect((await savedAnswers(page))[0]).toMatchObject({ question: question.globalId, answer: right.globalId });
});

test("the certificate test's Start is live in the server's HTML and a tap on it before React starts the test", async ({
  page,
}) => {
  const react = await holdReact(page);
  await page.goto(localize('sv', paths.certificate(certificateTopic.slug)));
  await expect(page.locator('button[data-start]')).toBeEnabled();
  await expect.poll(() => react.requested(), { timeout: 15_000 }).toBe(true);
  await touch(page, 'button[data-start]');
  react.release();
  const first = certificateTopic.diplomaTest!.questions[0]!.globalId;
  await expect(page.locator(`.certificate-player [data-cert-step="${first}"]`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/sv/c/${certificateTopic.slug}/${first}/$`));
});

test("the challenge's first Continue is live in the server's HTML and a tap on it before React moves on", async ({
  page,
}) => {
  const react = await holdReact(page);
  await page.goto(localize('en', paths.challenge(challengeTopic.slug, challenge.slug)));
  await expect(page.locator('.player-next')).toBeEnabled();
  await expect.poll(() => react.requested(), { timeout: 15_000 }).toBe(true);
  await touch(page, '.player-next');
  react.release();
  await expect(page.locator('.player[data-state="playing"]')).not.toHaveAttribute('data-screen', '0');
});

test('a code submitted on the verification page before React arrived still opens its result', async ({ page }) => {
  const react = await holdReact(page);
  await page.goto(localize('en', paths.verify()));
  await expect.poll(() => react.requested(), { timeout: 15_000 }).toBe(true);
  await page.locator('#verify-code').fill('NOSUCHCODE');
  await page.locator('#verify-code').press('Enter');
  react.release();
  await expect(page).toHaveURL(/\/c\/v\/NOSUCHCODE\/$/);
  await expect(page.locator('[data-verify-not-found]')).toBeVisible();
});

test('with the keyboard: Enter on the Start button before React arrived starts the test', async ({ page }) => {
  const react = await holdReact(page);
  await page.goto(localize('en', paths.certificate(certificateTopic.slug)));
  await expect.poll(() => react.requested(), { timeout: 15_000 }).toBe(true);
  await page.locator('button[data-start]').focus();
  await page.keyboard.press('Enter');
  react.release();
  await expect(
    page.locator(`.certificate-player [data-cert-step="${certificateTopic.diplomaTest!.questions[0]!.globalId}"]`),
  ).toBeVisible();
});
