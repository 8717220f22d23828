/**
 * Answering a certificate test in a browser test: Start, then each question right or wrong in
 * order (a wrong one ends it). The certificate journeys and the certificate-showing tests use it.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { ContentGraph } from '#src/domain/model.ts';
import { startUsing } from './first-action.ts';

/** The index of a right (or a wrong) answer of question `qid`. */
export const answerIndex = (graph: ContentGraph, qid: string, right: boolean) =>
  graph.questions.find((x) => x.globalId === qid)!.answers.findIndex((a) => a.correct === right);

/** Answers the certificate's questions in order: right ones, then the wrong one (if any) ends it. */
export async function answerCertificate(
  page: Page,
  graph: ContentGraph,
  questionIds: readonly string[],
  rights: readonly boolean[],
): Promise<Locator> {
  await startUsing(page);
  const player = page.locator('.certificate-player[data-ready]');
  await player.locator('button[data-start]').click();
  for (const [i, right] of rights.entries()) {
    const q = questionIds[i]!;
    await expect(player.locator(`[data-cert-step="${q}"]`)).toBeVisible();
    await player
      .locator('.answer-button')
      .nth(answerIndex(graph, q, right))
      .click();
    await expect(player.locator('[data-result]')).toHaveAttribute('data-result', right ? 'correct' : /wrong/);
    await player.locator('button[data-continue]').click();
  }
  return player;
}
