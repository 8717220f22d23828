/**
 * Error reporting and analytics in Chromium (docs/reference/routes.md#page-views, docs/reference/api.md#third-parties, docs/reference/errors.md#reporting and docs/reference/constants.md#analytics), on the site built with
 * both configured (`tests/support/observability.ts`) and on the plain one. Rollbar is a local
 * HTTP server standing in at the configured endpoint; Google's tag script is answered by a tiny
 * stub at the network boundary (`page.route`), and the data layer commands are asserted.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '#tests/support/axe.ts';
import { loadContent } from '#src/content-layer/index.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { OBS_ENV, OBS_URL, ROLLBAR_STUB_PORT } from '../support/observability.ts';
import { fullChromiumLaunch } from '../../playwright.config.ts';
import { startUsing } from '#tests/support/first-action.ts';

const graph = await loadContent();
const topic = graph.topics.find((t) => t.diplomaTest?.questions.length)!;
const firstCertQuestion = topic.diplomaTest!.questions[0]!.globalId;

interface Item {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** Rollbar's item endpoint, with the CORS answers a browser needs. */
function rollbarStub(items: Item[]): Promise<Server> {
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, x-rollbar-access-token');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    if (req.method !== 'POST') return void res.writeHead(204).end();
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      items.push({ headers: req.headers, body });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"err":0,"result":{"uuid":"00000000000000000000000000000000"}}');
    });
  });
  return new Promise((resolve) => server.listen(ROLLBAR_STUB_PORT, 'localhost', () => resolve(server)));
}

/**
 * Proves nothing more was reported after the items so far without waiting a fixed time: a marker
 * error thrown now is reported after anything still queued, so once it arrives, what came
 * before it is all there is. Returns the items before the marker.
 */
async function reportedBeforeMarker(page: Page, items: Item[]): Promise<Item[]> {
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('observability e2e marker');
    }),
  );
  await expect.poll(() => items.some((i) => i.body.includes('observability e2e marker'))).toBe(true);
  const at = items.findIndex((i) => i.body.includes('observability e2e marker'));
  expect(items.slice(at + 1), 'nothing after the marker').toEqual([]);
  return items.slice(0, at);
}

/** Answers gtag.js with a stub and records the URLs asked for. */
async function stubGtag(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagStub = true;' });
  });
  return asked;
}

/** The data layer as plain arrays (gtag pushes `arguments` objects). */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((a) =>
      Array.from(a).map((x) => (x instanceof Date ? 'date' : x)),
    ),
  );
const pageViews = async (page: Page) =>
  (await dataLayer(page))
    .filter((c) => c[0] === 'event' && c[1] === 'page_view')
    .map((c) => (c[2] as { page_path: string }).page_path);
const consents = async (page: Page) =>
  (await dataLayer(page))
    .filter((c) => c[0] === 'consent')
    .map((c) => `${String(c[1])}:${(c[2] as { analytics_storage: string }).analytics_storage}`);

const denied = {
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  ad_storage: 'denied',
  analytics_storage: 'denied',
};
const granted = {
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  ad_storage: 'granted',
  analytics_storage: 'granted',
};

