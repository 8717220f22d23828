import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from './playwright.config.ts';

const BASE = 'http://localhost:5800';
const OUT = '/tmp/forms/shots';
const PASSWORD = 'correct horse battery';
const browser = await chromium.launch(chromiumLaunch);
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

async function settle(page: Page, path: string) {
  await page.goto(BASE + path);
  await page.locator('astro-island[ssr]').waitFor({ state: 'detached' }).catch(() => undefined);
  await page.waitForTimeout(300);
}

for (const lang of ['en', 'sv'] as const) {
  const prefix = lang === 'sv' ? '/sv' : '';
  for (const [vp, size] of Object.entries(viewports)) {
    const ctx = await browser.newContext({ viewport: size });
    const page = await ctx.newPage();
    const shot = (name: string) => page.screenshot({ path: `${OUT}/${lang}-${vp}-${name}.png`, fullPage: true });
    await settle(page, `${prefix}/account/login/`);
    await shot('login');
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page.locator('[data-form-error]').waitFor();
    await shot('login-error');
    await settle(page, `${prefix}/account/signup/`);
    await page.fill('#signup-email', 'not-an-email');
    await page.fill('#signup-password', 'short');
    await page.fill('#signup-password-confirm', 'other');
    await page.locator('form[data-form="signup"] button[type="submit"]').click();
    await page.locator('[data-field-error]').first().waitFor();
    await shot('signup-errors');
    const email = `shot-${lang}-${vp}-${Date.now()}@example.org`;
    await page.request.post(`${BASE}/v1/users/register`, { data: { email, password: PASSWORD, password_confirm: PASSWORD, agreements_acceptence: true } });
    await settle(page, `${prefix}/account/login/`);
    await page.fill('#login-email', email);
    await page.fill('#login-password', PASSWORD);
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page.waitForURL('**/account/me/progress/');
    await settle(page, `${prefix}/account/me/profile/`);
    await page.locator('form[data-form="profile"]').waitFor();
    await shot('profile');
    await page.fill('#profile-name', 'Ada');
    await page.locator('#profile-category').selectOption({ index: 1 });
    await page.locator('form[data-form="profile"] button[type="submit"]').click();
    await page.locator('form[data-form="profile"] h3').waitFor();
    await shot('profile-saved');
    await settle(page, `${prefix}/account/me/password/`);
    await shot('password');
    await page.fill('#password-current', 'wrong password');
    await page.fill('#password-new', 'new password 1');
    await page.fill('#password-confirm', 'new password 1');
    await page.locator('form[data-form="password"] button[type="submit"]').click();
    await page.locator('#password-current-error').waitFor();
    await shot('password-error');
    await settle(page, `${prefix}/account/me/delete/`);
    await page.fill('#delete-password', PASSWORD);
    await page.locator('form[data-form="delete"] button[type="submit"]').click();
    await page.waitForTimeout(300);
    await shot('delete-confirm');
    await ctx.close();
  }
}
await browser.close();
