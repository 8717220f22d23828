/**
 * How many times a tap's effect happened (players.ts `TapEffect`): a tap that was lost counts 0,
 * a tap given twice (held and replayed, and also handled as it came) counts 2. Read on the
 * measured page once the tap was answered or the wait for it ended.
 */
import { expect, type Page } from '@playwright/test';
import type { TapEffect } from './players.ts';
import type { TapResult } from './tap.ts';
import { waitFor } from '../publishing.ts';

/** The learner's saved answers, from the API (`GET /v1/user_answers`, all of them, events' too). */
async function savedAnswers(page: Page, baseUrl: string): Promise<number> {
  const uuid = await page.evaluate(() => localStorage.getItem('user_uuid'));
  if (!uuid) return 0;
  const res = await page.request.get(`${baseUrl}/v1/user_answers?user_uuid=${encodeURIComponent(uuid)}`);
  if (res.status() === 404) return 0;
  expect(res.ok(), `GET /v1/user_answers answered ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: unknown[] }).data.length;
}

/**
 * The times `effect` happened on `page` after the tap measured as `result`. A saved answer is
 * sent after the verdict shows (the offline queue), and a request may come after the screen has
 * answered (the certificate's round): when the tap was answered, this waits until the API holds
 * an answer or the request was made (or `saveWaitMs` has passed).
 */
export async function effectCount(
  page: Page,
  baseUrl: string,
  effect: TapEffect,
  result: TapResult,
  saveWaitMs = 15_000,
): Promise<number> {
  switch (effect.kind) {
    case 'answers':
      if (result.responseMs === null) return savedAnswers(page, baseUrl);
      // None saved within the wait counts 0.
      return waitFor(() => savedAnswers(page, baseUrl), saveWaitMs, 200).catch(() => 0);
    case 'requests': {
      // The page may ask behind a screen that has already answered (the certificate's round):
      // the request list goes on filling while the page is open; an answered tap waits for it.
      const count = () => result.requestsAfterTap.filter((r) => r === effect.request).length;
      if (result.responseMs !== null) await waitFor(() => count() > 0, saveWaitMs, 100).catch(() => undefined);
      return count();
    }
    case 'steps': {
      const value = await page
        .locator(effect.selector)
        .first()
        .evaluate((el) => (el instanceof HTMLProgressElement ? el.value : Number.NaN));
      return value - 1;
    }
  }
}
