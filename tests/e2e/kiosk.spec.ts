/**
 * Kiosk mode is an operator's act, in both languages: no page offers it to visitors, the kiosk
 * page turns it on only with the staff PIN (a wrong one is refused with a message), and staff
 * leave it by holding the site's name, which opens the kiosk page where the PIN is asked again.
 */
import { expect, test, type Page } from '@playwright/test';
import { LANGS } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { expectNoAxeViolations as noAxeViolations } from '#tests/support/axe.ts';
import { E2E_KIOSK_PIN } from '#tests/support/kiosk-pin.ts';
import { MESSAGES } from '#src/utils/i18n.ts';

// A kiosk works offline through the service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const kioskMode = (page: Page) => page.evaluate(() => localStorage.getItem('kiosk_mode'));

for (const lang of LANGS) {
  const m = (key: string) => MESSAGES[lang][key]!;
  test(`${lang}: kiosk mode is turned on and off only with the staff PIN; holding the site's name is the way out`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // Visitors are not offered kiosk mode.
    await page.goto(localize(lang, paths.home()));
    await expect(page.locator(`a[href="${localize(lang, paths.kiosk())}"]`)).toHaveCount(0);

    await page.goto(localize(lang, paths.kiosk()));
    const pin = page.getByLabel(m('kiosk.pinLabel'));
    await expect(pin).toBeVisible();
    await noAxeViolations(page);
    await pin.fill('not-the-pin');
    await page.getByRole('button', { name: m('kiosk.start') }).click();
    await expect(page.locator('[data-form-error]')).toHaveText(m('kiosk.wrongPin'));
    await expect(page.locator('[data-form-error]')).toBeFocused();
    expect(await kioskMode(page)).toBeNull();

    await pin.fill(E2E_KIOSK_PIN);
    await page.getByRole('button', { name: m('kiosk.start') }).click();
    await expect(page.locator('[data-kiosk-state="on"]')).toBeVisible();
    expect(await kioskMode(page)).toBe('true');
    await noAxeViolations(page);

    // A visitor's tap on the site's name just goes home; staff hold it to reach the kiosk page.
    await page.getByRole('link', { name: m('kiosk.begin') }).click();
    await expect(page).toHaveURL(new RegExp(`${localize(lang, paths.home())}$`));
    const brand = page.locator('.site-header .brand');
    await brand.click();
    await expect(page).toHaveURL(new RegExp(`${localize(lang, paths.home())}$`));
    // The page's islands are hydrated (the long press is watched from then on).
    await expect(page.locator('astro-island:has(.alerts)')).not.toHaveAttribute('ssr', /.*/);
    await brand.hover();
    await page.mouse.down();
    await page.waitForURL(new RegExp(`${localize(lang, paths.kiosk())}$`), { timeout: 10_000 });
    await page.mouse.up();
    await expect(page.locator('[data-kiosk-state="on"]')).toBeVisible();

    // Turning off asks the PIN; a wrong one leaves the kiosk on.
    await page.getByRole('button', { name: m('kiosk.turnOff') }).click();
    await page.getByLabel(m('kiosk.pinLabel')).fill('0000');
    await page.locator('[data-kiosk-pin] button[type="submit"]').click();
    await expect(page.locator('[data-form-error]')).toHaveText(m('kiosk.wrongPin'));
    expect(await kioskMode(page)).toBe('true');
    await page.getByLabel(m('kiosk.pinLabel')).fill(E2E_KIOSK_PIN);
    await page.locator('[data-kiosk-pin] button[type="submit"]').click();
    await expect(page.locator('[data-kiosk-state="off"]')).toBeVisible();
    expect(await kioskMode(page)).toBeNull();
  });
}

test('a kiosk link with the PIN in its fragment sets a device up, and the PIN leaves the address at once', async ({
  page,
}) => {
  await page.goto(`${localize('sv', paths.kiosk())}#pin=${E2E_KIOSK_PIN}`);
  await expect(page.locator('[data-kiosk-state="on"]')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  expect(await kioskMode(page)).toBe('true');
});
