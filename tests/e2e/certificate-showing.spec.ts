/**
 * A certificate worth showing (issue 24), as a learner tries it, in both languages on a phone
 * and a desktop: after passing, they put their name on it on the share view; the card, the
 * verification page and the card image name them; "Add to LinkedIn" carries the certification's
 * fields; the printed certificate fits one A4 and one Letter page and its QR code reads as the
 * verification URL. Screenshots of the share view (screen and print) and the verification page
 * go to test-results/certificate-screens/ to be looked at.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '#tests/support/axe.ts';
import type { ResponseBody } from '#src/api-contract/types.ts';
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { t } from '#src/utils/i18n.ts';
import { answerCertificate } from '#tests/support/certificate-answers.ts';
import { decodeQr } from '#tests/support/qr-decode.ts';

const SCREENS = 'test-results/certificate-screens';
const graph = await loadContent();
const topic = graph.topics.find((x) => x.slug === 'global-health')!;
const diploma = topic.diplomaTest!;
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** The number of pages of the page printed on `format` paper (each page is one `/Type /Page` object). */
async function printedPages(page: Page, format: 'A4' | 'Letter'): Promise<number> {
  const pdf = (await page.pdf({ format, printBackground: true })).toString('latin1');
  return pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

/** The card's QR code as a camera reads it. */
async function qrText(page: Page): Promise<string | null> {
  const qr = page.locator('[data-certificate-card] img[data-card-qr]');
  await expect(qr).toHaveJSProperty('complete', true);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const res = await page.request.get(new URL((await qr.getAttribute('src'))!, page.url()).href);
  expect(res.ok()).toBe(true);
  return decodeQr(await res.body());
}

for (const lang of LANGS) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${lang} ${device}`, () => {
      test.use({ viewport });

      test('a passed certificate with a name: share view, LinkedIn, QR code, print and verification page', async ({
        page,
      }) => {
        const shot = (name: string) =>
          page.screenshot({ path: `${SCREENS}/${name}-${lang}-${device}.png`, fullPage: true });
        await page.goto(localize(lang, paths.certificate(topic.slug)));
        await answerCertificate(
          page,
          graph,
          diploma.questions.map((q) => q.globalId),
          diploma.questions.map(() => true),
        );
        await expect(page).toHaveURL(new RegExp(`/c/${topic.slug}/share/$`));
        const card = page.locator('[data-certificate-card]');
        await expect(card).toBeVisible();
        const code = (await card.locator('[data-card-code]').textContent())!;
        const verifyPath = localize(lang, paths.verify(code));
        const verifyUrl = new URL(verifyPath, page.url()).href;
        // No name until the learner saves one.
        await expect(card.locator('[data-card-name]')).toHaveCount(0);

        // The name, typed in the labelled field and saved, is on the card at once.
        const name = 'Ada Lovelace-Öberg';
        const field = page.getByLabel(t(lang, 'certificate.name.label'));
        await expect(field).toHaveValue('');
        await field.fill(`  ${name} `);
        const saved = page.waitForResponse((r) => r.url().includes(`/v1/certificates/${code}/name`));
        await page.getByRole('button', { name: t(lang, 'certificate.name.save') }).click();
        expect((await saved).status()).toBe(200);
        await expect(page.locator('[data-name-status]')).toHaveText(t(lang, 'certificate.name.saved', { name }));
        await expect(card.locator('[data-card-name]')).toHaveText(t(lang, 'certificate.card.awardedTo', { name }));
        await expect(field).toHaveValue(name);
        // A name with a line break is refused, and the field says so.
        await field.evaluate((el: HTMLInputElement) => {
          // An <input> drops line breaks as typed: set one past it, as a pasted value might arrive.
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, 'Ada\u0007Lovelace');
          el.dispatchEvent(new Event('input', { bubbles: true }));
        });
        await page.getByRole('button', { name: t(lang, 'certificate.name.save') }).click();
        await expect(page.locator('[data-name-status]')).toHaveText(t(lang, 'certificate.name.invalid'));
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(card.locator('[data-card-name]')).toHaveText(t(lang, 'certificate.card.awardedTo', { name }));
        // Saved again as it is: the same name, said again.
        await field.fill(name);
        await page.getByRole('button', { name: t(lang, 'certificate.name.save') }).click();
        await expect(page.locator('[data-name-status]')).toHaveText(t(lang, 'certificate.name.saved', { name }));
        await expect(field).not.toHaveAttribute('aria-invalid');

        // "Add to LinkedIn": LinkedIn's add-to-profile form, filled in.
        const linkedIn = new URL(
          (await page.getByRole('link', { name: t(lang, 'certificate.linkedIn.add') }).getAttribute('href'))!,
        );
        const today = new Date();
        expect(`${linkedIn.origin}${linkedIn.pathname}`).toBe('https://www.linkedin.com/profile/add');
        expect(Object.fromEntries(linkedIn.searchParams)).toEqual({
          startTask: 'CERTIFICATION_NAME',
          name: t(lang, 'certificate.linkedIn.name', { topic: topic.name[lang] }),
          organizationName: t(lang, 'site.name'),
          issueYear: String(today.getUTCFullYear()),
          issueMonth: String(today.getUTCMonth() + 1),
          certUrl: verifyUrl,
          certId: code,
        });

        // The QR code on the card reads as the verification URL.
        expect(await qrText(page)).toBe(verifyUrl);
        await expect(page.locator('[data-card-qr]')).toHaveAttribute('alt', t(lang, 'certificate.card.qrAlt'));
        await expectNoAxeViolations(page);
        await shot('certificate-share');

        // Printed: the card alone, name, topic, date, code, link and QR code, on one page of A4 or Letter.
        await page.emulateMedia({ media: 'print' });
        await expect(page.locator('[data-certificate-name-form], [data-share-actions], [data-linkedin]')).toHaveCount(
          3,
        );
        for (const hidden of [
          '[data-certificate-name-form]',
          '[data-share-actions]',
          '[data-linkedin]',
          '.site-header',
        ])
          await expect(page.locator(hidden)).toBeHidden();
        for (const shown of [
          '[data-card-name]',
          '[data-card-topic]',
          '[data-card-date]',
          '[data-card-code]',
          '[data-card-qr]',
        ])
          await expect(card.locator(shown)).toBeVisible();
        await expect(card.locator('a[data-verification-link]')).toHaveText(verifyUrl);
        await shot('certificate-print');
        expect(await printedPages(page, 'A4')).toBe(1);
        expect(await printedPages(page, 'Letter')).toBe(1);
        await page.emulateMedia({ media: 'screen' });

        // The verification page names the learner, with the same QR code; printed, it fits one page too.
        await page.goto(verifyPath);
        const verified = page.locator('[data-verify-found] [data-certificate-card]');
        await expect(verified.locator('[data-card-name]')).toHaveText(t(lang, 'certificate.card.awardedTo', { name }));
        await expect(verified.locator('[data-card-code]')).toHaveText(code);
        expect(await qrText(page)).toBe(verifyUrl);
        await shot('certificate-verify');
        await page.emulateMedia({ media: 'print' });
        expect(await printedPages(page, 'A4')).toBe(1);
        expect(await printedPages(page, 'Letter')).toBe(1);

        // Its card image is the named card: the page's og:image names it by the card's digest.
        const html = await (await page.request.get(verifyPath)).text();
        const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
        expect(image).toMatch(new RegExp(`/v1/certificates/${code}/card\\.png\\?lang=${lang}&v=[0-9a-f]{16}$`));
        const png = await page.request.get(new URL(image).pathname + new URL(image).search);
        expect(png.headers()['content-type']).toBe('image/png');
      });
    });
  }
}

test("a logged-in learner's profile name is offered for the certificate, and public only once saved", async ({
  page,
}) => {
  const password = 'a long enough password 24';
  const email = `cert-name-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const reg = await page.request.post('/v1/users/register', {
    data: { email, password, password_confirm: password, agreements_acceptence: true },
  });
  expect(reg.status()).toBe(201);
  const session = (await reg.json()) as { access_token: string; refresh_token: string; user: { uuid: string } };
  const profile = await page.request.put('/v1/users', {
    data: { profile: { name: 'Grace Hopper' } },
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(profile.status()).toBe(200);
  await page.goto(localize('en', paths.home()));
  await page.evaluate((s) => {
    localStorage.setItem('access_token', s.access_token);
    localStorage.setItem('refresh_token', s.refresh_token);
    localStorage.setItem('user_uuid', s.user.uuid);
  }, session);

  await page.goto(localize('en', paths.certificate(topic.slug)));
  await answerCertificate(
    page,
    graph,
    diploma.questions.map((q) => q.globalId),
    diploma.questions.map(() => true),
  );
  const card = page.locator('[data-certificate-card]');
  const code = (await card.locator('[data-card-code]').textContent())!;
  // Offered, not yet on the certificate: neither the card nor public verification shows it.
  await expect(page.getByLabel(t('en', 'certificate.name.label'))).toHaveValue('Grace Hopper');
  await expect(card.locator('[data-card-name]')).toHaveCount(0);
  expect(
    ((await (await page.request.get(`/v1/certificates/${code}`)).json()) as ResponseBody<'certificate'>).data.name,
  ).toBeNull();
  await page.getByRole('button', { name: t('en', 'certificate.name.save') }).click();
  await expect(card.locator('[data-card-name]')).toHaveText(
    t('en', 'certificate.card.awardedTo', { name: 'Grace Hopper' }),
  );
  expect(
    ((await (await page.request.get(`/v1/certificates/${code}`)).json()) as ResponseBody<'certificate'>).data.name,
  ).toBe('Grace Hopper');
});
