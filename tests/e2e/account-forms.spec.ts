/**
 * How the account forms behave on top of the journeys: a refused form keeps what was typed and
 * takes the learner to the first named field, the submit button says it is working while the
 * call runs, a saved profile shows what was saved, and the delete confirmation can be left.
 */
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '#src/utils/i18n.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { startUsing } from '#tests/support/first-action.ts';

const PASSWORD = 'correct horse battery';
const en = MESSAGES.en;

async function visit(page: Page, path: string) {
  await page.goto(path);
  await startUsing(page);
  await expect(page.locator('astro-island[ssr]:not([client="needed"])')).toHaveCount(0);
}

/** A new account, logged in through the login form. */
async function loggedIn(page: Page): Promise<string> {
  const email = `forms-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const reg = await page.request.post('/v1/users/register', {
    data: { email, password: PASSWORD, password_confirm: PASSWORD, agreements_acceptence: true },
  });
  expect(reg.status()).toBe(201);
  await visit(page, localize('en', paths.account('login')));
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(PASSWORD);
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  await page.waitForURL(`**${paths.accountTab('progress')}`);
  return email;
}

test('a refused sign-up keeps what was typed and focuses the first named field', async ({ page }) => {
  await visit(page, localize('en', paths.account('signup')));
  await page.locator('#signup-email').fill('not-an-email');
  await page.locator('#signup-password').fill(PASSWORD);
  await page.locator('#signup-password-confirm').fill(PASSWORD);
  await page.locator('#signup-accept').check();
  await page.locator('form[data-form="signup"] button[type="submit"]').click();

  await expect(page.locator('#signup-email')).toBeFocused();
  await expect(page.locator('#signup-email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#signup-email')).toHaveAttribute('aria-describedby', 'signup-email-error');
  await expect(page.locator('#signup-email-error')).toHaveText(en['account.errors.validation.format']!);
  await expect(page.locator('[data-form-error]')).toHaveText(en['account.errors.error.validation']!);
  await expect(page.locator('#signup-email')).toHaveValue('not-an-email');
  await expect(page.locator('#signup-password')).toHaveValue(PASSWORD);
  await expect(page.locator('#signup-password-confirm')).toHaveValue(PASSWORD);
  await expect(page.locator('#signup-accept')).toBeChecked();
});

test('the submit button says it is working until the answer comes', async ({ page }) => {
  await visit(page, localize('en', paths.account('login')));
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The API client adds `?lang=`: a glob without it never matched, and the test only passed while
  // the button's pending state outlived the quick refusal.
  await page.route(/\/v1\/users\/login(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('#login-email').fill('nobody@example.org');
  await page.locator('#login-password').fill(PASSWORD);
  const button = page.locator('form[data-form="login"] button[type="submit"]');
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toHaveText(en['account.working']!);
  release();
  await expect(page.locator('[data-form-error]')).toBeFocused();
  await expect(button).toBeEnabled();
  await expect(button).toHaveText(en['account.login.submit']!);
});

test('a saved profile shows what was saved, then and after a reload', async ({ page }) => {
  await loggedIn(page);
  await visit(page, localize('en', paths.accountTab('profile')));
  const category = page.locator('#profile-category');
  const chosen = await category.locator('option').nth(1).getAttribute('value');
  await page.locator('#profile-name').fill('Ada');
  await category.selectOption(chosen);
  await page.locator('#profile-newsletter').check();
  await page.locator('form[data-form="profile"] button[type="submit"]').click();

  await expect(page.getByRole('heading', { level: 3, name: en['account.profile.saved']! })).toBeFocused();
  for (const reloaded of [false, true]) {
    if (reloaded) await visit(page, localize('en', paths.accountTab('profile')));
    await expect(page.locator('#profile-name')).toHaveValue('Ada');
    await expect(category).toHaveValue(chosen!);
    await expect(page.locator('#profile-newsletter')).toBeChecked();
  }
});

test('deleting: cancel goes back with the password, a wrong one is refused and nothing is deleted', async ({
  page,
}) => {
  await loggedIn(page);
  await visit(page, localize('en', paths.accountTab('delete')));
  await page.locator('#delete-password').fill('not my password');
  await page.locator('form[data-form="delete"] button[type="submit"]').click();
  await expect(page.getByRole('heading', { level: 3, name: en['account.delete.confirm']! })).toBeFocused();
  await page.getByRole('button', { name: en['account.delete.cancel']! }).click();
  await expect(page.locator('#delete-password')).toHaveValue('not my password');

  await page.locator('form[data-form="delete"] button[type="submit"]').click();
  await page.getByRole('button', { name: en['account.delete.confirmYes']! }).click();
  await expect(page.locator('[data-form-error]')).toHaveText(en['account.errors.auth.invalidPassword']!);
  await expect(page.locator('[data-form-error]')).toBeFocused();
  await expect(page.locator('#delete-password')).toHaveValue('not my password');
  await expect(page.locator('[data-deleted]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
});
