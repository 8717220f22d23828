/**
 * The layout shifts a page makes without the visitor's input (what counts in CLS), each with the
 * elements that moved (the start of their HTML), from the page's start on: `recordLayoutShifts`
 * before the page loads, `layoutShifts` to read them.
 */
import type { Page } from '@playwright/test';

/** A layout shift without input: its score and the elements it moved. */
export interface LayoutShift {
  readonly value: number;
  readonly moved: readonly string[];
}

/** Records every layout shift without input of the pages `page` opens next (buffered: those before the observer too). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    const w = window as unknown as { layoutShifts: { value: number; moved: string[] }[] };
    w.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Entry[])
        if (!e.hadRecentInput)
          w.layoutShifts.push({
            value: e.value,
            moved: e.sources.map((s) =>
              s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName),
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded on the current page so far. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}
