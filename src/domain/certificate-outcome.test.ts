import { describe, expect, it } from 'vitest';
import {
  certificateOutcome,
  diplomaProgress,
  latestPerQuestion,
  roundFailed,
  type RoundAnswer,
} from './certificate-outcome.ts';

const Q = ['q1', 'q2', 'q3'];
const right = (questionId: string): RoundAnswer => ({ questionId, isCorrect: true });
const wrong = (questionId: string): RoundAnswer => ({ questionId, isCorrect: false });

describe('the certificate outcome of a round', () => {
  it('goes on while questions are left and none is wrong', () => {
    expect(certificateOutcome([], Q)).toBe('continue');
    expect(certificateOutcome([right('q1'), right('q2')], Q)).toBe('continue');
  });
  it('passes when every question of the diploma test is answered rightly', () => {
    expect(certificateOutcome([right('q1'), right('q2'), right('q3')], Q)).toBe('passed');
    expect(certificateOutcome([right('q3'), right('q1'), right('q2')], Q)).toBe('passed');
  });
  it('fails with one wrong answer', () => {
    expect(certificateOutcome([wrong('q1')], Q)).toBe('failed');
    expect(certificateOutcome([right('q1'), right('q2'), wrong('q3')], Q)).toBe('failed');
  });
  it('stays failed when the wrong question is answered again rightly', () => {
    expect(certificateOutcome([wrong('q1'), right('q1'), right('q2'), right('q3')], Q)).toBe('failed');
  });
  it('ignores answers to questions outside the test for passing', () => {
    expect(certificateOutcome([right('q1'), right('q2'), right('x')], Q)).toBe('continue');
  });
  it('never passes a test without questions', () => {
    expect(certificateOutcome([right('q1')], [])).toBe('continue');
  });
});

describe('round helpers', () => {
  it('tell a failed round', () => {
    expect(roundFailed([])).toBe(false);
    expect(roundFailed([right('q1'), wrong('q2')])).toBe(true);
  });
  it('keep the latest answer per question (answers oldest first)', () => {
    const latest = latestPerQuestion([wrong('q1'), right('q2'), right('q1')]);
    expect([...latest.entries()]).toEqual([
      ['q1', right('q1')],
      ['q2', right('q2')],
    ]);
  });
  it("keep the caller's own answer objects", () => {
    const a = { questionId: 'q1', isCorrect: true, answerId: 'a1' };
    expect(latestPerQuestion([a]).get('q1')).toBe(a);
  });
});

describe('diploma progress', () => {
  it('is the share of questions whose latest answer is right', () => {
    expect(diplomaProgress([right('q1')], Q)).toEqual({ percentCompleted: 1 / 3, failed: false });
    expect(diplomaProgress([right('q1'), right('q2'), right('q3')], Q)).toEqual({ percentCompleted: 1, failed: false });
  });
  it('counts a question answered again rightly, and still says the round failed', () => {
    expect(diplomaProgress([wrong('q1'), right('q1'), right('q2')], Q)).toEqual({
      percentCompleted: 2 / 3,
      failed: true,
    });
  });
  it('does not count a right answer made wrong later', () => {
    expect(diplomaProgress([right('q1'), wrong('q1')], Q)).toEqual({ percentCompleted: 0, failed: true });
  });
  it('is nothing for a test without questions', () => {
    expect(diplomaProgress([], [])).toEqual({ percentCompleted: 0, failed: false });
  });
});
