/**
 * Nothing moves when a player or form hydrates. Islands now hydrate by themselves, without a
 * learner's input (src/browser/on-ready.ts), so any difference between the server's first screen
 * and the island's first render is a layout shift a learner sees and that counts in CLS: the
 * static answer lists, image options included, the certificate's and the event's question
 * views, the challenge's first screen, the forms. On a phone and a desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { screeningTest } from '#src/domain/content-queries.ts';
import { paths } from '#src/domain/routes.ts';
import { layoutShifts, recordLayoutShifts, type LayoutShift } from '#tests/support/layout-shifts.ts';

const graph = await loadContent();
const topic = graph.topics.find((t) => t.slug === 'global-health')!;
const textQuestion = topic.tests[0]!.questions.find((q) => !q.answersAsImages)!;
const imageTopic = graph.topics.find((t) => t.tests.some((x) => x.questions.some((q) => q.answersAsImages)))!;
const imageQuestion = imageTopic.tests.flatMap((x) => x.questions).find((q) => q.answersAsImages)!;
const certificateTopic = graph.topics.find((t) => t.diplomaTest?.questions.length)!;
const challengeTopic = graph.topics.find((t) => t.chapters.some((c) => c.challenges.length))!;
const challenge = challengeTopic.chapters.flatMap((c) => c.challenges)[0]!;
const event = graph.events.find((e) => screeningTest(e)?.questions.length)!;
const eventCode = event.code.toLowerCase();

const PAGES: [name: string, path: string][] = [
  ['a practice question', paths.topicQuestion(topic.slug, textQuestion.globalId)],
  ['a practice question with image options', paths.topicQuestion(imageTopic.slug, imageQuestion.globalId)],
  ["the certificate test's intro", paths.certificate(certificateTopic.slug)],
  [
    "a certificate test's question",
    paths.certificate(certificateTopic.slug, certificateTopic.diplomaTest!.questions[0]!.globalId),
  ],
  ["an event's start", paths.event(eventCode)],
  ["an event's question", paths.event(eventCode, screeningTest(event)!.questions[0]!.globalId)],
  ['a challenge', paths.challenge(challengeTopic.slug, challenge.slug)],
  ['the login form', paths.account('login')],
];

/** The page's layout shifts without input, with the elements that moved, until its islands have hydrated and settled. */
async function shiftsWhileHydrating(page: Page, path: string): Promise<LayoutShift[]> {
  await recordLayoutShifts(page);
  await page.goto(path);
  await expect(page.locator('astro-island[client="ready"][ssr]')).toHaveCount(0, { timeout: 15_000 });
  // Two frames after the island's first render, its effects included.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return layoutShifts(page);
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport });
    for (const [name, path] of PAGES) {
      test(`${name} does not move when it hydrates`, async ({ page }) => {
        expect(await shiftsWhileHydrating(page, path)).toEqual([]);
      });
    }
  });
}
