/**
 * Account journeys in both languages, each with the pointer and with the keyboard only: sign
 * up (progress recorded before sign-up stays), verify the email from the outbox, log in on a
 * second browser context and still see that progress, log out; join a group; kiosk mode (the
 * next visitor sees nothing of the previous one, account creation refused); certificate
 * verification of a bad code.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS, type Lang } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { E2E_DATA } from '../../playwright.config.ts';
import { E2E_KIOSK_PIN } from '#tests/support/kiosk-pin.ts';
import { startUsing } from '#tests/support/first-action.ts';

const graph = await loadContent();
const question = graph.topics.flatMap((t) => t.tests.flatMap((x) => x.questions))[0]!;
const correct = question.answers.find((a) => a.correct)!;
const group = graph.groups[0]!;
const PASSWORD = 'correct horse battery';

type Mode = 'pointer' | 'keyboard';

/** Goes to a page and waits until its islands have hydrated (`client:needed` ones mount only when they have work). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await startUsing(page);
  await expect(page.locator('astro-island[ssr]:not([client="needed"])')).toHaveCount(0);
}

/** Presses Tab until `target` has focus (keyboard-only journeys). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < 80; i++) {
    if (await page.evaluate((el) => el === document.activeElement, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

async function fill(page: Page, mode: Mode, target: Locator, value: string) {
  if (mode === 'pointer') return target.fill(value);
  await tabTo(page, target);
  await page.keyboard.type(value);
}

async function press(page: Page, mode: Mode, target: Locator) {
  if (mode === 'pointer') return target.click();
  await tabTo(page, target);
  await page.keyboard.press((await target.evaluate((el) => el.tagName)) === 'A' ? 'Enter' : 'Space');
}

/** The link of the newest mail to `to` whose link goes to `page` (quoted-printable decoded). */
async function mailLink(to: string, page: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => (link = await findMailLink(to, page)), {
      message: `no mail to ${to} with a link to ${page}`,
      timeout: 10_000,
    })
    .toBeTruthy();
  return link!;
}

/** The link of the newest mail to `to` whose link goes to `page` in the outbox now, if there is one. */
async function findMailLink(to: string, page: string): Promise<string | undefined> {
  const dir = join(E2E_DATA, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const f of files) {
    const raw = await readFile(join(dir, f), 'utf8');
    const text = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (!text.toLowerCase().includes(to.toLowerCase())) continue;
    const m = new RegExp(`https?://[^\\s]*${page.replace(/\//g, '\\/')}\\?token=[^\\s]+`).exec(text);
    if (m) {
      const url = new URL(m[0]);
      return url.pathname + url.search;
    }
  }
  return undefined;
}

async function recordCorrectAnswer(page: Page, uuid: string) {
  const res = await page.request.post('/v1/user_answers', {
    data: {
      user_uuid: uuid,
      user_answer: {
        test_round: 1,
        question_global_id: question.globalId,
        answer_global_id: correct.globalId,
        user_uuid: uuid,
      },
    },
  });
  expect(res.status()).toBe(201);
}

const storedUuid = (page: Page) => page.evaluate(() => localStorage.getItem('user_uuid'));

async function loginIn(browser: Browser, lang: Lang, mode: Mode, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await visit(page, localize(lang, paths.account('login')));
  await fill(page, mode, page.locator('#login-email'), email);
  await fill(page, mode, page.locator('#login-password'), PASSWORD);
  if (mode === 'keyboard') await page.keyboard.press('Enter');
  else await page.locator('form[data-form="login"] button[type="submit"]').click();
  await page.waitForURL(`**${localize(lang, paths.accountTab('progress'))}`);
  return { context, page };
}

