import { describe, expect, it } from 'vitest';
import {
  asPercent,
  certificatesEarned,
  challengesCompleted,
  hasProgress,
  isDiplomaComplete,
  testScore,
} from './progress.ts';

const topic = (percent: number | null, done: boolean[] = []) => ({
  global_id: 'x',
  slug: 'x',
  diploma_test:
    percent === null ? null : { global_id: 'd', percent_completed: percent, failed: false, certificate_code: null },
  challenges: { items: done.map((is_completed, i) => ({ global_id: `c${i}`, is_completed })) },
});

describe('progress', () => {
  it('shows scores up to 1 as rounded percentages', () => {
    expect(asPercent(0)).toBe(0);
    expect(asPercent(1 / 7)).toBe(14);
    expect(asPercent(0.5)).toBe(50);
    expect(asPercent(1)).toBe(100);
    expect(asPercent(42.4)).toBe(42);
    expect(asPercent(undefined)).toBe(0);
    expect(asPercent(Number.NaN)).toBe(0);
  });
  it('completes a diploma at percent_completed 1 and counts certificates', () => {
    expect(isDiplomaComplete(topic(1))).toBe(true);
    expect(isDiplomaComplete(topic(6 / 7))).toBe(false);
    expect(isDiplomaComplete(topic(null))).toBe(false);
    expect(certificatesEarned([topic(1), topic(0.5), topic(null), topic(1)])).toBe(2);
  });
  it('counts completed challenges and test answers', () => {
    expect(challengesCompleted(topic(null, [true, false, true]))).toEqual({ done: 2, total: 3 });
    expect(challengesCompleted(undefined)).toEqual({ done: 0, total: 0 });
    const latest = {
      global_id: 't',
      test_round: 1,
      questions: [
        { global_id: 'q1', answer: { global_id: 'a', is_correct: true } },
        { global_id: 'q2', answer: { global_id: 'b', is_correct: false } },
        { global_id: 'q3', answer: null },
      ],
    };
    expect(testScore(latest, 3)).toEqual({ answered: 2, correct: 1, total: 3 });
    expect(testScore(undefined, 5)).toEqual({ answered: 0, correct: 0, total: 5 });
  });
  it('knows whether a topic has progress to show', () => {
    expect(hasProgress(topic(0))).toBe(false);
    expect(hasProgress(topic(0.2))).toBe(true);
    expect(hasProgress(topic(null, [false, true]))).toBe(true);
  });
});
