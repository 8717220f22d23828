/**
 * A real rate limit as a learner meets it: a server of its own (the shared e2e server allows
 * 1000 attempts) with `AUTH_RATE_LIMIT=2` and `ADDRESS_RATE_LIMIT=2` per 8 minutes answers the
 * third login, the third kiosk PIN and the third code typed in "Join by code" with 429, and the
 * page says, in its language, how long to wait: the API's `retry_after`, in whole minutes rounded
 * up.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Lang } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { format } from '#src/utils/format.ts';
import { pickMessages } from '#src/utils/i18n.ts';
import { startUsing } from '#tests/support/first-action.ts';
import { E2E_KIOSK_PIN } from '#tests/support/kiosk-pin.ts';
import { startServerProcess, type ServerProcess } from '#tests/support/publishing.ts';
import { ifStarted } from '#tests/support/if-started.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DATA_DIR = join(ROOT, '.data/e2e-rate-limit');
const WINDOW_SECONDS = 480;

// One server for the file: its tests share it (and its counters, kept per route) in one worker.
test.describe.configure({ mode: 'serial' });
let server: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = await startServerProcess({
    ...process.env,
    DATA_DIR,
    DIST_DIR: join(ROOT, 'dist'),
    AUTH_RATE_LIMIT: '2',
    ADDRESS_RATE_LIMIT: '2',
    AUTH_RATE_WINDOW: String(WINDOW_SECONDS),
    KIOSK_PIN: E2E_KIOSK_PIN,
    LOG_LEVEL: 'warn',
  });
});

test.afterAll(async () => {
  await ifStarted(server, (x) => x.stop());
});

/** Submits twice within the limit: each is refused as usual (`status`), with its own message. */
async function refusedWithinLimit(
  page: Page,
  pathPart: string,
  status: number,
  submit: () => Promise<void>,
  error: Locator,
  text: string,
): Promise<void> {
  for (let i = 0; i < 2; i++) {
    const refused = page.waitForResponse((r) => r.url().includes(pathPart) && r.status() === status);
    await submit();
    await refused;
    await expect(error).toHaveText(text);
  }
}

/** The wait the page should name for a 429: its `retry_after` (also its `Retry-After`), in minutes. */
async function expectedWait(page: Page, lang: Lang, pathPart: string, act: () => Promise<void>): Promise<string> {
  const limited = page.waitForResponse((r) => r.url().includes(pathPart) && r.status() === 429);
  await act();
  const response = await limited;
  const body = (await response.json()) as { message: string; retry_after: number };
  expect(body.message).toBe('error.tooManyRequests');
  expect(body.retry_after).toBe(Number(response.headers()['retry-after']));
  expect(body.retry_after).toBeGreaterThan(WINDOW_SECONDS - 60);
  expect(body.retry_after).toBeLessThanOrEqual(WINDOW_SECONDS);
  return format(pickMessages(lang, ['retry.']), 'retry.minutes', { count: Math.ceil(body.retry_after / 60) });
}

test('sv: the third login in the window says, in Swedish, how many minutes to wait', async ({ page }) => {
  const m = pickMessages('sv', ['account.']);
  await page.goto(`${server.baseUrl}${localize('sv', paths.account('login'))}`);
  await startUsing(page);
  const submit = page.locator('form[data-form="login"] button[type="submit"]');
  const error = page.locator('[data-form-error]');
  await page.locator('#login-email').fill('nobody@example.org');
  await page.locator('#login-password').fill('not the password');
  await refusedWithinLimit(
    page,
    '/v1/users/login',
    401,
    () => submit.click(),
    error,
    format(m, 'account.errors.auth.invalidCredentials'),
  );
  const wait = await expectedWait(page, 'sv', '/v1/users/login', () => submit.click());
  expect(wait).toMatch(/^För många försök\. Försök igen om \d+ minuter\.$/);
  await expect(error).toHaveText(wait);
  await expect(error).toBeFocused();
});

test('en: the third kiosk PIN in the window says, in English, how many minutes to wait', async ({ page }) => {
  const m = pickMessages('en', ['kiosk.']);
  await page.goto(`${server.baseUrl}${localize('en', paths.kiosk())}`);
  await startUsing(page);
  const pin = page.getByLabel(format(m, 'kiosk.pinLabel'));
  const start = page.getByRole('button', { name: format(m, 'kiosk.start') });
  const error = page.locator('[data-form-error]');
  await pin.fill('not-the-pin');
  await refusedWithinLimit(page, '/v1/kiosk/check', 403, () => start.click(), error, format(m, 'kiosk.wrongPin'));
  const wait = await expectedWait(page, 'en', '/v1/kiosk/check', () => start.click());
  expect(wait).toMatch(/^Too many attempts\. Try again in \d+ minutes\.$/);
  await expect(error).toHaveText(wait);
});

test('sv: the third code in the window says, in Swedish, how many minutes to wait, beside the field', async ({
  page,
}) => {
  const m = pickMessages('sv', ['join.']);
  await page.goto(`${server.baseUrl}${localize('sv', paths.home())}`);
  const form = page.locator('main form[data-join-code]');
  const field = form.getByLabel(format(m, 'join.label'));
  const error = form.locator('[data-join-error]');
  await field.fill('ingen-sadan-kod');
  await refusedWithinLimit(page, '/v1/codes/', 404, () => field.press('Enter'), error, format(m, 'join.unknown'));
  const wait = await expectedWait(page, 'sv', '/v1/codes/', () => field.press('Enter'));
  await expect(error).toHaveText(wait);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(new URL(page.url()).pathname).toBe(localize('sv', paths.home()));
});
