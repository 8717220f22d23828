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
import type { PlayerRuns } from './interaction-report.ts';
import { must } from '#src/utils/must.ts';

/** The learner's reading time before the second tap. */
export const READING_MS = 4_000;
/** How long a tap may go unanswered before the run calls it lost. */
const RESPONSE_WAIT_MS = 10_000;

/** Measures every scenario `runs` times, going round them; `log` hears each measurement. */
export async function measureInteractions(
  browser: Browser,
  baseUrl: string,
  scenarios: readonly TapScenario[],
  runs: number,
  log: (line: string) => void,
): Promise<PlayerRuns[]> {
  const measured = scenarios.map((s) => ({
    player: s.player,
    path: s.path,
    firstSight: [] as LearnerTap[],
    reading: [] as LearnerTap[],
  }));
  for (let run = 1; run <= runs; run++) {
    for (const [i, scenario] of scenarios.entries()) {
      const first = await learnerTap(browser, baseUrl, scenario, { responseWaitMs: RESPONSE_WAIT_MS, inp: true });
      const reading = await learnerTap(browser, baseUrl, scenario, {
        readMs: READING_MS,
        responseWaitMs: RESPONSE_WAIT_MS,
        inp: true,
      });
      const mine = must(measured[i], `the measures of scenario ${i}`);
      mine.firstSight.push(first);
      mine.reading.push(reading);
      const ms = (t: LearnerTap) => (t.responseMs === null ? 'lost' : `${Math.round(t.responseMs)} ms`);
      log(
        `run ${run}/${runs} ${scenario.player.padEnd(12)} first sight ${ms(first)}, after reading ${ms(reading)}, INP ${first.inpMs ?? '–'}/${reading.inpMs ?? '–'} ms, JS gzip ${first.js.gzipBytes} B`,
      );
    }
  }
  return measured;
}
