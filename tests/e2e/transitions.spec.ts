/**
 * Page transitions of docs/reference/routes.md#page-transitions in real Chromium, for both kinds of navigation: full page
 * loads (cross-document View Transitions) and in-page view switches (event and certificate
 * players). Each test clicks a real link or button of a row of the table, then reads the
 * transition the page chose (`<html data-transition>`) and whether a view transition really
 * ran (`data-transition-animated`, set when the transition's animations started). Going back
 * plays the reverse. With reduced motion nothing animates; on a phone the question/explanation
 * flip plays once per question (the disabled-flip path).
 */
import { expect, test, type Page } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { screeningTest } from '#src/domain/content-queries.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { startUsing } from '#tests/support/first-action.ts';
import { scriptsRan } from '#tests/support/scripts-ran.ts';

const graph = await loadContent();
const topic = graph.topics.find((t) => t.slug === 'global-health')!;
const practice = topic.tests[0]!;
const q1 = practice.questions[0]!.globalId;
const diploma = topic.diplomaTest!;
const event = graph.events.find((e) => e.code === 'Skolverket-2026')!;
const code = event.code.toLowerCase();
const eventQ1 = screeningTest(event)!.questions[0]!.globalId;
const answerIndex = (qid: string) =>
  graph.questions.find((x) => x.globalId === qid)!.answers.findIndex((a) => a.correct);

/**
 * Counts, in `window.runningTransitions`, the view transitions of the document that have not
 * finished: the one a page load reveals with (`pagereveal`) and those an in-page switch starts.
 * A transition that animates has started (`ready`) before it finishes, so none left running
 * means every animation that was going to be marked is marked.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { runningTransitions: number };
    w.runningTransitions = 0;
    const track = (vt: ViewTransition | null | undefined): void => {
      if (!vt) return;
      w.runningTransitions++;
      const done = () => {
        w.runningTransitions--;
      };
      vt.finished.then(done, done);
    };
    addEventListener('pagereveal', (event) =>
      track((event as Event & { viewTransition?: ViewTransition | null }).viewTransition),
    );
    // False positive: the original is called with the document as `this` (`start.call` below).
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const start = document.startViewTransition;
    if (typeof start === 'function') {
      document.startViewTransition = function (this: Document, update?: Parameters<typeof start>[0]) {
        const vt = start.call(this, update);
        track(vt);
        return vt;
      };
    }
  });
});

/** Waits for the transition the page chose and checks whether it animated. */
async function expectTransition(page: Page, type: string, animated = type !== 'none') {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-transition', type);
  if (animated) await expect(html).toHaveAttribute('data-transition-animated', type);
  else {
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { runningTransitions: number }).runningTransitions))
      .toBe(0);
    await expect(html).not.toHaveAttribute('data-transition-animated');
  }
}

