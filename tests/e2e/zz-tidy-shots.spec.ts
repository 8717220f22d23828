import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { indexContent } from '#src/domain/content-index.ts';
import { LANGS } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';

const graph = await loadContent();
const index = indexContent(graph);
const dual = [...index.certificateQuestions].filter((id) => !index.privateShareQuestions.has(id)).map((id) => index.questions.get(id)!);
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

for (const lang of LANGS) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`shots ${lang} ${device} ${scheme}`, async ({ page, request }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize(viewport);
        const q = dual[5]!;
        for (let i = 0; i < 20; i++) {
          const user = await request.post('/v1/users', { data: { source: 'shots' } });
          const uuid = ((await user.json()) as { data: { uuid: string } }).data.uuid;
          await request.post('/v1/user_answers', { data: { user_uuid: uuid, user_answer: { question_global_id: q.globalId, answer_global_id: q.answers[i % q.answers.length]!.globalId } } });
        }
        let release = () => undefined as void;
        const held = new Promise<void>((r) => (release = r));
        await page.route('**/v1/user_answers?*', async (route) => { await held; await route.continue(); });
        await page.goto(localize(lang, paths.question(q.globalId)));
        const player = page.locator('.answer-player[data-ready]');
        await player.locator('.answer-button').first().click();
        await expect(page.locator('[data-offline-status]')).toHaveAttribute('data-offline-status', 'sending');
        await page.screenshot({ path: `/tmp/shots-tidy/sending-${lang}-${device}-${scheme}.png` });
        const axe1 = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).include('.alerts').analyze();
        expect(axe1.violations.map((v) => v.id)).toEqual([]);
        release();
        await expect(player.locator('[data-shares-line]')).toBeVisible();
        await page.screenshot({ path: `/tmp/shots-tidy/shares-${lang}-${device}-${scheme}.png`, fullPage: true });
        const axe2 = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).include('.answer-player').analyze();
        expect(axe2.violations.map((v) => v.id)).toEqual([]);
      });
    }
  }
}
