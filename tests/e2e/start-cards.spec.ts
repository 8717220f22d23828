/**
 * The start page's featured challenges and topic groups are real cards in both languages:
 * title, short text, the content's image, and the whole card one link named by its title,
 * with the keyboard focus shown on the card.
 */
import { expect, test } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';

const graph = await loadContent();
const pitch = graph.startPage!.pitchChallenges.filter((p) => p.topic);
const group = graph.topicGroups[0]!;

for (const lang of LANGS) {
  test(`${lang}: featured challenges and topic groups are whole-card links named by their titles`, async ({ page }) => {
    await page.goto(localize(lang, paths.home()));
    for (const { challenge, topic } of pitch) {
      const card = page.locator(`[data-challenge="${challenge.globalId}"]`);
      await expect(card.getByRole('link')).toHaveCount(1);
      await expect(card.getByRole('link')).toHaveAccessibleName(challenge.title[lang]);
      await expect(card.getByRole('link')).toHaveAttribute('href', localize(lang, paths.challenge(topic!.slug, challenge.slug)));
      if (topic!.image) await expect(card.locator('img')).toHaveAttribute('src', topic!.image.url);
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
