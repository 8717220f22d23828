import { describe, expect, it } from 'vitest';
import { askedQuestions, challengeScore } from './challenge-score.ts';

const challenge = {
  combos: [
    { globalId: 'k1', questions: [{ globalId: 'q1' }, { globalId: 'q2' }] },
    { globalId: 'k2', questions: [{ globalId: 'q1' }, { globalId: 'q3' }] },
  ],
};

describe('the score of a challenge', () => {
  it('counts every asked question once per combo, in the order asked', () => {
    expect(askedQuestions(challenge)).toEqual([
      { combo: 'k1', question: 'q1' },
      { combo: 'k1', question: 'q2' },
      { combo: 'k2', question: 'q1' },
      { combo: 'k2', question: 'q3' },
    ]);
  });

  it('counts right answers and lists wrong and unanswered questions as missed', () => {
    const latest: Record<string, boolean> = { 'k1/q1': true, 'k1/q2': false, 'k2/q1': true };
    const score = challengeScore(challenge, (a) => latest[`${a.combo}/${a.question}`] ?? null);
    expect(score).toEqual({
      correct: 2,
      total: 4,
      missed: [
        { combo: 'k1', question: 'q2' },
        { combo: 'k2', question: 'q3' },
      ],
    });
  });

  it('scores a challenge without questions as nothing of nothing', () => {
    expect(challengeScore({ combos: [] }, () => true)).toEqual({ correct: 0, total: 0, missed: [] });
  });
});
