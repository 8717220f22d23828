/**
 * Navigation feel beyond the transitions (docs/reference/routes.md#page-transitions, docs/reference/states.md#new-build-detection, docs/reference/errors.md#failed-chunk-loads and docs/reference/constants.md#navigation) in real Chromium against
 * the real server: the first-load loader and the entry path, the reload after a failed chunk
 * load (once per path within 10 seconds, never a loop), link prefetching with its limits, the
 * window-height layout variable, and the error page's way back.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type Route } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { paths } from '#src/domain/routes.ts';
import { scriptsRan } from '#tests/support/scripts-ran.ts';

const graph = await loadContent();
const topic = graph.topics.find((t) => t.slug === 'global-health')!;
const q1 = topic.tests[0]!.questions[0]!.globalId;
const ISLAND_CHUNK = /\/_astro\/QuestionPlayer\.[^/]+\.js/;

/** Counts the main frame's document loads. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

/** Records whether the loader mark was ever set on each document. */
async function watchLoader(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { loaderShown: boolean };
    w.loaderShown = false;
    new MutationObserver(() => {
      if ((document.documentElement as HTMLElement | null)?.hasAttribute('data-first-load')) w.loaderShown = true;
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-first-load'] });
  });
}
/**
 * Records on each document what the reload guard decided about a failed island chunk: Astro's
 * `astro:hydration-error` is cancelable and the guard cancels it when it reloads, so once every
 * listener has run, `chunkOutcome` says 'reloading' or 'gave-up' (and no later reload can come).
 */
async function watchChunkOutcome(page: Page) {
  await page.addInitScript(() => {
    addEventListener('astro:hydration-error', (event) => {
      setTimeout(
        () =>
          ((window as unknown as { chunkOutcome: string }).chunkOutcome = event.defaultPrevented
            ? 'reloading'
            : 'gave-up'),
      );
    });
  });
}
const chunkOutcome = (page: Page) =>
  page.evaluate(() => (window as unknown as { chunkOutcome?: string }).chunkOutcome ?? null).catch(() => null);

const loaderShown = (page: Page) => page.evaluate(() => (window as unknown as { loaderShown: boolean }).loaderShown);

test.describe('first load', () => {
  test('the loader shows on the first page of a visit until its island is ready, and never on later pages', async ({
    page,
    request,
  }) => {
    // A returning visitor: the player hydrates at load (a first visit's waits for the first interaction, and the page is ready as it is).
    const uuid = randomUUID();
    expect((await request.post('/v1/users', { data: { uuid } })).status()).toBe(201);
    await page.addInitScript((id) => localStorage.setItem('user_uuid', id), uuid);
    await watchLoader(page);
    // Hold the island's code back for a moment so the loader can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ISLAND_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(paths.question(q1));
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-first-load', '');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement, '::before').height)).toBe('4px');
    release();
    await expect(page.locator('.answer-player[data-ready]')).toBeVisible();
    await expect(html).not.toHaveAttribute('data-first-load');
    expect(await loaderShown(page)).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('quiz:entry'))).toBe(paths.question(q1));

    await page.locator('main a[href="explanation/"]').click();
    await expect(page).toHaveURL(new RegExp(`${paths.question(q1, 'explanation')}$`));
    await expect(page.locator('#q-expl')).toBeVisible();
    expect(await loaderShown(page)).toBe(false);
    // The entry path stays the first page of the visit.
    expect(await page.evaluate(() => sessionStorage.getItem('quiz:entry'))).toBe(paths.question(q1));
  });

  test('an error page as the first page shows no loader', async ({ page }) => {
    await watchLoader(page);
    await page.goto('/no/such/page/');
    await expect(page.locator('[data-status-code]')).toHaveText('404');
    expect(await loaderShown(page)).toBe(false);
  });
});

test.describe('failed chunk load', () => {
  // A first visit, before the service worker has precached the chunks (it would answer them
  // itself, past page.route).
  test.use({ serviceWorkers: 'block' });
  // A returning visitor (a player hydrates as soon as its code is there, returning or not).
  test.beforeEach(async ({ page, request }) => {
    const uuid = randomUUID();
    expect((await request.post('/v1/users', { data: { uuid } })).status()).toBe(201);
    await page.addInitScript((id) => localStorage.setItem('user_uuid', id), uuid);
  });
  test('reloads the page once, after which the island works', async ({ page }) => {
    const loads = countLoads(page);
    // Every request of the chunk on the first page load fails (its preload, the import and
    // Astro's own retry a second later); after the reload it loads.
    let aborted = 0;
    await page.route(ISLAND_CHUNK, (route) => (loads() < 2 ? (aborted++, route.abort()) : route.continue()));
    await page.goto(paths.question(q1));
    await expect(page.locator('.answer-player[data-ready]')).toBeVisible({ timeout: 15_000 });
    expect(aborted).toBeGreaterThanOrEqual(2);
    expect(loads()).toBe(2);
  });

  test('a chunk that stays broken reloads once and then leaves the page usable, without a loop', async ({ page }) => {
    const loads = countLoads(page);
    await watchChunkOutcome(page);
    let aborted = 0;
    await page.route(ISLAND_CHUNK, (route: Route) => {
      aborted++;
      return route.abort();
    });
    await page.goto(paths.question(q1));
    // Two tries on each of the two page loads, and each load's preload unless Chromium served it and
    // a try with one request (5 of 6 once, under load); the second page gives up instead of reloading.
    await expect.poll(() => chunkOutcome(page), { timeout: 15_000 }).toBe('gave-up');
    expect(loads()).toBe(2);
    expect(aborted).toBeGreaterThanOrEqual(4);
    expect(aborted).toBeLessThanOrEqual(6);
    // The server-rendered page stays: the static answers and the explanation link work.
    await expect(page.locator('[data-static-answers]')).toBeVisible();
  });

  test('a first page that cannot start hides the loader (the reload was already used)', async ({ page }) => {
    const path = paths.question(q1);
    await page.addInitScript((p) => {
      if (!sessionStorage.getItem('quiz:entry'))
        sessionStorage.setItem('quiz:reloads', JSON.stringify({ [p]: Date.now() }));
    }, path);
    const loads = countLoads(page);
    await watchChunkOutcome(page);
    await page.route(ISLAND_CHUNK, (route) => route.abort());
    await page.goto(path);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-first-load', '');
    // Astro's retry fails a second later; then the loader goes, well before its 10-second cap.
    await expect(html).not.toHaveAttribute('data-first-load', { timeout: 5_000 });
    await expect.poll(() => chunkOutcome(page)).toBe('gave-up');
    expect(loads()).toBe(1);
    await expect(page.locator('[data-static-answers]')).toBeVisible();
  });
});

