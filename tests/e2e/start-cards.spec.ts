/**
 * The start page's featured challenges and topic groups are real cards in both languages:
 * title, short text, the content's image, and the whole card one link named by its title,
 * with the keyboard focus shown on the card.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS, type Asset } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';

const graph = await loadContent();
const pitch = graph.startPage!.pitchChallenges.filter((p) => p.topic);
const group = graph.topicGroups[0]!;

/**
 * The card shows the content's image, drawn: its URL, or (a small SVG shipped with the pack,
 * src/utils/decorative-image.ts) the file itself written into the page. It gets its `src` once
 * the first paint is on screen (src/utils/after-paint.ts).
 */
async function expectImageOf(img: Locator, image: Asset) {
  await expect(img).toHaveAttribute('src', /./);
  const src = (await img.getAttribute('src'))!;
  if (src.startsWith('data:image/svg+xml,'))
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toBe(readFileSync(image.sourcePath!, 'utf8').trim());
  else expect(src).toBe(image.url);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
}

for (const lang of LANGS) {
  test(`${lang}: featured challenges and topic groups are whole-card links named by their titles`, async ({ page }) => {
    await page.goto(localize(lang, paths.home()));
    for (const { challenge, topic } of pitch) {
      const card = page.locator(`[data-challenge="${challenge.globalId}"]`);
      await expect(card.getByRole('link')).toHaveCount(1);
      await expect(card.getByRole('link')).toHaveAccessibleName(challenge.title[lang]);
      await expect(card.getByRole('link')).toHaveAttribute(
        'href',
        localize(lang, paths.challenge(topic!.slug, challenge.slug)),
      );
      if (topic!.image) await expectImageOf(card.locator('img'), topic!.image);
    }
    const card = page.locator(`[data-topic-group="${group.globalId}"]`);
    await expect(card.getByRole('link')).toHaveAccessibleName(group.name[lang]);
    await expect(card).toContainText(group.description[lang]);
    // Focus on the card's link shows on the whole card.
    await card.getByRole('link').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(card).toHaveCSS('outline-style', 'solid');
    // A tap anywhere on the card (here near its bottom edge, below the title) opens it.
    const box = (await card.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 4);
    await expect(page).toHaveURL(new RegExp(`${localize(lang, paths.topicGroup(group.slug))}$`));
  });
}
