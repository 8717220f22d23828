/**
 * The controls added around the players (issues 23 and 24), tapped as a learner on a phone taps
 * them (tests/support/phone/device.ts: touch, 4× CPU slowdown, slow 4G, a first visit), as soon
 * as each is painted, in both languages; a lost tap fails:
 * - the start page's "Join" with a code typed: the event's page opens (the form works before
 *   any script, by the start page's `?code=`, and with it, by the lookup);
 * - the header's "Menu" on a phone: it opens, with its code field (a native `<details>`);
 * - the review page's "Start review": the session's first question opens, "Question 1 of 3".
 * What a tap takes in milliseconds is the benchmarks' (`npm run bench:pages`); this holds that it
 * is answered.
 */
import { expect, test } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { format } from '#src/utils/format.ts';
import { MESSAGES, pickMessages } from '#src/utils/i18n.ts';
import { openPhone, type Phone } from '#tests/support/phone/device.ts';
import { tapWhenPainted } from '#tests/support/phone/tap.ts';
import { seedDueReview } from '#tests/support/review.ts';

const graph = await loadContent();
const event = graph.events[0]!;
const topic = graph.topics.find((t) => (t.tests[0]?.questions.length ?? 0) >= 3)!;
const reviewed = topic.tests[0]!.questions.slice(0, 3).map((q) => q.globalId);
/** How long a tapped control may take to answer on the throttled phone before the tap counts as lost. */
const ANSWER_MS = 20_000;

let phone: Phone;
test.beforeEach(async ({ browser }) => {
  phone = await openPhone(browser);
});
test.afterEach(async () => {
  await phone.close();
});

for (const lang of LANGS) {
  const m = (key: string) => MESSAGES[lang][key]!;

  test(`${lang}: Join on the start page, tapped at first sight with a code typed, opens the event`, async ({
    baseURL,
  }) => {
    const { page } = phone;
    await page.goto(`${baseURL}${localize(lang, paths.home())}`, { waitUntil: 'commit' });
    const form = page.locator('main form[data-join-code]');
    const field = form.getByLabel(m('join.label'));
    await field.waitFor({ state: 'visible', timeout: 30_000 });
    await field.fill(` ${event.code.toUpperCase()} `);
    await tapWhenPainted(page, form.locator('button[type="submit"]'));
    await expect(page).toHaveURL(new RegExp(`${localize(lang, paths.event(event.code.toLowerCase()))}$`), {
      timeout: ANSWER_MS,
    });
  });

  test(`${lang}: the header's Menu, tapped at first sight on a phone, opens with its code field`, async ({
    baseURL,
  }) => {
    const { page } = phone;
    await page.goto(`${baseURL}${localize(lang, paths.topic(topic.slug))}`, { waitUntil: 'commit' });
    const menu = page.locator('header details[data-nav-menu]');
    await tapWhenPainted(page, menu.locator('summary'));
    await expect(menu).toHaveAttribute('open', '', { timeout: ANSWER_MS });
    await expect(menu.getByLabel(m('join.label'))).toBeVisible();
  });

  test(`${lang}: Start review, tapped at first sight, opens the session's first question`, async ({ baseURL }) => {
    const { page } = phone;
    await seedDueReview(page, reviewed);
    await page.goto(`${baseURL}${localize(lang, paths.review())}`, { waitUntil: 'commit' });
    await tapWhenPainted(page, page.locator('a[data-review-start]'));
    await expect(page).toHaveURL(/[?&]review=/, { timeout: ANSWER_MS });
    await expect(
      page.getByText(format(pickMessages(lang, ['option.']), 'option.progress', { current: 1, total: 3 })),
    ).toBeVisible({
      timeout: ANSWER_MS,
    });
  });
}
