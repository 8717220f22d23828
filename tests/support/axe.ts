/**
 * The accessibility check of the browser tests: axe with the WCAG 2.2 AA rule sets, no
 * violation allowed, each named by rule and element so a failure says what to fix.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails the test on any WCAG 2.2 AA violation on the page (or inside `include`, e.g. an iframe). */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  const axe = await (include ? builder.include(include) : builder).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
