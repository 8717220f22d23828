/**
 * What a first visit loads and sees before any JavaScript (issue 13): the start, topic and
 * search pages run at most 15 KB gzip of JavaScript and no React (every script response the
 * page fetches without a user action, measured in Chromium), yet progress, alerts and the
 * offline notice still appear when there is something to show; the challenge's first screen
 * and the certificate test's intro are in the server's HTML, and hydration keeps the very
 * same elements.
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import type { Lang } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { translator } from '#src/utils/i18n.ts';
import { startUsing } from '#tests/support/first-action.ts';
import { scriptsRan } from '#tests/support/scripts-ran.ts';

const graph = await loadContent();
const topic = graph.topics.find((t) => t.slug === 'global-health')!;
const certTopic = graph.topics.find((t) => t.diplomaTest)!;
const chapter = graph.topics.flatMap((t) => t.chapters.map((c) => ({ t, c }))).find(({ c }) => c.challenges.length)!;
const challenge = chapter.c.challenges[0]!;
const FIRST_VISIT_BUDGET = 15 * 1024;
const REACT = /react\.(transitional\.)?element|__CLIENT_INTERNALS|react-dom/;

/**
 * Every JavaScript response of the page until the network is quiet (and `until`, when given,
 * has resolved: a quiet network alone can come between two loads on a starved CPU): URL, gzip
 * size, React or not.
 */
async function scriptsOf(
  page: Page,
  url: string,
  until?: () => Promise<void>,
): Promise<{ url: string; gzip: number; react: boolean }[]> {
  const pending: Promise<{ url: string; gzip: number; react: boolean } | null>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'script') return;
    pending.push(
      r.body().then(
        (b) => ({ url: r.url(), gzip: gzipSync(b, { level: 9 }).length, react: REACT.test(b.toString('utf8')) }),
        () => null,
      ),
    );
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await until?.();
  // Inline scripts run too: their text counts as well.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !/json/.test(s.getAttribute('type') ?? ''))
      .map((s) => s.textContent),
  );
  const files = (await Promise.all(pending)).filter((x) => x !== null);
  return [
    ...files,
    ...inline.map((text, i) => ({ url: `inline #${i}`, gzip: gzipSync(text, { level: 9 }).length, react: false })),
  ];
}

for (const lang of ['en', 'sv'] as const satisfies readonly Lang[]) {
  for (const [name, path] of [
    ['start', paths.home()],
    ['topic', paths.topic(topic.slug)],
    ['search', paths.search()],
  ] as const) {
    test(`${lang}: a first visit to the ${name} page runs no React and at most 15 KB gzip of JavaScript`, async ({
      page,
    }) => {
      const scripts = await scriptsOf(page, localize(lang, path));
      const total = scripts.reduce((n, s) => n + s.gzip, 0);
      expect(scripts.filter((s) => s.react).map((s) => s.url)).toEqual([]);
      expect(total, scripts.map((s) => `${s.url} ${s.gzip}`).join('\n')).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
      if (name !== 'search')
        await expect(page.locator('.progress-panel')).toContainText(translator(lang)('progress.empty'));
    });
  }
}

test('a returning visitor gets the progress panel mounted and filled (React loads then)', async ({ page, request }) => {
  const uuid = randomUUID();
  expect((await request.post('/v1/users', { data: { uuid } })).status()).toBe(201);
  await page.addInitScript((id) => localStorage.setItem('user_uuid', id), uuid);
  const panelLoaded = () => expect(page.locator('.progress-panel')).toHaveAttribute('data-progress-status', 'loaded');
  const scripts = await scriptsOf(page, localize('en', paths.topic(topic.slug)), panelLoaded);
  expect(
    scripts.some((s) => s.react),
    scripts.map((s) => s.url).join('\n'),
  ).toBe(true);
});

test('scripts, the manifest and the card icons load only once the first contentful paint is on screen', async ({
  page,
  request,
}) => {
  // The page as served links no manifest and runs no script file yet.
  const html = await (await request.get(paths.home())).text();
  expect(html).not.toMatch(/\srel="manifest"|<script[^>]*\stype="module"|<script (?:defer )?src=/);
  await page.goto(paths.home());
  await scriptsRan(page);
  const { fcp, scripts } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => /\.js$/.test(new URL(e.name).pathname))
      .map((e) => ({ url: e.name, start: e.startTime })),
  }));
  // The site's script and the island runtime, each requested after the paint was presented.
  expect(scripts.length, JSON.stringify(scripts)).toBeGreaterThanOrEqual(2);
  for (const s of scripts) expect(s.start, s.url).toBeGreaterThan(fcp);
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // The cards' decorative icons get their address, and draw.
  const icons = page.locator('main .link-card img');
  expect(await icons.count()).toBeGreaterThan(0);
  for (const img of await icons.all()) {
    await expect(img).toHaveAttribute('src', /./);
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  }
});