test.describe('error reporting with a client token', () => {
  // One stand-in server on a fixed port (the built pages name it), so these run one by one.
  test.describe.configure({ mode: 'serial' });
  const items: Item[] = [];
  let stub: Server;
  test.beforeAll(async () => {
    stub = await rollbarStub(items);
  });
  test.afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));
  test.beforeEach(() => void items.splice(0));

  test('an uncaught error is one POST with the token header, environment, code version and masked fields', async ({
    page,
  }) => {
    await stubGtag(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${OBS_URL}${paths.search()}?token=sekrit-query-value&lang=en`);
    await expect(page.locator('html[data-error-reporting="ready"]')).toBeAttached();
    const input = page.getByRole('searchbox').first();
    await input.fill('typed-private-words');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('observability e2e boom');
      }),
    );
    await expect.poll(() => items.length).toBe(1);
    // Still one when a later error is reported: no duplicate from the early-error buffer or a retry.
    expect(await reportedBeforeMarker(page, items)).toHaveLength(1);
    expect(errors).toContain('observability e2e boom');

    const item = items[0]!;
    expect(item.headers['x-rollbar-access-token']).toBe(OBS_ENV.PUBLIC_ROLLBAR_CLIENT_TOKEN);
    const { data } = JSON.parse(item.body) as {
      data: Record<string, unknown> & {
        body: { trace: { exception: { message: string } }; telemetry: { type: string; body: { value?: string } }[] };
        request: { url: string };
      };
    };
    expect(data.body.trace.exception.message).toBe('observability e2e boom');
    expect(data['environment']).toBe('production');
    expect((data['client'] as { javascript: { code_version: string } }).javascript.code_version).toBe(
      OBS_ENV.PUBLIC_CODE_VERSION,
    );
    // Scrubbed: the token in the query string and what was typed never leave the browser.
    expect(item.body).not.toContain('sekrit-query-value');
    expect(item.body).not.toContain('typed-private-words');
    expect(data.request.url).toContain('token=********');
    expect(
      data.body.telemetry.filter((e) => e.type === 'dom' && e.body.value !== undefined).map((e) => e.body.value),
    ).toContain('********');
  });

  test('an error raised while the page is still starting is reported once', async ({ page }) => {
    await stubGtag(page);
    // Thrown as soon as the document is parsed: usually before Rollbar itself has loaded.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        setTimeout(() => {
          throw new Error('observability e2e early');
        }),
      ),
    );
    await page.goto(`${OBS_URL}${paths.about()}`);
    await expect.poll(() => items.length).toBe(1);
    expect(await reportedBeforeMarker(page, items)).toHaveLength(1);
    expect(items[0]!.body).toContain('observability e2e early');
  });

  test('an unhandled rejection is reported; a warning stays in the console', async ({ page }) => {
    await stubGtag(page);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto(`${OBS_URL}${paths.about()}`);
    await expect(page.locator('html[data-error-reporting="ready"]')).toBeAttached();
    await page.evaluate(() => {
      console.warn('observability e2e: just a warning');
      void Promise.reject(new Error('observability e2e rejected'));
    });
    await expect.poll(() => items.length).toBe(1);
    expect(await reportedBeforeMarker(page, items)).toHaveLength(1);
    expect(items[0]!.body).toContain('observability e2e rejected');
    expect(warnings).toContain('observability e2e: just a warning');
  });
});

test.describe('analytics with a tag id', () => {
  test('loads gtag.js with the tag id and data layer name, consent denied by default, IP anonymised, page views by hand', async ({
    page,
  }) => {
    const asked = await stubGtag(page);
    await page.goto(`${OBS_URL}/`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagStub?: boolean }).__gtagStub)).toBe(true);
    expect(asked).toHaveLength(1);
    const url = new URL(asked[0]!);
    expect(url.searchParams.get('id')).toBe(OBS_ENV.PUBLIC_ANALYTICS_TAG_ID);
    expect(url.searchParams.get('l')).toBe('dataLayer');

    const commands = await dataLayer(page);
    expect(commands[0]).toEqual(['consent', 'default', denied]);
    expect(commands).toContainEqual([
      'config',
      OBS_ENV.PUBLIC_ANALYTICS_TAG_ID,
      { anonymize_ip: true, send_page_view: false },
    ]);
    // Consent is settled before anything is configured or sent.
    const configAt = commands.findIndex((c) => c[0] === 'config');
    expect(commands.findIndex((c) => c[0] === 'consent')).toBeLessThan(configAt);
    expect(commands.findIndex((c) => c[0] === 'event')).toBeGreaterThan(configAt);
    expect(await pageViews(page)).toEqual(['/']);
  });

  test('accepting updates consent, is remembered, and can be changed from the footer', async ({ page }) => {
    await stubGtag(page);
    await page.goto(`${OBS_URL}/`);
    const banner = page.getByRole('region', { name: 'Cookies and statistics' });
    await expect(banner).toBeVisible();
    expect(await consents(page)).toEqual(['default:denied']);

    // Keyboard: Tab reaches the banner's buttons in page order; Enter chooses.
    const accept = banner.getByRole('button', { name: 'Accept' });
    for (let i = 0; i < 80 && !(await accept.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    expect((await dataLayer(page)).filter((c) => c[0] === 'consent').at(-1)).toEqual(['consent', 'update', granted]);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => consents(page)).toEqual(['default:denied', 'update:granted']);
    await expect(banner).toBeHidden();

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('You have accepted statistics cookies.');
    await expect(banner.getByRole('heading')).toBeFocused();
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toBeHidden();
    expect(await consents(page)).toEqual(['default:denied', 'update:granted', 'update:denied']);
    await page.reload();
    await expect.poll(() => consents(page)).toEqual(['default:denied', 'update:denied']);
  });

  test('a page view on each route change whose path differs, without the trailing slash', async ({ page }) => {
    await stubGtag(page);
    const start = paths.certificate(topic.slug);
    await page.goto(`${OBS_URL}${start}`);
    await startUsing(page);
    const player = page.locator('.certificate-player[data-ready]');
    await player.locator('button[data-start]').click();
    await expect(player.locator(`[data-cert-step="${firstCertQuestion}"]`)).toBeVisible();
    await player.locator('.answer-button').first().click();
    await expect(player.locator('[data-result]')).toBeVisible();
    const base = start.replace(/\/$/, '');
    await expect
      .poll(() => pageViews(page))
      .toEqual([base, `${base}/${firstCertQuestion}`, `${base}/${firstCertQuestion}/explanation`]);
    await page.goBack();
    await expect
      .poll(() => pageViews(page))
      .toEqual([
        base,
        `${base}/${firstCertQuestion}`,
        `${base}/${firstCertQuestion}/explanation`,
        `${base}/${firstCertQuestion}`,
      ]);
  });

  for (const lang of ['en', 'sv'] as const) {
    test(`${lang}: the banner is labelled in its language, does not trap the page, and axe finds nothing`, async ({
      page,
    }) => {
      await stubGtag(page);
      await page.goto(`${OBS_URL}${localize(lang, paths.about())}`);
      const banner = page.getByRole('region', {
        name: lang === 'en' ? 'Cookies and statistics' : 'Kakor och statistik',
      });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: lang === 'en' ? 'Decline' : 'Avböj' })).toBeVisible();
      // Not modal: the page behind stays usable while it is open.
      await page
        .getByRole('link', { name: lang === 'en' ? 'About' : 'Om' })
        .first()
        .focus();
      await expect(page.getByRole('link', { name: lang === 'en' ? 'About' : 'Om' }).first()).toBeFocused();
      await expectNoAxeViolations(page);
    });
  }
});

test('without a token or tag id: no banner, no data layer, and nothing is sent anywhere else', async ({
  page,
  baseURL,
}) => {
  const external: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin !== new URL(baseURL!).origin) external.push(r.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(paths.search());
  await expect(page.locator('main')).toBeVisible();
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('observability e2e unreported');
    }),
  );
  await expect.poll(() => errors).toContain('observability e2e unreported');
  // Whatever the error could have set off has run once the page's network is quiet.
  await page.waitForLoadState('networkidle');
  expect(external).toEqual([]);
  await expect(page.locator('[data-consent-banner], meta[name="rollbar-client-token"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});

test('a page restored from the back-forward cache sends a page view of its path', async ({ playwright }) => {
  // Playwright turns Chromium's back-forward cache off by default; this test needs it on, and the
  // whole browser (the headless shell has no back-forward cache).
  const browser = await playwright.chromium.launch({
    ...fullChromiumLaunch,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const page = await browser.newPage();
    await stubGtag(page);
    await page.goto(`${OBS_URL}${paths.about()}`);
    await expect.poll(() => pageViews(page)).toEqual(['/about']);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.goto(`${OBS_URL}${paths.search()}`);
    // A restored page fires no load event: wait for the navigation to commit.
    await page.goBack({ waitUntil: 'commit' });
    // The very document came back (no new load), and it reported the path again.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect.poll(() => pageViews(page)).toEqual(['/about', '/about']);
  } finally {
    await browser.close();
  }
});
