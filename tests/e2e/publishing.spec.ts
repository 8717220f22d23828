/**
 * Publishing end to end in Chromium, against a server of its own: a temporary DATA_DIR whose
 * live build (DATA_DIR/builds/<id>) was made from a temporary copy of the mini pack, and a
 * webhook secret. An editor changes a question, Contentful calls the signed webhook, the new
 * build goes live, and pages already open load it at their next navigation, whether a link
 * click or an island's view switch; wrongly signed and stale requests change nothing; a broken
 * pack leaves the live site alone and the status names the offending entry.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  editPack,
  fieldsOf,
  liveBuildId,
  nextPublishReport,
  publishStatus,
  signedHeaders,
  startPublishingServer,
  WEBHOOK_PATH,
  writeMiniPack,
  type PublishingServer,
} from '../support/publishing.ts';
import { startUsing } from '#tests/support/first-action.ts';

const secret = 'e2e-webhook-secret-'.padEnd(64, 'x');
const OLD = { en: 'What is the answer to 103?', sv: 'Vad är svaret på 103?' };
const NEW = { en: 'What is the NEW answer to 103?', sv: 'Vad är det NYA svaret på 103?' };

let dir: string;
let packFile: string;
let base: string;
let server: PublishingServer | undefined;

const post = (headers: Record<string, string>, body: string) =>
  fetch(new URL(WEBHOOK_PATH, base), { method: 'POST', headers, body });
const buildIdOf = (page: Page) => page.locator('meta[name="build-id"]').getAttribute('content');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(join(tmpdir(), 'publish-e2e-'));
  packFile = join(dir, 'export.json');
  writeMiniPack(packFile);
  server = await startPublishingServer({ dataDir: join(dir, 'data'), packFile, secret });
  base = server.baseUrl;
  expect(await liveBuildId(base)).toBe(server.firstBuildId);
});

test.afterAll(() => {
  server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('a wrongly signed or stale webhook changes nothing', async ({ page }) => {
  editPack(packFile, (p) => (fieldsOf(p, 'q103')['questionText'] = { 'en-US': 'TAMPERED?', 'sv-SE': 'MANIPULERAD?' }));
  const body = JSON.stringify({ sys: { type: 'Entry', id: 'q103' } });
  const forged = await post({ ...signedHeaders(secret, body), 'x-contentful-signature': 'f'.repeat(64) }, body);
  expect(forged.status).toBe(401);
  const otherSecret = await post(signedHeaders('not-the-secret'.padEnd(64, 'y'), body), body);
  expect(otherSecret.status).toBe(401);
  const stale = await post(signedHeaders(secret, body, {}, Date.now() - 120_000), body);
  expect(await stale.json()).toEqual({ message: 'webhook.stale' });
  // Nothing was queued, built or reported, and the site is as it was.
  expect(await (await fetch(new URL('/hooks/status', base))).json()).toEqual({ data: null, state: 'idle' });
  expect(await liveBuildId(base)).toBe(server!.firstBuildId);
  await page.goto(`${base}/q/103/`);
  await expect(page.locator('main')).toContainText(OLD.en);
  await expect(page.locator('main')).not.toContainText('TAMPERED');
});

test('a signed publish goes live, and open pages load it at their next navigation', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Two visitors' pages are open before the publish: a question and a certificate start page.
  await page.goto(`${base}/q/103/`);
  await expect(page.locator('main')).toContainText(OLD.en);
  const other = await browser.newContext();
  const cert = await other.newPage();
  await cert.goto(`${base}/c/alpha/`);
  await startUsing(cert);
  await expect(cert.locator('.certificate-player[data-ready] button[data-start]')).toBeVisible();
  expect(await buildIdOf(cert)).toBe(server!.firstBuildId);

  editPack(packFile, (p) => (fieldsOf(p, 'q103')['questionText'] = { 'en-US': NEW.en, 'sv-SE': NEW.sv }));
  const body = JSON.stringify({ sys: { type: 'Entry', id: 'q103' } });
  const before = await publishStatus(base);
  const res = await post(signedHeaders(secret, body, { 'x-contentful-idempotency-key': 'e2e-publish-1' }), body);
  expect(res.status).toBe(202);
  const report = await nextPublishReport(base, before);
  expect(report).toMatchObject({ ok: true });
  expect(report.skipped).toBeUndefined();
  const live = await liveBuildId(base);
  expect(live).toBe(report.buildId);
  expect(live).not.toBe(server!.firstBuildId);
  // Question pages that did not change were copied from the previous build, under the new build id.
  const unchanged = await (await fetch(new URL('/q/101/', base))).text();
  expect(unchanged).toContain('What is the answer to 101?');
  expect(unchanged).toContain(`<meta name="build-id" content="${live}"`);

  // The open pages show what they loaded until they navigate; the poll (here asked for at once) marks them stale.
  await expect(page.locator('main')).toContainText(OLD.en);
  for (const p of [page, cert]) {
    await p.evaluate(() => (window as unknown as { __checkBuild(): Promise<void> }).__checkBuild());
    await expect(p.locator('html')).toHaveAttribute('data-stale-build', live);
    await p.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  }

  // A link click: the language switch.
  await page.locator('a[data-set-locale="sv"]').first().click();
  await expect(page).toHaveURL(`${base}/sv/q/103/`);
  await expect(page.locator('main')).toContainText(NEW.sv);
  expect(await buildIdOf(page)).toBe(live);

  // An island's view switch (pushState when the build is current) loads the new build in full.
  await cert.locator('.certificate-player[data-ready] button[data-start]').click();
  await expect(cert).toHaveURL(`${base}/c/alpha/103/`);
  await expect.poll(() => buildIdOf(cert)).toBe(live);
  expect(await cert.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  await expect(cert.locator('main')).toContainText(NEW.en);
  await expect(cert.locator('html')).not.toHaveAttribute('data-stale-build', /./);
  await other.close();
});

test('a broken pack leaves the live site alone, and the status names the offending entry', async ({ page }) => {
  test.setTimeout(120_000);
  const live = await liveBuildId(base);
  editPack(packFile, (p) => {
    fieldsOf(p, 'q103')['questionText'] = { 'en-US': 'Never published?' };
    delete fieldsOf(p, 'q102')['questionText'];
  });
  const body = JSON.stringify({ sys: { type: 'Entry', id: 'q102' } });
  const before = await publishStatus(base);
  expect((await post(signedHeaders(secret, body), body)).status).toBe(202);
  const report = await nextPublishReport(base, before);
  expect(report.ok).toBe(false);
  expect(report.errors.join('\n')).toContain("question 'q102'");
  // Without the operator's status token the report says only which build failed.
  expect(((await (await fetch(new URL('/hooks/status', base))).json()) as { data: unknown }).data).toEqual({
    buildId: report.buildId,
    ok: false,
  });
  expect(await liveBuildId(base)).toBe(live);
  await page.goto(`${base}/q/103/`);
  await expect(page.locator('main')).toContainText(NEW.en);
  await page.goto(`${base}/q/102/`);
  await expect(page.locator('main')).toContainText('What is the answer to 102?');
});
