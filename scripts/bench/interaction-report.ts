/**
 * The interaction part's summary (scripts/bench/interaction.ts): per player the median of each
 * figure over its runs, a tap never answered counting as slower than any answered one, and the
 * Markdown table docs/benchmarks.md can carry, with where and when it was measured.
 */
import type { LearnerTap } from '../../tests/support/phone/learner.ts';
import { median } from './pages-report.ts';

/** One player's measured runs. */
export interface PlayerRuns {
  readonly player: string;
  readonly path: string;
  readonly firstSight: LearnerTap[];
  readonly reading: LearnerTap[];
}

/** A median over runs, or null when none was answered in most of them; with how many were lost. */
export interface TapMedian {
  readonly ms: number | null;
  readonly lost: number;
}

/** One player's medians. */
export interface PlayerSummary {
  readonly player: string;
  readonly path: string;
  readonly runs: number;
  readonly firstSight: TapMedian;
  readonly reading: TapMedian;
  readonly inpFirstSightMs: number | null;
  readonly inpReadingMs: number | null;
  /** gzip bytes of the JS loaded by the first-sight tap's answer (or by the end of the wait). */
  readonly jsGzipBytes: number;
  readonly jsTransferBytes: number;
}

/** The median time of some taps, a lost one counting as slower than any answered. */
function tapMedian(taps: readonly LearnerTap[]): TapMedian {
  const ms = median(taps.map((t) => t.responseMs ?? Number.POSITIVE_INFINITY));
  return { ms: Number.isFinite(ms) ? ms : null, lost: taps.filter((t) => t.responseMs === null).length };
}

/** The median of the values that were measured, or null when none was. */
function medianOf(values: readonly (number | null)[]): number | null {
  const known = values.filter((v) => v !== null);
  return known.length ? median(known) : null;
}

/** Each player's medians, metric by metric. */
export function summariseInteractions(measured: readonly PlayerRuns[]): PlayerSummary[] {
  return measured.map((p) => ({
    player: p.player,
    path: p.path,
    runs: p.firstSight.length,
    firstSight: tapMedian(p.firstSight),
    reading: tapMedian(p.reading),
    inpFirstSightMs: medianOf(p.firstSight.map((t) => t.inpMs)),
    inpReadingMs: medianOf(p.reading.map((t) => t.inpMs)),
    jsGzipBytes: median(p.firstSight.map((t) => t.js.gzipBytes)),
    jsTransferBytes: median(p.firstSight.map((t) => t.js.transferBytes)),
  }));
}

const tapCell = (t: TapMedian, runs: number) => {
  if (t.ms === null) return `lost (${t.lost} of ${runs})`;
  return t.lost ? `${Math.round(t.ms)} ms (${t.lost} of ${runs} lost)` : `${Math.round(t.ms)} ms`;
};
const msCell = (ms: number | null) => (ms === null ? '–' : `${Math.round(ms)} ms`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The summary as a Markdown table, with the line that says where and when it was measured. */
export function interactionTable(
  summary: readonly PlayerSummary[],
  context: { readonly commit: string; readonly site: string; readonly loadAverage: readonly number[] },
): string {
  const lines = [
    `Commit \`${context.commit}\`, ${context.site}, load average ${context.loadAverage.map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min) at the start.`,
    '',
    '| player | path | tap at first sight → response | tap after 4 s reading → response | INP (first sight) | INP (after reading) | JS gzip by the first tap | JS transferred |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const p of summary) {
    const cells = [
      p.player,
      `\`${p.path}\``,
      tapCell(p.firstSight, p.runs),
      tapCell(p.reading, p.runs),
      msCell(p.inpFirstSightMs),
      msCell(p.inpReadingMs),
      kb(p.jsGzipBytes),
      kb(p.jsTransferBytes),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
