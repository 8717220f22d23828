/**
 * The accessibility check itself (tests/support/axe.ts) finds what it must: a real page with a
 * violation put in is reported by rule and element, whether axe runs in the page (no frames),
 * only inside an `include`, again on the same document, or through `AxeBuilder` (a frame). Every
 * spec's "no violations" rests on this: a check that found nothing would pass them all.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '#tests/support/axe.ts';
import { paths } from '#src/domain/routes.ts';

/** axe's report of the image put in: its rule and a selector for it (axe picks the shortest). */
const UNNAMED_IMAGE = expect.stringMatching(/^image-alt: .*img$/);

/** An image without a text alternative (axe's `image-alt`) inside a new `<section id>` of main. */
function addUnnamedImage(page: Page, id: string) {
  return page.evaluate((id) => {
    const section = document.createElement('section');
    section.id = id;
    section.innerHTML = '<img src="/favicon.svg" width="16" height="16">';
    document.querySelector('main')!.append(section);
  }, id);
}

test('a violation on a page without frames is named, on a first and a second check of the document', async ({
  page,
}) => {
  await page.goto(paths.about());
  expect(await axeViolations(page)).toEqual([]);
  await addUnnamedImage(page, 'bad');
  expect(await axeViolations(page)).toEqual([UNNAMED_IMAGE]);
  expect(await axeViolations(page, '#bad')).toEqual([UNNAMED_IMAGE]);
  expect(await axeViolations(page, '.site-header')).toEqual([]);
});

test('a violation inside a frame is named too', async ({ page }) => {
  await page.goto(paths.about());
  await page.evaluate(async (src) => {
    const frame = document.createElement('iframe');
    frame.title = 'About';
    frame.src = src;
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.querySelector('main')!.append(frame);
    await loaded;
    const section = frame.contentDocument!.createElement('section');
    section.id = 'bad-in-frame';
    section.innerHTML = '<img src="/favicon.svg" width="16" height="16">';
    frame.contentDocument!.querySelector('main')!.append(section);
  }, paths.about());
  expect(page.frames()).toHaveLength(2);
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt: iframe .*img$/)]);
});
