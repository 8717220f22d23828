/**
 * The page benchmark's summary: per page type the median of each metric over its runs, and LCP
 * as a ratio to the fastest page type's and to the plain Astro page's, as JSON and as a Markdown
 * table docs/benchmarks.md can carry.
 */
import type { PageRun } from './lighthouse-run.ts';
import { must } from '#src/utils/must.ts';

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => must(sorted[i], `value ${i} of ${sorted.length}`);
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/** One page type's medians. */
export interface PageSummary extends PageRun {
  readonly type: string;
  readonly path: string;
  readonly runs: number;
  /** LCP over the fastest page type's LCP (the plain Astro page not counted). */
  readonly lcpToFastest: number;
  /** LCP over the plain Astro page's LCP. */
  readonly lcpToPlain: number;
}

/** The measured runs of one page type. */
export interface PageRuns {
  readonly type: string;
  readonly path: string;
  readonly runs: readonly PageRun[];
}

/** Each metric's median over `runs`, metric by metric (not the metrics of one median run). */
function medians(runs: readonly PageRun[]): PageRun {
  const of = (metric: keyof PageRun) => median(runs.map((r) => r[metric]));
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsTransferBytes: of('jsTransferBytes'),
    jsGzipBytes: of('jsGzipBytes'),
    inlineJsGzipBytes: of('inlineJsGzipBytes'),
    scripts: of('scripts'),
  };
}

/** Medians per page type, with LCP ratios; `plain` is the anchor, measured the same way. */
export function summarise(pages: readonly PageRuns[], plain: PageRuns): { pages: PageSummary[]; plain: PageSummary } {
  const plainMedians = medians(plain.runs);
  const withMedians = pages.map((p) => ({ ...p, m: medians(p.runs) }));
  const fastest = Math.min(...withMedians.map((p) => p.m.lcpMs));
  const summary = (p: PageRuns, m: PageRun): PageSummary => ({
    type: p.type,
    path: p.path,
    runs: p.runs.length,
    ...m,
    lcpToFastest: m.lcpMs / fastest,
    lcpToPlain: m.lcpMs / plainMedians.lcpMs,
  });
  return { pages: withMedians.map((p) => summary(p, p.m)), plain: summary(plain, plainMedians) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The summary as a Markdown table, the plain Astro page last. */
export function markdownTable(summary: { pages: readonly PageSummary[]; plain: PageSummary }): string {
  const lines = [
    '| page type | path | performance | LCP | TBT | CLS | JS transferred | JS gzip (inline) | LCP ÷ fastest | LCP ÷ plain Astro |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const p of [...summary.pages, summary.plain]) {
    const cells = [
      p.type,
      `\`${p.path}\``,
      String(Math.round(p.performance)),
      `${Math.round(p.lcpMs)} ms`,
      `${Math.round(p.tbtMs)} ms`,
      p.cls.toFixed(3),
      kb(p.jsTransferBytes),
      `${kb(p.jsGzipBytes)} (${kb(p.inlineJsGzipBytes)})`,
      p.lcpToFastest.toFixed(2),
      p.lcpToPlain.toFixed(2),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
