/**
 * The site on a host with no API behind it (issue 21: a plain static server, where /v1 is the
 * host's own 404 page): in both languages, a practice answer shows its verdict at once, the page
 * says once that saving to the account is not available and the answer is kept on this device,
 * the queue line says the answer waits for the quiz server (not "Sending…"), and sign-up says it
 * needs the server: never "Something went wrong".
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { format } from '#src/utils/format.ts';
import { pickMessages } from '#src/utils/i18n.ts';
import { startUsing } from '#tests/support/first-action.ts';

const DIST = resolve(import.meta.dirname, '../../dist');
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};
const graph = await loadContent();
const question = graph.questions[0]!;

let server: Server;
let base: string;

/** A file server for dist/ and nothing else: /v1 gets the host's 404 page, as on a static host. */
test.beforeAll(async () => {
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    let file = join(DIST, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(DIST) || !existsSync(file) || path.startsWith('/v1/')) {
      res
        .writeHead(404, { 'content-type': 'text/html' })
        .end('<!doctype html><title>404 Not Found</title><h1>Not Found</h1>');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

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