for (const lang of LANGS) {
  for (const mode of ['pointer', 'keyboard'] as const) {
    test(`${lang} ${mode}: group, sign-up with progress, verification, login elsewhere, logout`, async ({
      page,
      browser,
    }) => {
      const email = `journey-${lang}-${mode}-${Date.now()}@example.org`;
      // Join a group: this creates the anonymous user.
      await visit(page, localize(lang, paths.group(group.code.toLowerCase())));
      await press(page, mode, page.locator('[data-group-join-button]'));
      await page.waitForURL(`**${localize(lang, paths.group(group.code.toLowerCase(), 'welcome'))}`);
      const anon = await storedUuid(page);
      expect(anon).toBeTruthy();
      await recordCorrectAnswer(page, anon!);

      // Sign up: field errors first, then success.
      await visit(page, localize(lang, paths.account('signup')));
      await fill(page, mode, page.locator('#signup-email'), email);
      await fill(page, mode, page.locator('#signup-password'), PASSWORD);
      await fill(page, mode, page.locator('#signup-password-confirm'), `${PASSWORD}!`);
      await press(page, mode, page.locator('#signup-accept'));
      await press(page, mode, page.locator('form[data-form="signup"] button[type="submit"]'));
      await expect(page.locator('#signup-password-confirm-error')).toBeVisible();
      await expect(page.locator('#signup-password-confirm')).toHaveAttribute('aria-invalid', 'true');
      if (mode === 'pointer') await page.locator('#signup-password-confirm').fill(PASSWORD);
      else {
        await tabTo(page, page.locator('#signup-password-confirm'));
        await page.keyboard.press('End');
        await page.keyboard.press('Backspace');
      }
      await press(page, mode, page.locator('form[data-form="signup"] button[type="submit"]'));
      await page.waitForURL(`**${localize(lang, paths.account('signup/success'))}`);
      expect(await storedUuid(page)).toBe(anon);
      await expect(page.locator('[data-alert="not-verified"]')).toContainText(email);

      // Resend from the alert.
      await press(page, mode, page.locator('[data-alert="not-verified"] button').first());
      await expect(page.locator('[data-alert="success"]')).toBeVisible();

      // Verify the email from the outbox.
      await visit(page, await mailLink(email, localize(lang, '/account/verify/')));
      await expect(page.locator('[data-verified]')).toBeVisible();
      await expect(page.locator('[data-alert]')).toHaveCount(0);

      // Log in on a second browser: the progress recorded before sign-up is there.
      const second = await loginIn(browser, lang, mode, email);
      await expect(second.page.locator('[data-correct-count="1"]')).toBeVisible();
      expect(await storedUuid(second.page)).toBe(anon);

      // Log out: state, tokens and progress cleared.
      await press(second.page, mode, second.page.getByRole('button', { name: lang === 'sv' ? 'Logga ut' : 'Log out' }));
      await expect(
        second.page.getByRole('heading', { name: lang === 'sv' ? 'Du har loggat ut.' : 'You have logged out.' }),
      ).toBeVisible();
      const left = await second.page.evaluate(() =>
        ['user_uuid', 'access_token', 'refresh_token'].map((k) => localStorage.getItem(k)),
      );
      expect(left).toEqual([null, null, null]);
      await visit(second.page, localize(lang, paths.accountTab('progress')));
      await expect(second.page.locator('[data-progress-empty]')).toBeVisible();
      await second.context.close();
    });

    test(`${lang} ${mode}: forgot password, token login, password, profile, unsubscribe, deletion`, async ({
      page,
    }) => {
      const email = `forgot-${lang}-${mode}-${Date.now()}@example.org`;
      const reg = await page.request.post('/v1/users/register', {
        data: { email, password: PASSWORD, password_confirm: PASSWORD, agreements_acceptence: true },
      });
      expect(reg.status()).toBe(201);

      await visit(page, localize(lang, paths.account('forgot-password')));
      await fill(page, mode, page.locator('#forgot-email'), email);
      await press(page, mode, page.locator('form[data-form="forgot"] button[type="submit"]'));
      await expect(page.locator('[data-alert="success"]')).toBeVisible();

      // The emailed login link logs in (and proves the address) and leads to the password tab.
      await visit(page, await mailLink(email, localize(lang, '/account/login/')));
      await page.waitForURL(`**${localize(lang, paths.accountTab('password'))}`);
      await startUsing(page);
      await expect(page.locator('astro-island[ssr]:not([client="needed"])')).toHaveCount(0);
      // The learner forgot the password: the emailed sign-in sets a new one without it.
      await expect(page.locator('[data-password-reset]')).toBeVisible();
      await expect(page.locator('#password-current')).toHaveCount(0);
      const resetPassword = `${PASSWORD} 2`;
      await fill(page, mode, page.locator('#password-new'), resetPassword);
      await fill(page, mode, page.locator('#password-confirm'), resetPassword);
      await press(page, mode, page.locator('form[data-form="password"] button[type="submit"]'));
      await expect(page.locator('form[data-form="password"]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 3 })).toBeFocused();

      // Any later change asks for the current password: a wrong one is refused on its field.
      await visit(page, localize(lang, paths.accountTab('password')));
      await expect(page.locator('[data-password-reset]')).toHaveCount(0);
      await expect(page.locator('#password-current')).toHaveAttribute('type', 'password');
      await expect(page.locator('#password-current')).toHaveAttribute('autocomplete', 'current-password');
      const newPassword = `${PASSWORD} 3`;
      await fill(page, mode, page.locator('#password-current'), 'not my password');
      await fill(page, mode, page.locator('#password-new'), newPassword);
      await fill(page, mode, page.locator('#password-confirm'), newPassword);
      await press(page, mode, page.locator('form[data-form="password"] button[type="submit"]'));
      await expect(page.locator('#password-current')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#password-current-error')).toHaveText(
        lang === 'sv' ? 'Lösenordet är fel.' : 'The password is wrong.',
      );
      if (mode === 'pointer') await page.locator('#password-current').fill(resetPassword);
      else {
        await tabTo(page, page.locator('#password-current'));
        await page.keyboard.press('Control+A');
        await page.keyboard.type(resetPassword);
      }
      await press(page, mode, page.locator('form[data-form="password"] button[type="submit"]'));
      await expect(page.locator('form[data-form="password"]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 3 })).toBeFocused();

      await visit(page, localize(lang, paths.accountTab('profile')));
      await fill(page, mode, page.locator('#profile-name'), 'Ada');
      await press(page, mode, page.locator('#profile-newsletter'));
      await press(page, mode, page.locator('form[data-form="profile"] button[type="submit"]'));
      await expect(page.getByRole('heading', { level: 3 })).toBeVisible();

      await visit(page, localize(lang, paths.account('unsubscribe')));
      await press(
        page,
        mode,
        page.getByRole('button', {
          name: lang === 'sv' ? 'Avsluta prenumerationen på nyhetsbrevet' : 'Unsubscribe from the newsletter',
        }),
      );
      await expect(
        page.getByRole('heading', {
          level: 2,
          name:
            lang === 'sv'
              ? 'Klart. Du får inte längre vårt nyhetsbrev.'
              : 'Done. You will no longer receive our newsletter.',
        }),
      ).toBeVisible();
      const me = await page.evaluate(
        async () =>
          (await (
            await fetch('/v1/users/me', {
              headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
            })
          ).json()) as { data: { profile: unknown } },
      );
      expect(me.data.profile).toMatchObject({ name: 'Ada', newsletter: false });

      await visit(page, localize(lang, paths.accountTab('delete')));
      await fill(page, mode, page.locator('#delete-password'), newPassword);
      await press(page, mode, page.locator('form[data-form="delete"] button[type="submit"]'));
      await press(
        page,
        mode,
        page.getByRole('button', { name: lang === 'sv' ? 'Ja, radera mitt konto' : 'Yes, delete my account' }),
      );
      await expect(page.locator('[data-deleted]')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

      await visit(page, localize(lang, paths.account('login')));
      await fill(page, mode, page.locator('#login-email'), email);
      await fill(page, mode, page.locator('#login-password'), newPassword);
      await press(page, mode, page.locator('form[data-form="login"] button[type="submit"]'));
      await expect(page.locator('[data-form-error]')).toBeVisible();
    });

    test(`${lang} ${mode}: kiosk mode, the next visitor starts clean`, async ({ page }) => {
      // Staff turn kiosk mode on with the setup link that carries the PIN (kiosk.spec.ts covers the form).
      await visit(page, `${localize(lang, paths.kiosk())}?kiosk_idle=3#pin=${E2E_KIOSK_PIN}`);
      await expect(page.locator('[data-kiosk-state="on"]')).toBeVisible();
      const visitor = await storedUuid(page);
      expect(visitor).toBeTruthy();
      expect(await page.evaluate(() => localStorage.getItem('kiosk_mode'))).toBe('true');
      await recordCorrectAnswer(page, visitor!);

      // No accounts in kiosk mode.
      await visit(page, localize(lang, paths.account('signup')));
      await expect(page.locator('[data-kiosk-refusal]')).toBeVisible();
      await expect(page.locator('#signup-email')).toHaveCount(0);

      // The visitor sees their progress; after the idle period the kiosk starts over.
      await visit(page, localize(lang, `${paths.accountTab('progress')}?kiosk_idle=3`));
      await expect(page.locator('[data-correct-count="1"]')).toBeVisible();
      await page.waitForURL((url) => url.pathname === localize(lang, paths.home()), { timeout: 15_000 });
      expect(await storedUuid(page)).toBeNull();
      await visit(page, localize(lang, paths.accountTab('progress')));
      await expect(page.locator('[data-progress-empty]')).toBeVisible();

      // Clearing by hand for the next visitor.
      await visit(page, localize(lang, paths.kiosk()));
      await expect(page.locator('[data-kiosk-state="on"]')).toBeVisible();
      await press(page, mode, page.locator('[data-kiosk-state] button').first());
      await expect(page.locator('[data-kiosk-state="cleared"]')).toBeVisible();
      expect(await storedUuid(page)).toBeNull();
    });

    test(`${lang} ${mode}: certificate verification of a bad code`, async ({ page }) => {
      await visit(page, localize(lang, paths.verify()));
      await fill(page, mode, page.locator('#verify-code'), 'ZZZZ-ZZZZ');
      if (mode === 'keyboard') await page.keyboard.press('Enter');
      else await page.locator('[data-verify-form] button').click();
      await page.waitForURL(`**${localize(lang, paths.verify('ZZZZ-ZZZZ'))}`);
      await expect(page.locator('[data-verify-not-found]')).toContainText('ZZZZ-ZZZZ');
      await visit(page, localize(lang, paths.verify('not-a-code')));
      await expect(page.locator('[data-verify-not-found]')).toBeVisible();
    });
  }
}
