/**
 * A question embedded in a page of another origin, in both languages, on a phone and a
 * desktop viewport: the frame shows no site header, footer or navigation (nothing of them
 * visible or reachable with Tab), the question is answerable, and "Open on the site" opens the
 * same question's page on the site in a new tab.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { LANGS } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { expectNoAxeViolations } from '#tests/support/axe.ts';
import { scriptsRan } from '#tests/support/scripts-ran.ts';

const graph = await loadContent();
const topic = graph.topics.find((t) => t.slug === 'global-health')!;
const question = graph.questions.find((q) => q.globalId === topic.tests[0]!.questions[0]!.globalId)!;
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

let host: Server;
let hostPort = 0;
test.beforeAll(async () => {
  host = createServer((req, res) => {
    const src = new URL(req.url!, 'http://x').searchParams.get('src') ?? '';
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html lang="en"><title>A blog</title><main><h1>A blog post</h1>
<iframe id="quiz" title="Quiz" src="${src.replace(/"/g, '&quot;')}" style="width:100%;height:900px;border:0"></iframe></main>`);
  });
  await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
  hostPort = (host.address() as AddressInfo).port;
});
test.afterAll(() => new Promise<void>((r) => host.close(() => r())));

for (const lang of LANGS) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`${lang} ${device}: an embedded question has no site chrome, is answerable, and opens on the site`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      const site = new URL(baseURL!);
      const cases = [
        {
          embed: paths.topicEmbed(topic.slug, question.globalId),
          onSite: paths.topicQuestion(topic.slug, question.globalId),
        },
        { embed: paths.question(question.globalId, 'embed'), onSite: paths.question(question.globalId) },
      ];
      for (const { embed, onSite } of cases) {
        const src = `http://localhost:${site.port}${localize(lang, embed)}`;
        await page.goto(`http://127.0.0.1:${hostPort}/?src=${encodeURIComponent(src)}`);
        const frame = page.frameLocator('#quiz');
        await expect(frame.locator('h1:visible')).toHaveText(question.text[lang]);
        // No site chrome: nothing of header, footer or navigation shown or reachable.
        await expect(frame.locator('header, footer, nav, .skip-link').filter({ visible: true })).toHaveCount(0);
        const f = page.frame({ url: src })!;
        const focusable = await f.evaluate(
          () =>
            [
              ...document.querySelectorAll<HTMLElement>(
                'header a, footer a, nav a, header button, footer button, .skip-link',
              ),
            ].filter((el) => el.checkVisibility()).length,
        );
        expect(focusable).toBe(0);
        // "Open on the site": the question's own page on the site, in a new tab (the frame's
        // script points it there from an embed route).
        await scriptsRan(frame);
        const open = frame.locator('a[data-embed-site-link]');
        await expect(open).toBeVisible();
        await expect(open).toHaveAttribute('target', '_blank');
        await expect(open).toHaveAttribute('rel', /noopener/);
        // The embed's own script (loaded after the page's scripts have run) points it there.
        await expect
          .poll(async () => new URL(await open.evaluate((a: HTMLAnchorElement) => a.href)).pathname)
          .toBe(localize(lang, onSite));
        // Answerable inside the frame.
        const right = question.answers.findIndex((a) => a.correct);
        // The player's own option, once it has hydrated by itself (a tap on the server's option
        // before that is held and given again: tests/e2e/held-taps.spec.ts).
        const player = frame.locator('.answer-player[data-ready]');
        await player.locator(`[data-answer="${question.answers[right]!.globalId}"] .answer-button`).click();
        await expect(frame.locator('[data-result]')).toHaveAttribute('data-result', 'correct');
      }
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.frameLocator('#quiz').locator('a[data-embed-site-link]').click(),
      ]);
      await expect(tab).toHaveURL(new RegExp(`${localize(lang, paths.question(question.globalId))}$`));
      await expect(tab.locator('.site-header')).toBeVisible();
      await expectNoAxeViolations(page, '#quiz');
    });
  }
}
