/**
 * The accessibility check of the browser tests: axe with the WCAG 2.2 AA rule sets, no
 * violation allowed, each named by rule and element so a failure says what to fix.
 *
 * axe runs in the page itself ("legacy mode") unless the page holds a frame of another origin:
 * the default mode opens a blank page to merge the frames' results, which cost about 0.8 s a call
 * (measured 2.2-2.5 s against 1.6 s for a first call, 1.0-1.5 s against 0.5-0.7 s after) and
 * only matters for frames axe cannot reach from the page, i.e. cross-origin ones.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Whether `page` shows a frame from another origin (which only axe's default mode checks). */
function hasForeignFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .some((f) => f !== page.mainFrame() && /^https?:/.test(f.url()) && new URL(f.url()).origin !== origin);
}

/** The page's (or `include`'s) WCAG 2.2 AA violations, each as "rule: elements". */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(!hasForeignFrame(page));
  const axe = await (include ? builder.include(include) : builder).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails the test on any WCAG 2.2 AA violation on the page (or inside `include`, e.g. an iframe). */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}