test('an alert sent with ?alert= shows on a first visit and leaves the address', async ({ page }) => {
  await page.goto(`${paths.topic(topic.slug)}?alert=test.saveAnswerWentWrong`);
  await expect(page.locator('[data-alert="error"]')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${paths.topic(topic.slug)}$`));
});

test('a question page loads no alert code until an answer fails; then the alert shows', async ({ page }) => {
  const question = topic.tests[0]!.questions[0]!;
  // The API refuses the answer (dropped from the queue, so the store raises the alert).
  await page.route(/\/v1\/user_answers(\?|$)/, (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'error.validation' }),
    }),
  );
  const alertChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/Alerts\.[^/]+\.js$/.test(r.url())) alertChunks.push(r.url());
  });
  await page.goto(paths.question(question.globalId));
  await startUsing(page);
  const player = page.locator('.answer-player[data-ready]');
  await expect(player).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(alertChunks).toEqual([]);
  await expect(page.locator('astro-island:has(.alerts)')).toHaveAttribute('ssr', '');
  await player.locator('.answer-button').first().click();
  await expect(page.locator('[data-alert="error"]')).toContainText(translator('en')('test.saveAnswerWentWrong'));
  expect(alertChunks).toHaveLength(1);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('going offline on a first visit to the start page still shows the offline notice', async ({ page, context }) => {
    await page.goto(paths.home());
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    });
    await context.setOffline(true);
    await expect(page.locator('[data-offline-status]')).toHaveAttribute('data-offline-status', 'offline');
    await context.setOffline(false);
  });
});

/**
 * Holds the island's module until `release()`, so the test can mark the server-rendered
 * element before hydration, then checks the mark survived it (the same DOM node).
 */
async function holdIsland(page: Page, chunk: RegExp): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route(chunk, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

for (const lang of ['en', 'sv'] as const satisfies readonly Lang[]) {
  test(`${lang}: the challenge's first screen is in the HTML and hydration keeps the same element`, async ({
    page,
    request,
  }) => {
    const url = localize(lang, paths.challenge(chapter.t.slug, challenge.slug));
    const html = await (await request.get(url)).text();
    // No "Loading the challenge…" placeholder any more (the key is gone from both catalogues).
    expect(html).not.toMatch(/Loading the challenge|Utmaningen laddas/);
    expect(html).toMatch(/class="player"[^>]*>[\s\S]*?<h2[^>]*>[^<]+<\/h2>/);
    const release = await holdIsland(page, /\/_astro\/ChallengePlayer\.[^/]+\.js/);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const heading = page.locator('.player h2');
    await expect(heading).toBeVisible();
    const text = await heading.textContent();
    expect(html).toContain(`>${text}</h2>`);
    await heading.evaluate((el) => ((el as unknown as { ssr: boolean }).ssr = true));
    release();
    await startUsing(page);
    await expect(page.locator('.player')).toHaveAttribute('data-state', 'playing');
    await expect(page.locator('.player-next')).toBeEnabled();
    expect(await heading.evaluate((el) => (el as unknown as { ssr?: boolean }).ssr)).toBe(true);
  });

  test(`${lang}: the certificate test's intro is in the HTML and hydration keeps the same element`, async ({
    page,
    request,
  }) => {
    const url = localize(lang, paths.certificate(certTopic.slug));
    const html = await (await request.get(url)).text();
    expect(html).toContain('id="cert-step-heading"');
    const release = await holdIsland(page, /\/_astro\/CertificatePlayer\.[^/]+\.js/);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const heading = page.locator('#cert-step-heading');
    await expect(heading).toBeVisible();
    await expect(heading).toHaveText(translator(lang)('certificate.title', { topic: certTopic.name[lang] }));
    await heading.evaluate((el) => ((el as unknown as { ssr: boolean }).ssr = true));
    release();
    await startUsing(page);
    await expect(page.locator('.certificate-player[data-ready] button[data-start]')).toBeEnabled();
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((el) => (el as unknown as { ssr?: boolean }).ssr)).toBe(true);
  });
}

test('the certificate intro stays hidden on a question route before and after hydration', async ({ page }) => {
  const first = certTopic.diplomaTest!.questions[0]!.globalId;
  await page.goto(paths.certificate(certTopic.slug, first));
  await startUsing(page);
  await expect(page.locator('.certificate-player[data-ready] [data-cert-step]')).toBeVisible();
  await expect(page.locator('.certificate-player .view-root')).toHaveCount(0);
});
