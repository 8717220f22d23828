/**
 * Tests wait for conditions, never for fixed times: a fixed sleep is either too short on a busy
 * machine (a flaky test) or too long everywhere (a slow suite). This scans every test and test
 * helper for one (`page.waitForTimeout`, a `sleep(` helper, a promise resolved by a timer, the
 * timer promises of `node:timers/promises`) and fails on any not in the allow-list below, where
 * each deliberate pause says why it is not a wait for a condition.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SELF = relative(ROOT, import.meta.filename);

/** The fixed waits looked for, each with what it is called in a failure. */
const SLEEPS: readonly { readonly name: string; readonly pattern: RegExp }[] = [
  { name: 'page.waitForTimeout', pattern: /\bwaitForTimeout\(/ },
  { name: 'a sleep helper', pattern: /\bsleep\(/ },
  // `new Promise((r) => setTimeout(r, ms))` with any delay but 0 (a 0 only lets queued work run).
  {
    name: 'a promise resolved by a timer',
    pattern: /new Promise(?:<[^>]*>)?\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*\{?\s*setTimeout\(\s*\1\s*,(?!\s*0\s*\))/,
  },
  { name: 'node:timers/promises', pattern: /['"]node:timers\/promises['"]/ },
];

/** The deliberate pauses: a file, a piece of the line, and why it is no wait for a condition. */
const ALLOWED: readonly { readonly file: string; readonly line: string; readonly reason: string }[] = [
  {
    file: 'tests/support/phone/tap.ts',
    line: 'await page.waitForTimeout(readMs)',
    reason: 'a learner reading the page before tapping: the measurement is of a tap that long after the page loaded',
  },
  {
    file: 'tests/integration/database-outage.test.ts',
    line: 'const backOff = () => new Promise((r) => setTimeout(r, 100))',
    reason:
      'a learner pausing after a 503, as a client told Retry-After does; without it the load only spins on refusals',
  },
  {
    file: 'tests/support/publishing.ts',
    line: 'await new Promise((r) => setTimeout(r, everyMs))',
    reason:
      'the interval between two checks of waitFor(), a poll for a condition shared with scripts and Playwright (no Vitest there)',
  },
];

/** Test files and test helpers: everything under tests/, and the *.test.ts files in src/ and scripts/. */
function testSources(): string[] {
  const under = (dir: string, keep: (file: string) => boolean) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .map((f) => join(dir, f))
      .filter((f) => /\.(ts|tsx|mts|js|mjs)$/.test(f) && !f.includes('node_modules') && keep(f));
  return [
    ...under('tests', () => true),
    ...under('src', (f) => /\.test\.tsx?$/.test(f)),
    ...under('scripts', (f) => /\.test\.ts$/.test(f)),
  ]
    .filter((f) => f !== SELF)
    .sort();
}

/** Every line with a fixed wait, as `file:line: text (what)`, allowed or not. */
function fixedWaits(): { file: string; text: string; where: string }[] {
  const found: { file: string; text: string; where: string }[] = [];
  for (const file of testSources()) {
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        const hit = SLEEPS.find((s) => s.pattern.test(text));
        if (hit) found.push({ file, text: text.trim(), where: `${file}:${i + 1}: ${text.trim()} (${hit.name})` });
      });
  }
  return found;
}

describe('fixed waits in tests', () => {
  const found = fixedWaits();

  it('there are none but the allowed deliberate pauses', () => {
    const unexplained = found.filter((f) => !ALLOWED.some((a) => a.file === f.file && f.text.includes(a.line)));
    expect(
      unexplained.map((f) => f.where),
      'wait for the condition instead (expect.poll, vi.waitFor, an event, fake timers)',
    ).toEqual([]);
  });

  it('every allowed pause is still there (a removed one leaves the list)', () => {
    const stale = ALLOWED.filter((a) => !found.some((f) => f.file === a.file && f.text.includes(a.line)));
    expect(stale.map((a) => `${a.file}: ${a.line}`)).toEqual([]);
  });

  it('the scan recognises each kind of fixed wait', () => {
    const samples = [
      'await page.waitForTimeout(500);',
      'await sleep(100);',
      'await new Promise((r) => setTimeout(r, 250));',
      "import { setTimeout } from 'node:timers/promises';",
    ];
    expect(samples.map((s) => SLEEPS.some((p) => p.pattern.test(s)))).toEqual([true, true, true, true]);
    // Letting queued work run (a 0 ms timer) and a test's own timeout are no fixed waits.
    const fine = ['const flush = () => new Promise((resolve) => setTimeout(resolve, 0));', 'test.setTimeout(120_000);'];
    expect(fine.map((s) => SLEEPS.some((p) => p.pattern.test(s)))).toEqual([false, false]);
  });
});
