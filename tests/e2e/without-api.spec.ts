/**
 * The site on a host with no API behind it (issue 21: a plain static server, where /v1 is the
 * host's own 404 page): in both languages, a practice answer shows its verdict at once, the page
 * says once that saving to the account is not available and the answer is kept on this device,
 * the queue line says the answer waits for the quiz server (not "Sending…"), and sign-up says it
 * needs the server: never "Something went wrong".
 */
import { expect, test } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { format } from '#src/utils/format.ts';
import { pickMessages } from '#src/utils/i18n.ts';
import { serveDist, type DistServer } from '#tests/support/dist-server.ts';
import { startUsing } from '#tests/support/first-action.ts';

const graph = await loadContent();
const question = graph.questions[0]!;

let server: DistServer;
let base: string;

/** A file server for dist/ and nothing else: /v1 gets the host's 404 page, as on a static host. */
test.beforeAll(async () => {
  server = await serveDist();
  base = server.base;
});

test.afterAll(() => server.close());

for (const lang of LANGS) {
  test(`${lang}: practice goes on without an API, said once; sign-up says it needs the server`, async ({ page }) => {
    const m = pickMessages(lang, ['api.', 'offline.', 'error.', 'account.']);
    await page.goto(base + localize(lang, paths.question(question.globalId)));
    await startUsing(page);
    const player = page.locator('.answer-player[data-ready]');
    await player.locator('.answer-options > li button').first().click();
    await expect(player.locator('[data-result]')).toBeVisible();
    const away = page.getByText(format(m, 'api.away'));
    await expect(away).toHaveCount(1);
    await expect(page.locator('[data-offline-status]')).toHaveText(format(m, 'offline.keptForServer', { count: 1 }));
    await expect(page.getByText(format(m, 'error.wrong'))).toHaveCount(0);

    await page.goto(base + localize(lang, paths.account('signup')));
    await startUsing(page);
    await page.locator('#signup-email').fill('learner@example.org');
    await page.locator('#signup-password').fill('correct horse battery');
    await page.locator('#signup-password-confirm').fill('correct horse battery');
    await page.locator('#signup-accept').check();
    await page.locator('form[data-form="signup"] button[type="submit"]').click();
    await expect(page.locator('[data-form-error]')).toHaveText(format(m, 'api.unavailableFeature'));
    // Said once per visit: the sign-up page does not say it again.
    await expect(page.getByText(format(m, 'api.away'))).toHaveCount(0);
  });
}