test.describe('prefetch', () => {
  /** Prefetch requests the page makes (Chromium marks them with Sec-Purpose). */
  function prefetches(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (r) => {
      if (/prefetch/.test(r.headers()['sec-purpose'] ?? '')) seen.push(new URL(r.url()).pathname);
    });
    return seen;
  }

  test('hovering a link fetches its page ahead', async ({ page }) => {
    const seen = prefetches(page);
    await page.goto('/');
    // Prefetching is the page's script, which starts after the first paint.
    await scriptsRan(page);
    await page
      .locator(`main a[href="${paths.topic(topic.slug)}"]`)
      .first()
      .hover();
    await expect.poll(() => seen).toContain(paths.topic(topic.slug));
  });

  test('at most 4 pages at a time', async ({ page }) => {
    const seen = prefetches(page);
    // Pages being prefetched do not answer until released.
    const waiting: Route[] = [];
    await page.route(/\/t\//, (route) => {
      if (/prefetch/.test(route.request().headers()['sec-purpose'] ?? '')) waiting.push(route);
      else void route.continue();
    });
    // The prefetcher's code loads at the first intent; it is held until every link has had focus,
    // so the intents that come while it loads must be kept (a quick Tab through links).
    let releaseCode: () => void = () => undefined;
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route(/\/_astro\/prefetch\.[^/]*\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto('/');
    await scriptsRan(page);
    const links = page.locator('main a[href^="/t/"]');
    const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))].slice(0, 6);
    expect(hrefs.length).toBe(6);
    for (const href of hrefs) await page.locator(`main a[href="${href}"]`).first().focus();
    releaseCode();
    // Focus queues a page at once: a prefetch starts by adding its <link>, so the count is final here.
    const started = page.locator('link[rel="prefetch"]');
    await expect(started).toHaveCount(4);
    await expect.poll(() => seen.length).toBe(4);
    await waiting.shift()!.continue();
    await expect(started).toHaveCount(5);
    await expect.poll(() => seen.length).toBe(5);
    for (const route of waiting) await route.continue().catch(() => undefined);
  });

  test('nothing on a slow connection', async ({ page }) => {
    const seen = prefetches(page);
    // The hover intent delay runs on a clock the test moves on, instead of waiting for it.
    await page.clock.install();
    await page.goto('/');
    await scriptsRan(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 2000,
      downloadThroughput: 6000,
      uploadThroughput: 6000,
      connectionType: 'cellular2g',
    });
    await expect
      .poll(() =>
        page.evaluate(
          () => (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType,
        ),
      )
      .toMatch(/2g/);
    await page
      .locator(`main a[href="${paths.topic(topic.slug)}"]`)
      .first()
      .hover();
    await page.clock.runFor(1_000); // well past the hover intent delay: the hover has been considered
    await page.locator('header a').first().focus();
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    expect(seen).toEqual([]);
  });
});

test('the layout height variable follows the window height', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto('/about/');
  const appHeight = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--app-height'));
  await expect.poll(appHeight).toBe('600px');
  await page.setViewportSize({ width: 800, height: 500 });
  await expect.poll(appHeight).toBe('500px');
});

test.describe('error page', () => {
  test('offers the way back to the page the visitor came from', async ({ page }) => {
    await page.goto('/about/');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/no/such/page/';
      a.textContent = 'broken';
      document.querySelector('main')!.append(a);
    });
    await page.locator('main a[href="/no/such/page/"]').click();
    await expect(page.locator('[data-status-code]')).toHaveText('404');
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/about\/$/);
  });

  test('offers only the way home to a visitor who arrived on it', async ({ page }) => {
    await page.goto('/sv/no/such/page/');
    await expect(page.locator('[data-status-code]')).toHaveText('404');
    await expect(page.getByRole('link', { name: 'Ta mig hem' })).toBeVisible();
    await expect(page.locator('[data-error-back]')).toBeHidden();
  });
});
