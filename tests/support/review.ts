/**
 * Spaced review in the browser tests (tests/e2e/review*.spec.ts): the questions they get wrong,
 * the device's boxes as the page keeps them, and a wrong answer given outside review.
 */
import { expect, type Page, type Response } from '@playwright/test';
import type { ContentGraph, Lang, Question } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { startUsing } from './first-action.ts';

/** The first three questions of the global health topic's first test. */
export function reviewQuestions(graph: ContentGraph): Question[] {
  const topic = graph.topics.find((t) => t.slug === 'global-health')!;
  return topic.tests[0]!.questions.slice(0, 3).map((ref) => graph.questions.find((q) => q.globalId === ref.globalId)!);
}

/**
 * Puts `questionIds` in the device's first review box, due a minute ago (as three wrong answers
 * a day earlier leave them), before the page's scripts run.
 */
export async function seedDueReview(page: Page, questionIds: readonly string[]): Promise<void> {
  const due = Object.fromEntries(questionIds.map((id) => [id, { box: 1, dueAt: Date.now() - 60_000 }]));
  await page.addInitScript((boxes) => localStorage.setItem('review_boxes', boxes), JSON.stringify(due));
}

/** The device's review boxes (local storage `review_boxes`). */
export const deviceBoxes = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('review_boxes') ?? '{}') as Record<string, { box: number }>);

/** Whether `response` is the API's acceptance of an answer to `questionId`. */
function savedAnswerTo(response: Response, questionId: string): boolean {
  const request = response.request();
  if (request.method() !== 'POST' || new URL(response.url()).pathname !== '/v1/user_answers') return false;
  const body = request.postDataJSON() as { user_answer?: { question_global_id?: string } } | null;
  return response.ok() && body?.user_answer?.question_global_id === questionId;
}

/**
 * Answers `question` wrong on its own page, outside a review session (no "Question n of m"), and
 * waits until the device has put it in box 1 and the API has stored the answer: the device's
 * box moves before the answer is kept, so a test that went on to another address at once (not by
 * a link, which waits for it) could leave the answer unsent.
 */
export async function answerWrong(page: Page, lang: Lang, question: Question): Promise<void> {
  await page.goto(localize(lang, paths.question(question.globalId)));
  await startUsing(page);
  const saved = page.waitForResponse((r) => savedAnswerTo(r, question.globalId));
  const player = page.locator('.answer-player[data-ready]');
  await player
    .locator('.answer-options > li')
    .nth(question.answers.findIndex((a) => !a.correct))
    .locator('button')
    .click();
  await expect(player.locator('[data-result]')).not.toHaveAttribute('data-result', 'correct');
  await expect(player.locator('.test-progress')).toHaveCount(0);
  await expect.poll(async () => (await deviceBoxes(page))[question.globalId]?.box).toBe(1);
  await saved;
}
