/**
 * An embed takes its colour scheme from the host's `?theme=light|dark` (src/utils/embed-theme.ts)
 * and otherwise follows the visitor's `prefers-color-scheme`: dark from the very first frame
 * (read in the first animation frame, which comes only once the render-blocking stylesheet is
 * in), and still dark on the next question the embed's own link leads to.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { expectNoAxeViolations } from '#tests/support/axe.ts';
import { startUsing } from '#tests/support/first-action.ts';

const graph = await loadContent();
const topic = graph.topics.find((t) => t.tests[0] && t.tests[0].questions.length > 1)!;
const [first, second] = topic.tests[0]!.questions;
/** The page background of each scheme (tokens.css `--bg`), as computed styles write it. */
const BG = { light: 'rgb(255, 255, 255)', dark: 'rgb(16, 21, 27)' } as const;

/** Records the page background of the first frame of every document the page opens. */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      document.documentElement.setAttribute(
        'data-first-frame-bg',
        getComputedStyle(document.documentElement).backgroundColor,
      );
    });
  });
}

const firstFrameBg = (page: Page) => page.locator('html[data-first-frame-bg]').getAttribute('data-first-frame-bg');

for (const lang of LANGS) {
  test.describe(`${lang}: under a light preference`, () => {
    test.use({ colorScheme: 'light' });

    test('?theme=dark is dark from the first frame, and the next question keeps it', async ({ page }) => {
      await recordFirstFrame(page);
      await page.goto(`${localize(lang, paths.topicEmbed(topic.slug, first!.globalId))}?theme=dark`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await firstFrameBg(page)).toBe(BG.dark);
      await expectNoAxeViolations(page);

      await startUsing(page);
      const player = page.locator('.answer-player[data-ready]');
      await player.locator('.answer-button').first().click();
      await player.locator('a[data-next]').click();
      await expect(page).toHaveURL(new RegExp(`/embed/${second!.globalId}/\\?theme=dark$`));
      expect(await firstFrameBg(page)).toBe(BG.dark);
      // The explanation view (a relative link of the page) keeps it too.
      await page.locator('.view-question .explanation-link a').click();
      await expect(page).toHaveURL(new RegExp(`/embed/${second!.globalId}/explanation/\\?theme=dark$`));
      expect(await firstFrameBg(page)).toBe(BG.dark);
    });

    test('without ?theme= the embed follows the visitor', async ({ page }) => {
      await recordFirstFrame(page);
      await page.goto(localize(lang, paths.question(first!.globalId, 'embed')));
      expect(await firstFrameBg(page)).toBe(BG.light);
      await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
    });
  });

  test.describe(`${lang}: under a dark preference`, () => {
    test.use({ colorScheme: 'dark' });

    test('?theme=light is light from the first frame; the site outside embeds ignores ?theme=', async ({ page }) => {
      await recordFirstFrame(page);
      await page.goto(`${localize(lang, paths.question(first!.globalId, 'embed'))}?theme=light`);
      expect(await firstFrameBg(page)).toBe(BG.light);
      await page.goto(`${localize(lang, paths.question(first!.globalId))}?theme=light`);
      expect(await firstFrameBg(page)).toBe(BG.dark);
    });
  });
}
