/**
 * The card pages (start, topic, topic group) use a desktop's width, in both languages: card
 * grids of one column on a phone, three at 1,024 and 1,280 px and four at 1,920 px; the topic
 * page's tests beside its challenges; intro text at a reading measure however wide the page;
 * and nothing moves once drawn (no layout shift: card images have their sizes, also when they
 * get their `src` after the first paint).
 */
import { expect, test, type Page } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { scriptsRan } from '#tests/support/scripts-ran.ts';

const graph = await loadContent();
const topic = graph.topics.find((t) => t.tests.length && t.chapters.some((c) => c.challenges.length))!;
const group = graph.topicGroups[0]!;
/** Columns of a card grid by viewport width. */
const COLUMNS: Readonly<Record<number, number>> = { 390: 1, 1024: 3, 1280: 3, 1920: 4 };

type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };

/**
 * Sums the layout shifts of the page above its footer from its start (also those before the
 * observer existed). A shift only of the footer is left out: a CPU-starved parser may paint the
 * page before the footer's last line has arrived, which is not what this file tests. The header
 * is whole at the first paint (src/layouts/Base.astro), so its shifts count with the content's,
 * as do those whose moved node is gone.
 */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    const aboveFooter = (node: Node | null) =>
      !node?.isConnected || (node instanceof Element ? node : node.parentElement)?.closest('footer') == null;
    const inContent = (e: Shift) => e.sources.length === 0 || e.sources.some((s) => aboveFooter(s.node));
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) if (!e.hadRecentInput && inContent(e)) w.shifted += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Once the page's scripts ran and its images are drawn: the sum of its layout shifts. */
async function settledShift(page: Page): Promise<number> {
  await scriptsRan(page);
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0)))
    .toBe(true);
  return page.evaluate(() => (window as unknown as { shifted: number }).shifted);
}

const columnsOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);

for (const lang of LANGS) {
  for (const width of [390, 1024, 1280, 1920]) {
    test.describe(`${lang} ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('the start and topic group pages lay their cards in a grid as wide as the screen allows', async ({
        page,
      }) => {
        await watchShifts(page);
        for (const path of [paths.home(), paths.topicGroup(group.slug)]) {
          await page.goto(localize(lang, path));
          expect(await columnsOf(page, '.cards'), path).toBe(COLUMNS[width]);
          // Intro text keeps a reading measure (65ch) while the cards take the width.
          const lead = await page
            .locator('.lead')
            .first()
            .evaluate((el) => ({
              width: el.getBoundingClientRect().width,
              measure: parseFloat(getComputedStyle(el).maxWidth),
            }));
          expect(lead.width).toBeLessThanOrEqual(lead.measure);
          expect(lead.measure).toBeLessThan(800);
          const main = await page.locator('main').evaluate((el) => el.getBoundingClientRect().width);
          expect(main).toBe(width < 1000 ? width - 32 : Math.min(1280, width - 80));
          expect(await settledShift(page), path).toBe(0);
        }
      });

      test('the topic page puts its practice tests beside its challenges and certificate', async ({ page }) => {
        await watchShifts(page);
        await page.goto(localize(lang, paths.topic(topic.slug)));
        const parts = await page
          .locator('.topic-parts')
          .evaluate((el) =>
            getComputedStyle(el).display === 'grid' ? getComputedStyle(el).gridTemplateColumns.split(' ').length : 1,
          );
        expect(parts).toBe(width < 1000 ? 1 : 2);
        const tests = (await page.locator('.topic-tests').boundingBox())!;
        const more = (await page.locator('.topic-more').boundingBox())!;
        if (width < 1000) expect(more.y).toBeGreaterThan(tests.y + tests.height - 1);
        else expect(Math.abs(more.y - tests.y)).toBeLessThan(1);
        // Challenges are whole-card links like the start page's.
        const challenge = topic.chapters.flatMap((c) => c.challenges)[0]!;
        await expect(page.locator(`[data-challenge="${challenge.globalId}"]`).getByRole('link')).toHaveAccessibleName(
          challenge.title[lang],
        );
        expect(await settledShift(page)).toBe(0);
      });
    });
  }
}