/** Clicks a link and waits for the page it leads to. */
async function follow(page: Page, selector: string, path: string) {
  // The leaving page picks the transition in its script, which runs after the first paint; a
  // click before it ran gets no animation.
  await scriptsRan(page);
  await page.locator(selector).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Goes back once the page has run its scripts (the page being left picks the transition, as in `follow`). */
async function back(page: Page) {
  await scriptsRan(page);
  await page.goBack();
}

test.describe('full page loads (cross-document)', () => {
  // Chromium drops a cross-document transition when the new page is slow to render; a service
  // worker installing its precache on a busy 2-core CI machine made that happen. Transitions do
  // not depend on the worker, so these tests run without it.
  test.use({ serviceWorkers: 'block' });
  test('stack slide: start page to a topic, back is the reverse', async ({ page }) => {
    await page.goto('/');
    await follow(page, `main a[href="${paths.topic(topic.slug)}"]`, paths.topic(topic.slug));
    await expectTransition(page, 'stack-forward');
    await back(page);
    await expect(page).toHaveURL(/\/$/);
    await expectTransition(page, 'stack-back');
  });

  test('stack slide in Swedish: start page to a topic group', async ({ page }) => {
    const tg = graph.topicGroups[0]!;
    await page.goto('/sv/');
    await follow(
      page,
      `main a[href="${localize('sv', paths.topicGroup(tg.slug))}"]`,
      localize('sv', paths.topicGroup(tg.slug)),
    );
    await expectTransition(page, 'stack-forward');
  });

  test('page fade: topic to its certificate test', async ({ page }) => {
    await page.goto(paths.topic(topic.slug));
    await follow(page, `main a[href="${paths.certificate(topic.slug)}"]`, paths.certificate(topic.slug));
    await expectTransition(page, 'fade');
  });

  test('fade-in: a question to its explanation, fade-out back', async ({ page }) => {
    await page.goto(paths.question(q1));
    await follow(page, 'main a[href="explanation/"]', paths.question(q1, 'explanation'));
    await expectTransition(page, 'fade-in');
    await follow(page, '.view-explanation a[href="../"]', paths.question(q1));
    await expectTransition(page, 'fade-out');
  });

  test('slide up: topic to a question of its practice test, slide down on the way back', async ({ page }) => {
    await page.goto(paths.topic(topic.slug));
    await follow(
      page,
      `[data-test="${practice.globalId}"] a.button`,
      `${paths.topicQuestion(topic.slug, q1)}\\?test=${practice.globalId}`,
    );
    await expectTransition(page, 'slide-up');
    await back(page);
    await expect(page).toHaveURL(new RegExp(`${paths.topic(topic.slug)}$`));
    await expectTransition(page, 'slide-down');
  });

  test('any other pair: no animation (start page to search)', async ({ page }) => {
    await page.goto('/');
    await follow(page, `header a[href="${paths.search()}"]`, paths.search());
    await expectTransition(page, 'none');
  });

  test('the first page of a visit plays no transition', async ({ page }) => {
    await page.goto(paths.topic(topic.slug));
    await expectTransition(page, 'none');
  });
});

test.describe('in-page view switches (same document)', () => {
  test('stack slide: an event to its first question, back is the reverse; each switch is announced', async ({
    page,
  }) => {
    await page.goto(paths.event(code));
    await page.evaluate(() => {
      (window as unknown as { navs: unknown[] }).navs = [];
      addEventListener('quiz:navigate', (e) =>
        (window as unknown as { navs: unknown[] }).navs.push((e as CustomEvent).detail),
      );
    });
    await startUsing(page);
    await page.locator('.event-player[data-ready] button[data-start]').click();
    await expect(page).toHaveURL(new RegExp(`${paths.event(code, eventQ1)}$`));
    await expectTransition(page, 'stack-forward');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${paths.event(code)}$`));
    await expectTransition(page, 'stack-back');
    expect(await page.evaluate(() => (window as unknown as { navs: unknown[] }).navs)).toEqual([
      { from: paths.event(code), to: paths.event(code, eventQ1) },
      { from: paths.event(code, eventQ1), to: paths.event(code) },
    ]);
  });

  test('fade-in: a certificate question to its explanation', async ({ page }) => {
    const first = diploma.questions[0]!.globalId;
    await page.goto(paths.certificate(topic.slug));
    await startUsing(page);
    const player = page.locator('.certificate-player[data-ready]');
    await player.locator('button[data-start]').click();
    await expect(page).toHaveURL(new RegExp(`${paths.certificate(topic.slug, first)}$`));
    await expectTransition(page, 'none');
    await player.locator('.answer-button').nth(answerIndex(first)).click();
    await expect(page).toHaveURL(new RegExp(`${paths.certificate(topic.slug, `${first}/explanation`)}$`));
    await expectTransition(page, 'fade-in');
  });

  test('a stale page loads the next view in full instead of switching it', async ({ page }) => {
    await page.goto(paths.event(code));
    await page.evaluate(() => {
      document.documentElement.dataset['staleBuild'] = 'newer';
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await startUsing(page);
    await page.locator('.event-player[data-ready] button[data-start]').click();
    await expect(page).toHaveURL(new RegExp(`${paths.event(code, eventQ1)}$`));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument ?? false))
      .toBe(false);
  });
});

test.describe('reduced motion', () => {
  test('chooses the transition but animates nothing, in both kinds of navigation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await follow(page, `main a[href="${paths.topic(topic.slug)}"]`, paths.topic(topic.slug));
    await expectTransition(page, 'stack-forward', false);
    await page.goto(paths.event(code));
    await startUsing(page);
    await page.locator('.event-player[data-ready] button[data-start]').click();
    await expect(page).toHaveURL(new RegExp(`${paths.event(code, eventQ1)}$`));
    await expectTransition(page, 'stack-forward', false);
  });
});

test.describe('on a phone', () => {
  // Without the service worker, as the full page loads above: its precache install on a busy
  // 2-core machine slows the next page enough for Chromium to drop the cross-document flip.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });

  test('a question flips to its explanation once; turning back and forth is not animated until navigation leaves it', async ({
    page,
  }) => {
    const other = practice.questions[1]!.globalId;
    await page.goto(paths.question(q1));
    await follow(page, 'main a[href="explanation/"]', paths.question(q1, 'explanation'));
    await expectTransition(page, 'fade-in');
    await follow(page, '.view-explanation a[href="../"]', paths.question(q1));
    await expectTransition(page, 'none');
    await follow(page, 'main a[href="explanation/"]', paths.question(q1, 'explanation'));
    await expectTransition(page, 'none');
    // Leaving the question clears the memory: the next question flips again.
    await page.evaluate((href) => {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = 'next';
      document.querySelector('main')!.append(a);
    }, paths.question(other));
    await follow(page, `main a[href="${paths.question(other)}"]`, paths.question(other));
    await follow(page, 'main a[href="explanation/"]', paths.question(other, 'explanation'));
    await expectTransition(page, 'fade-in');
  });
});
