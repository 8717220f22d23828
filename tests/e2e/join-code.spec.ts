/**
 * "Join by code" (issue 23) as a learner uses it, in both languages: a code typed with stray
 * spaces in mixed case on the start page opens its event's or group's page, an unknown one is
 * named beside the field and goes nowhere, a code opens its page even when the API refuses this
 * address more lookups (a hall of phones behind one address), a phone reaches the field through
 * the header menu, and a kiosk's visitor screen has it while kiosk mode is on. Axe finds nothing
 * on the start page, the kiosk's or the event page, the error shown included.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS, type Lang } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { format } from '#src/utils/format.ts';
import { MESSAGES, pickMessages } from '#src/utils/i18n.ts';
import { expectNoAxeViolations } from '#tests/support/axe.ts';
import { E2E_KIOSK_PIN } from '#tests/support/kiosk-pin.ts';

const graph = await loadContent();
const event = graph.events[0]!;
const group = graph.groups[0]!;
const PHONE = { width: 390, height: 844 } as const;

/** The code as someone types it off a slide: spaces around it, capitals here and there. */
const typed = (code: string) =>
  `  ${code.toLowerCase().replace(/[a-z]/g, (c: string, at: number) => (at % 2 ? c.toUpperCase() : c))} `;

/** Types a code into the form `scope` holds and submits it with the keyboard's Go key. */
async function join(page: Page, scope: string, code: string, lang: Lang): Promise<void> {
  const field = page.locator(scope).getByLabel(MESSAGES[lang]['join.label']!);
  await field.fill(code);
  await field.press('Enter');
}

for (const lang of LANGS) {
  const m = (key: string) => MESSAGES[lang][key]!;

  test(`${lang}: a code typed on the start page opens its event, then its group; an unknown one stays`, async ({
    page,
  }) => {
    await page.goto(localize(lang, paths.home()));
    await expectNoAxeViolations(page);
    await join(page, 'main', typed(event.code), lang);
    await expect(page).toHaveURL(localize(lang, paths.event(event.code.toLowerCase())));
    await expect(page.getByText(m('event.privacy')).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(localize(lang, paths.home()));
    await join(page, 'main', typed(group.code), lang);
    await expect(page).toHaveURL(localize(lang, paths.group(group.code.toLowerCase())));

    await page.goto(localize(lang, paths.home()));
    const field = page.locator('main').getByLabel(m('join.label'));
    await join(page, 'main', ' no-such-code-here ', lang);
    await expect(page.locator('main [data-join-error]')).toHaveText(m('join.unknown'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(localize(lang, paths.home()));
    await expectNoAxeViolations(page);
    // Editing the code clears the refusal.
    await field.fill('x');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(page.locator('main [data-join-error]')).toHaveText('');
  });

  test(`${lang}: a hall of phones behind one address, its lookup budget spent, still joins an event and a group`, async ({
    page,
  }) => {
    // The API refuses every lookup from this address (429): each code's page on the site answers instead.
    const asked: string[] = [];
    await page.route('**/v1/codes/**', (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 429, json: { message: 'error.tooManyRequests', retry_after: 300 } });
    });
    await page.goto(localize(lang, paths.home()));
    await join(page, 'main', typed(event.code), lang);
    await expect(page).toHaveURL(localize(lang, paths.event(event.code.toLowerCase())));
    await page.goto(localize(lang, paths.home()));
    await join(page, 'main', typed(group.code), lang);
    await expect(page).toHaveURL(localize(lang, paths.group(group.code.toLowerCase())));
    expect(asked).toEqual([]);
    // A code with no page goes to the API, whose refusal says how long to wait.
    await page.goto(localize(lang, paths.home()));
    await join(page, 'main', ' no-such-code-here ', lang);
    await expect(page.locator('main [data-join-error]')).toHaveText(
      format(pickMessages(lang, ['retry.']), 'retry.minutes', { count: 5 }),
    );
    expect(asked).toEqual(['/v1/codes/no-such-code-here']);
  });

  test.describe(`${lang} phone`, () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test(`${lang}: the header menu on a phone holds the code field`, async ({ page }) => {
      await page.goto(localize(lang, paths.home()));
      const menu = page.locator('.site-header [data-nav-menu]');
      await menu.locator('summary').tap();
      await expect(menu.getByLabel(m('join.label'))).toBeVisible();
      await expectNoAxeViolations(page);
      await join(page, '.site-header', ' nope-nope ', lang);
      await expect(menu.locator('[data-join-error]')).toHaveText(m('join.unknown'));
      expect(new URL(page.url()).pathname).toBe(localize(lang, paths.home()));
      await join(page, '.site-header', typed(event.code), lang);
      await expect(page).toHaveURL(localize(lang, paths.event(event.code.toLowerCase())));
    });

    test(`${lang}: on a page without the code script the header form goes by the start page`, async ({ page }) => {
      // Only the start page and the kiosk load the code's script (docs/decisions.md): elsewhere the
      // form is a GET to the start page with `?code=`, which joins with it.
      await page.goto(localize(lang, paths.about()));
      await page.locator('.site-header [data-nav-menu] summary').tap();
      await join(page, '.site-header', typed(group.code), lang);
      await expect(page).toHaveURL(localize(lang, paths.group(group.code.toLowerCase())));
    });
  });

  test(`${lang}: the header menu is for phones only`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(localize(lang, paths.home()));
    await expect(page.locator('.site-header [data-nav-menu]')).toBeHidden();
  });

  test(`${lang}: a kiosk's visitor screen has the code field while kiosk mode is on`, async ({ page }) => {
    await page.goto(localize(lang, paths.kiosk()));
    const form = page.locator('main .kiosk-join');
    await expect(form).toBeHidden();
    await page.getByLabel(m('kiosk.pinLabel')).fill(E2E_KIOSK_PIN);
    await page.getByRole('button', { name: m('kiosk.start') }).click();
    await expect(page.locator('[data-kiosk-state="on"]')).toBeVisible();
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);
    await join(page, 'main .kiosk-join', typed(group.code), lang);
    await expect(page).toHaveURL(localize(lang, paths.group(group.code.toLowerCase())));
  });
}
