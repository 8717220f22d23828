/**
 * Spaced review follows the learner from device to device, in both languages: three questions
 * answered wrong anonymously on device A (a browser context) stay in review through the sign-up
 * there; a day later, on a fresh device B, /review/ offers nothing before the login and, after it,
 * the three questions due: what device B knows of them comes only from the server's
 * `GET /v1/users/review` after the login (src/stores/review/), and the session starts at
 * "Question 1 of 3".
 *
 * The server's clock has to move a day as well (it decides what it lists as due, on its own
 * clock; docs/decisions.md, "Spaced review"), so this file runs a server of its own, in the
 * test's process, on the built site with the clock hook the API has for tests (`now`,
 * src/server/app.ts); the pages' clock moves with Playwright's `page.clock`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS, type Lang } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { buildApp } from '#src/server/app.ts';
import { createLogger } from '#src/server/logger.ts';
import { readSettings } from '#src/server/settings.ts';
import { format } from '#src/utils/format.ts';
import { pickMessages } from '#src/utils/i18n.ts';
import { startUsing } from '#tests/support/first-action.ts';
import { answerWrong, deviceBoxes, reviewQuestions } from '#tests/support/review.ts';
import { ifStarted } from '#tests/support/if-started.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const questions = reviewQuestions(await loadContent());
const ids = questions.map((q) => q.globalId).sort();
const DAY = 24 * 60 * 60 * 1000;
/** A day and a minute: the questions answered wrong now are due. */
const A_DAY_LATER = DAY + 60_000;
const PASSWORD = 'correct horse battery';

// The server and its clock are the file's: its tests run one after the other in one worker.
test.describe.configure({ mode: 'default' });
let server: FastifyInstance;
let baseURL: string;
let dataDir: string;
/** How far the server's clock is ahead of the real one. */
let serverAhead = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mkdirSync(join(ROOT, '.data'), { recursive: true });
  dataDir = mkdtempSync(join(ROOT, '.data', 'e2e-review-devices-'));
  const env = { DATA_DIR: dataDir, DIST_DIR: join(ROOT, 'dist'), AUTH_RATE_LIMIT: '1000', LOG_LEVEL: 'warn' };
  const settings = readSettings(env);
  server = await buildApp({
    settings,
    distDir: settings.distDir!,
    logger: createLogger(env),
    now: () => new Date(Date.now() + serverAhead),
  });
  await server.listen({ port: 0, host: 'localhost' });
  baseURL = `http://localhost:${(server.server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await ifStarted(server, (x) => x.close());
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A device: a browser context of its own on this file's server. */
async function device(browser: Browser, lang: Lang) {
  const context = await browser.newContext({ baseURL, locale: lang === 'sv' ? 'sv-SE' : 'en-US' });
  return { context, page: await context.newPage() };
}

/** The number of questions in each of the account's boxes on the server, read with the token of `page`'s session. */
async function serverBoxes(page: Page): Promise<Record<string, number>> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const res = await page.request.get('/v1/users/review', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { boxes: Record<string, number> } }).data.boxes;
}

/** The review page once its island has read the device's boxes (and the server's, when it answers). */
async function reviewPage(page: Page, lang: Lang) {
  await page.goto(localize(lang, paths.review()));
  await startUsing(page);
  return page.locator('.review-hub[data-ready]');
}

for (const lang of LANGS) {
  const messages = pickMessages(lang, ['review.', 'option.']);
  const t = (key: string, vars?: Record<string, string | number>) => format(messages, key, vars);

  test(`${lang}: questions answered wrong anonymously are due a day later on another device after login`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    serverAhead = 0;
    const email = `review-devices-${lang}-${Date.now()}@example.org`;

    // Device A, anonymous: three wrong answers, in box 1 on the device and stored by the server.
    const a = await device(browser, lang);
    for (const q of questions) await answerWrong(a.page, lang, q);
    const uuid = await a.page.evaluate(() => localStorage.getItem('user_uuid'));
    expect(uuid).toBeTruthy();

    // Sign-up on device A: the anonymous learner becomes the account (same uuid), boxes and all.
    await a.page.goto(localize(lang, paths.account('signup')));
    await startUsing(a.page);
    await a.page.locator('#signup-email').fill(email);
    await a.page.locator('#signup-password').fill(PASSWORD);
    await a.page.locator('#signup-password-confirm').fill(PASSWORD);
    await a.page.locator('#signup-accept').check();
    await a.page.locator('form[data-form="signup"] button[type="submit"]').click();
    await a.page.waitForURL(`**${localize(lang, paths.account('signup/success'))}`);
    expect(await a.page.evaluate(() => localStorage.getItem('user_uuid'))).toBe(uuid);
    await expect.poll(async () => (await serverBoxes(a.page))['1']).toBe(questions.length);
    await a.context.close();

    // A day later, for the server and for device B.
    serverAhead = A_DAY_LATER;
    const b = await device(browser, lang);
    await b.page.clock.install({ time: Date.now() + A_DAY_LATER });

    // Device B before the login: nothing of device A's learner.
    let hub = await reviewPage(b.page, lang);
    await expect(hub.locator('[data-review-due]')).toHaveText(t('review.nothingDue'));

    // The login (it merges device B's anonymous visitor, if any, into the account).
    await b.page.goto(localize(lang, paths.account('login')));
    await startUsing(b.page);
    await b.page.locator('#login-email').fill(email);
    await b.page.locator('#login-password').fill(PASSWORD);
    await b.page.locator('form[data-form="login"] button[type="submit"]').click();
    await b.page.waitForURL(`**${localize(lang, paths.accountTab('progress'))}`);
    expect(await b.page.evaluate(() => localStorage.getItem('user_uuid'))).toBe(uuid);

    // The server's due questions, in box 1 on device B too, and a session of them.
    hub = await reviewPage(b.page, lang);
    await expect(hub.locator('[data-review-due]')).toHaveText(t('review.dueToday', { count: questions.length }));
    expect(Object.keys(await deviceBoxes(b.page)).sort()).toEqual(ids);
    expect(new Set(Object.values(await deviceBoxes(b.page)).map((e) => e.box))).toEqual(new Set([1]));
    await hub.locator('[data-review-start]').click();
    await expect(b.page).toHaveURL(/\/q\/[^/]+\/\?review=/);
    await startUsing(b.page);
    await expect(b.page.locator('.answer-player[data-ready] .test-progress')).toHaveText(
      t('option.progress', { current: 1, total: questions.length }),
    );
    await b.context.close();
  });
}
