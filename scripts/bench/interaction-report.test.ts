import { describe, expect, it } from 'vitest';
import type { LearnerTap } from '../../tests/support/phone/learner.ts';
import { interactionTable, summariseInteractions, type PlayerRuns } from './interaction-report.ts';

/** A measured tap: answered after `ms` (null: lost), with an INP and the JS loaded by then. */
const tap = (ms: number | null, inpMs: number | null = 80, gzip = 90_000): LearnerTap => ({
  url: 'http://localhost/c/topic-0/',
  responseMs: ms,
  fcpMs: 1_200,
  tapAtMs: 1_300,
  inpMs,
  js: { gzipBytes: gzip, inlineGzipBytes: 1_900, transferBytes: gzip - 5_000, scripts: [] },
  requestsAfterTap: [],
  effects: ms === null ? 0 : 1,
});

const runs = (firstSight: LearnerTap[], reading: LearnerTap[]): PlayerRuns => ({
  player: 'certificate',
  path: '/c/topic-0/',
  firstSight,
  reading,
});

describe('summariseInteractions', () => {
  it('takes each figure’s median over the runs', () => {
    const [s] = summariseInteractions([
      runs([tap(900, 60, 70_000), tap(300, 120, 90_000), tap(600, 90, 80_000)], [tap(200), tap(100), tap(150)]),
    ]);
    expect(s).toMatchObject({
      runs: 3,
      firstSight: { ms: 600, lost: 0 },
      reading: { ms: 150, lost: 0 },
      inpFirstSightMs: 90,
      jsGzipBytes: 80_000,
      jsTransferBytes: 75_000,
    });
  });

  it('counts a lost tap as slower than any answered one: one lost of three leaves the median answered', () => {
    const [s] = summariseInteractions([runs([tap(null), tap(3_000), tap(1_000)], [tap(100), tap(100), tap(100)])]);
    expect(s!.firstSight).toEqual({ ms: 3_000, lost: 1 });
  });

  it('calls the median lost when most runs lost the tap', () => {
    const [s] = summariseInteractions([runs([tap(null), tap(null), tap(400)], [tap(null), tap(null), tap(null)])]);
    expect(s!.firstSight).toEqual({ ms: null, lost: 2 });
    expect(s!.reading).toEqual({ ms: null, lost: 3 });
  });

  it('leaves INP out of the median where a run measured none', () => {
    const [s] = summariseInteractions([
      runs([tap(100, null), tap(100, 40), tap(100, 200)], [tap(100, null), tap(100, null), tap(100, null)]),
    ]);
    expect(s!.inpFirstSightMs).toBe(120);
    expect(s!.inpReadingMs).toBeNull();
  });
});

describe('interactionTable', () => {
  it('prints the commit, the site and the load average, and marks lost taps', () => {
    const summary = summariseInteractions([
      runs([tap(null), tap(null), tap(5_000)], [tap(480.4), tap(null), tap(470)]),
    ]);
    const table = interactionTable(summary, {
      commit: 'abc1234',
      site: 'generated pack of 300 questions',
      loadAverage: [1.5, 1.25, 1],
    });
    expect(table).toContain('Commit `abc1234`, generated pack of 300 questions, load average 1.50 / 1.25 / 1.00');
    expect(table).toContain(
      '| certificate | `/c/topic-0/` | lost (2 of 3) | 480 ms (1 of 3 lost) | 80 ms | 80 ms | 87.9 KB | 83.0 KB |',
    );
  });
});
