/**
 * The accessibility check of the browser tests: axe with the WCAG 2.2 AA rule sets, no
 * violation allowed, each named by rule and element so a failure says what to fix.
 *
 * On a page without frames axe is sent into the page once per document and run there. The
 * browser tests are CPU-bound and axe was most of a route check's time: `AxeBuilder.analyze()`
 * sends axe's source into the page twice on every call, about 0.45 s each here, for a run of
 * 0.1-0.3 s. Browser tests 788 s -> 773 s, routes.spec 198 s -> 181 s of test time
 * (docs/benchmarks.md, "npm test"). The source sent is axe's minified build (`AXE_SOURCE`).
 *
 * A page with frames goes through `AxeBuilder`, which sends axe into each frame. It runs axe in
 * the page itself ("legacy mode") unless a frame is of another origin: the default mode opens a
 * blank page to merge the frames' results, which cost about 0.8 s a call and only matters for
 * frames axe cannot reach from the page, i.e. cross-origin ones.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type axe from 'axe-core';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's minified build, 0.65 MB: `axe.source` (and AxeBuilder's default) is the unminified one,
 * 1.5 MB, sent into every checked page and compiled there.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Whether `page` shows a frame from another origin (which only axe's default mode checks). */
function hasForeignFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .some((f) => f !== page.mainFrame() && /^https?:/.test(f.url()) && new URL(f.url()).origin !== origin);
}

/** Each violation as "rule: elements". */
function named(violations: axe.Result[]): string[] {
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe run in a frameless page, sent in only if this document does not have it yet. */
async function runInPage(page: Page, include?: string): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, include }) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(
        include ? { include: [include] } : document,
        { runOnly: { type: 'tag', values: tags } },
      );
      return violations;
    },
    { tags: AXE_TAGS, include },
  );
}

/** The page's (or `include`'s) WCAG 2.2 AA violations, each as "rule: elements". */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (page.frames().length === 1) return named(await runInPage(page, include));
  const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .withTags(AXE_TAGS)
    .setLegacyMode(!hasForeignFrame(page));
  return named((await (include ? builder.include(include) : builder).analyze()).violations);
}

/** Fails the test on any WCAG 2.2 AA violation on the page (or inside `include`, e.g. an iframe). */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}
