/**
 * The page benchmark's interaction part (issue 20): what a learner on a phone feels when tapping
 * each player, measured with the phone tap tests' harness (tests/support/phone/: touch, 4× CPU
 * slowdown, slow 4G, a first visit; one source of truth). Per player and run: a tap at first
 * sight and, on another first visit, a tap after 4 s of reading, each timed from the touch to
 * its response on screen; the page's INP (web-vitals' `onINP`, every change reported); and the
 * JavaScript the page loaded by the first tap's answer. Runs go round the players in turn;
 * each figure is the median of its runs, a tap that was never answered counting as slower than
 * any (so the median is "lost" when most runs lost it).
 */
import type { Browser } from '@playwright/test';
import { learnerTap, type LearnerTap } from '../../tests/support/phone/learner.ts';
import type { TapScenario } from '../../tests/support/phone/players.ts';
import { median } from './pages-report.ts';

/** The learner's reading time before the second tap. */
export const READING_MS = 4_000;
/** How long a tap may go unanswered before the run calls it lost. */
const RESPONSE_WAIT_MS = 10_000;

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

/** Measures every scenario `runs` times, going round them; `log` hears each measurement. */
export async function measureInteractions(browser: Browser, baseUrl: string, scenarios: readonly TapScenario[], runs: number, log: (line: string) => void): Promise<PlayerRuns[]> {
  const measured = scenarios.map((s) => ({ player: s.player, path: s.path, firstSight: [] as LearnerTap[], reading: [] as LearnerTap[] }));
  for (let run = 1; run <= runs; run++) {
    for (const [i, scenario] of scenarios.entries()) {
      const first = await learnerTap(browser, baseUrl, scenario, { responseWaitMs: RESPONSE_WAIT_MS, inp: true });
      const reading = await learnerTap(browser, baseUrl, scenario, { readMs: READING_MS, responseWaitMs: RESPONSE_WAIT_MS, inp: true });
      measured[i]!.firstSight.push(first);
      measured[i]!.reading.push(reading);
      const ms = (t: LearnerTap) => (t.responseMs === null ? 'lost' : `${Math.round(t.responseMs)} ms`);
      log(`run ${run}/${runs} ${scenario.player.padEnd(12)} first sight ${ms(first)}, after reading ${ms(reading)}, INP ${first.inpMs ?? '–'}/${reading.inpMs ?? '–'} ms, JS gzip ${first.js.gzipBytes} B`);
    }
  }
  return measured;
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
export function interactionTable(summary: readonly PlayerSummary[], context: { readonly commit: string; readonly site: string; readonly loadAverage: readonly number[] }): string {
  const lines = [
    `Commit \`${context.commit}\`, ${context.site}, load average ${context.loadAverage.map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min) at the start.`,
    '',
    '| player | path | tap at first sight → response | tap after 4 s reading → response | INP (first sight) | INP (after reading) | JS gzip by the first tap | JS transferred |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const p of summary) {
    const cells = [p.player, `\`${p.path}\``, tapCell(p.firstSight, p.runs), tapCell(p.reading, p.runs), msCell(p.inpFirstSightMs), msCell(p.inpReadingMs), kb(p.jsGzipBytes), kb(p.jsTransferBytes)];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
