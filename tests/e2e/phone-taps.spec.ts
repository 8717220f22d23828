/**
 * Every tap answered on a phone (issue 20): a learner on a phone (tests/support/phone/: touch,
 * 4× CPU slowdown, slow 4G, a first visit) opens each player and taps as soon as the control is
 * painted, and again, on another first visit, after 4 s of reading. On content the project has
 * never seen: a site built from a generated pack (tests/support/phone/generated-site.ts) and
 * served by the product's own server. Per player:
 * - no tap is lost: the response comes, at first sight within 8 s and after reading within 4 s
 *   (twice and eight times issue 20's 4 s and 0.5 s; what a tap takes is measured by
 *   `npm run bench:pages`, whose medians docs/benchmarks.md reports: a loaded test machine's
 *   milliseconds are not the learner's, so this test holds only what cannot depend on them);
 * - none is given twice: its effect (the saved answer, the round asked for, the step on)
 *   happens exactly once;
 * - the JavaScript the page loaded by the first tap's answer is within the budget `npm run
 *   budget:js` holds the build to, counted as it counts (90 KB gzip: issue 20's 80 KB does not
 *   hold with React, docs/decisions.md "A player page's JavaScript").
 * Soft assertions, so each test reports both taps and the JS whatever fails first. The four
 * tests run one after another in one worker: measured side by side they would share the cores.
 */
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test as base } from '@playwright/test';
import type { ContentGraph } from '#src/domain/model.ts';
import { LANGS } from '#src/domain/model.ts';
import { E2E_RUN_ID } from '#tests/support/e2e-run.ts';
import { INTERACTIVE_BUDGET_BYTES } from '#tests/support/js-gzip.ts';
import { generatedGraph, generatedSiteFor, serveGeneratedSite } from '#tests/support/phone/generated-site.ts';
import { learnerTap, type LearnerTap } from '#tests/support/phone/learner.ts';
import { PLAYERS, playerScenarios } from '#tests/support/phone/players.ts';

/** The issue's limits (4 s at first sight, 0.5 s after reading; the benchmark measures them). */
const FIRST_SIGHT_MS = 4_000;
const AFTER_READING_MS = 500;
const READING_MS = 4_000;
const JS_BUDGET_BYTES = INTERACTIVE_BUDGET_BYTES;
/** How long a tap may go unanswered before it counts as lost: twice (first sight) and eight times (after reading) its limit. */
const FIRST_SIGHT_WAIT_MS = 2 * FIRST_SIGHT_MS;
const AFTER_READING_WAIT_MS = 8 * AFTER_READING_MS;

const SITE_DIR = resolve(import.meta.dirname, '../../.data/phone-taps');

const test = base.extend<object, { site: { baseUrl: string; graph: ContentGraph } }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none
    async ({}, use) => {
      const started = performance.now();
      const built = await generatedSiteFor(SITE_DIR, E2E_RUN_ID);
      const server = await serveGeneratedSite(built, join(SITE_DIR, 'data'));
      console.log(
        `generated site ready in ${((performance.now() - started) / 1000).toFixed(1)} s (built or taken over, then served)`,
      );
      try {
        await use({ baseUrl: server.baseUrl, graph: await generatedGraph(built) });
      } finally {
        await server.stop();
      }
    },
    // The build of 300 questions (about 700 pages) and the server's first start, on a busy machine.
    { scope: 'worker', timeout: 300_000 },
  ],
});

test.describe.configure({ mode: 'default' });

/** The measurement in a line of the report, with the machine's load then (a busy machine slows the emulated phone further). */
const reported = (r: LearnerTap) =>
  `${r.responseMs === null ? 'no response' : `${Math.round(r.responseMs)} ms`} (tap at ${Math.round(r.tapAtMs)} ms, first paint ${Math.round(r.fcpMs)} ms), effect ×${r.effects}, JS ${r.js.gzipBytes} B gzip in ${r.js.scripts.length} files + inline, ${r.js.transferBytes} B on the wire; load average ${loadavg()[0]!.toFixed(1)}`;

for (const [i, player] of PLAYERS.entries()) {
  const lang = LANGS[i % LANGS.length]!;
  test(`${player} (${lang}): a tap at first sight and one after reading are each answered, once; within the JS budget by the first`, async ({
    browser,
    site,
  }) => {
    test.setTimeout(120_000);
    const scenario = playerScenarios(site.graph, lang)[player];

    const first = await learnerTap(browser, site.baseUrl, scenario, { responseWaitMs: FIRST_SIGHT_WAIT_MS });
    test.info().annotations.push({ type: 'first sight', description: reported(first) });
    console.log(`${player} first sight: ${reported(first)}`);
    expect
      .soft(
        first.responseMs,
        `the tap at first sight on ${scenario.path} was not answered within ${FIRST_SIGHT_WAIT_MS} ms`,
      )
      .not.toBeNull();
    expect.soft(first.effects, 'times the first-sight tap took effect').toBe(1);
    expect
      .soft(
        first.js.gzipBytes,
        `JS gzip loaded by the first tap's answer: ${first.js.scripts.map((s) => `${new URL(s.url).pathname} ${s.gzipBytes}`).join(', ')}`,
      )
      .toBeLessThanOrEqual(JS_BUDGET_BYTES);

    const reading = await learnerTap(browser, site.baseUrl, scenario, {
      readMs: READING_MS,
      responseWaitMs: AFTER_READING_WAIT_MS,
    });
    test.info().annotations.push({ type: 'after reading', description: reported(reading) });
    console.log(`${player} after reading: ${reported(reading)}`);
    expect
      .soft(
        reading.responseMs,
        `the tap after ${READING_MS} ms of reading was not answered within ${AFTER_READING_WAIT_MS} ms`,
      )
      .not.toBeNull();
    expect.soft(reading.effects, 'times the tap after reading took effect').toBe(1);
  });
}
