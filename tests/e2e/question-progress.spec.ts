/**
 * A practice question reached from its topic shows where it sits in the test ("Question 3 of
 * 12" and its bar) and the way back to the topic before any script file has run: the page
 * writes them per test holding the question, and the inline head script marks the one the
 * address means (`?test=`, else the topic's first test holding it) before the first paint
 * (src/utils/test-variant.ts), in a retry round (`&only=`) as the place among the questions tried
 * again. Here every script file is refused, so only the server's HTML
 * and the inline head script are at work; and nothing moves once the player hydrates.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { t } from '#src/utils/i18n.ts';

const graph = await loadContent();
// A question two tests of its topic hold, at different places.
const shared = graph.topics
  .flatMap((topic) =>
    topic.tests.flatMap((a) =>
      topic.tests
        .filter((b) => b !== a)
        .flatMap((b) =>
          a.questions
            .filter((q) => b.questions.includes(q) && a.questions.indexOf(q) !== b.questions.indexOf(q))
            .map((q) => ({ topic, a, b, q })),
        ),
    ),
  )
  .at(0);
if (!shared) throw new Error('the sample pack has no question two tests of a topic hold at different places');
const { topic, b: second, q: question } = shared;
const at = (test: typeof shared.a) => ({ current: test.questions.indexOf(question) + 1, total: test.questions.length });

/** Refuses every script file: what shows is the server's HTML and the inline head script's marks. */
async function withoutScriptFiles(page: Page): Promise<void> {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
}

for (const lang of LANGS) {
  test(`${lang}: the progress line and the breadcrumb to the topic are in the page before any script file`, async ({
    page,
  }) => {
    await withoutScriptFiles(page);
    // The marked line's text at every frame before it paints (a frame's callbacks run just before).
    await page.addInitScript(() => {
      const painted: string[] = [];
      Object.assign(window, { painted });
      const frame = () => {
        const marked = document.documentElement.getAttribute('data-test-variant');
        const text = document.querySelector(`.test-progress[data-test-variant="${marked}"] p`)?.textContent;
        if (text) painted.push(text.trim());
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    const url = localize(lang, paths.topicQuestion(topic.slug, question.globalId));
    // Without ?test=: the topic's first test holding the question.
    const firstTest = topic.tests.find((x) => x.questions.includes(question))!;
    await page.goto(url);
    await expect(page.locator('.test-progress:visible')).toHaveCount(1);
    await expect(page.locator('.test-progress:visible')).toHaveText(t(lang, 'option.progress', at(firstTest)));
    await expect(page.locator('.test-progress:visible progress')).toHaveAttribute(
      'value',
      String(at(firstTest).current),
    );
    await expect(page.locator('.breadcrumbs a:visible')).toHaveText([t(lang, 'nav.home'), topic.name[lang]]);
    await expect(page.locator('.breadcrumbs a:visible').last()).toHaveAttribute(
      'href',
      localize(lang, paths.topic(topic.slug)),
    );
    // The test the address names.
    await page.goto(`${url}?test=${encodeURIComponent(second.globalId)}`);
    await expect(page.locator('.test-progress:visible')).toHaveText(t(lang, 'option.progress', at(second)));
    // A "try the wrong ones again" round: the place among the questions tried again, line and bar.
    const others = second.questions.filter((q) => q !== question);
    const only = [others[0]!, question, ...others.slice(1, 3)].map((q) => q.globalId);
    await page.goto(`${url}?test=${encodeURIComponent(second.globalId)}&only=${only.join(',')}`);
    const line = page.locator('.test-progress:visible');
    const retried = t(lang, 'option.progress', { current: 2, total: only.length });
    await expect(line).toHaveText(retried);
    // What each frame was about to paint: never the place in the whole test.
    expect(new Set(await page.evaluate(() => (window as unknown as { painted: string[] }).painted))).toEqual(
      new Set([retried]),
    );
    await expect(line.locator('progress')).toHaveJSProperty('value', 2);
    await expect(line.locator('progress')).toHaveJSProperty('max', only.length);
  });
}

test('outside a topic the question page shows no test progress and no topic in its breadcrumb', async ({ page }) => {
  await withoutScriptFiles(page);
  await page.goto(paths.question(question.globalId));
  await expect(page.locator('h1:visible')).toBeVisible();
  await expect(page.locator('.test-progress:visible')).toHaveCount(0);
  await expect(page.locator('.breadcrumbs a:visible')).toHaveCount(1);
});
