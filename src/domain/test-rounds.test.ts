import { describe, expect, it } from 'vitest';
import {
  answerInRound,
  chooseRound,
  contextFromServer,
  nextRound,
  restoredRound,
  roundFor,
  startRound,
  type RoundContext,
} from './test-rounds.ts';

describe('the next round', () => {
  it('is the latest stored round plus one, 1 when nothing is stored', () => {
    expect(nextRound(0)).toBe(1);
    expect(nextRound(1)).toBe(2);
    expect(nextRound(41)).toBe(42);
  });
  it('never starts below 1, whatever the store says', () => {
    expect(nextRound(-3)).toBe(1);
  });
});

describe('a restored round (docs/reference/states.md#test-round-counter)', () => {
  it('is the next round lowered by one only when above 1', () => {
    expect(restoredRound(1)).toBe(1);
    expect(restoredRound(2)).toBe(1);
    expect(restoredRound(7)).toBe(6);
  });
  it('is what the server stored last: restoring undoes the next round', () => {
    for (const latest of [1, 2, 9]) expect(restoredRound(nextRound(latest))).toBe(latest);
  });
});

describe('the server context', () => {
  it('is no round yet when nothing is stored', () => {
    expect(contextFromServer(1, ['q1'])).toEqual({ round: 0, answered: [] });
  });
  it('is the latest round with the questions it holds', () => {
    expect(contextFromServer(4, ['q1', 'q2'])).toEqual({ round: 3, answered: ['q1', 'q2'] });
  });
  it('copies the answered list (the caller may change its own)', () => {
    const answered = ['q1'];
    const ctx = contextFromServer(3, answered);
    answered.push('q2');
    expect(ctx.answered).toEqual(['q1']);
  });
});

describe('the round an answer belongs to', () => {
  const ctx: RoundContext = { round: 2, answered: ['q1', 'q2'] };
  it('is round 1 when there is no round yet', () => {
    expect(roundFor(null, { questionId: 'q3', startsTest: false })).toEqual({ round: 1, answered: [] });
    expect(roundFor({ round: 0, answered: [] }, { questionId: 'q3', startsTest: false })).toEqual({
      round: 1,
      answered: [],
    });
  });
  it('goes on while the question is new to the round', () => {
    expect(roundFor(ctx, { questionId: 'q3', startsTest: false })).toEqual(ctx);
  });
  it('opens the next round for a question answered in this round already', () => {
    expect(roundFor(ctx, { questionId: 'q2', startsTest: false })).toEqual({ round: 3, answered: [] });
  });
  it('opens the next round when the test starts over', () => {
    expect(roundFor(ctx, { questionId: 'q9', startsTest: true })).toEqual({ round: 3, answered: [] });
  });
});

describe('answering in a round', () => {
  it('goes on offline: a test run continues its round, starting over opens the next one', () => {
    let ctx = answerInRound(null, { questionId: 'q1', startsTest: true });
    ctx = answerInRound(ctx, { questionId: 'q2', startsTest: false });
    expect(ctx).toEqual({ round: 1, answered: ['q1', 'q2'] });
    ctx = answerInRound(ctx, { questionId: 'q1', startsTest: true });
    expect(ctx).toEqual({ round: 2, answered: ['q1'] });
    ctx = answerInRound(ctx, { questionId: 'q1', startsTest: false });
    expect(ctx).toEqual({ round: 3, answered: ['q1'] });
  });
  it('does not change the context it was given', () => {
    const ctx: RoundContext = { round: 1, answered: ['q1'] };
    answerInRound(ctx, { questionId: 'q2', startsTest: false });
    expect(ctx).toEqual({ round: 1, answered: ['q1'] });
  });
});

describe('choosing a round from the server numbers', () => {
  const cases = [
    { next: 1, answered: [], q: 'q2', starts: false, round: 1 },
    { next: 1, answered: [], q: 'q1', starts: true, round: 1 },
    { next: 3, answered: ['q1'], q: 'q2', starts: false, round: 2 },
    { next: 3, answered: ['q1', 'q2'], q: 'q2', starts: false, round: 3 },
    { next: 3, answered: ['q2'], q: 'q1', starts: true, round: 3 },
    { next: 2, answered: [], q: 'q1', starts: true, round: 2 },
  ];
  it('continues the latest round, unless the test starts over or the question was answered in it', () => {
    for (const c of cases)
      expect(
        chooseRound(c.next, { answeredInLatest: c.answered, questionId: c.q, startsTest: c.starts }),
        JSON.stringify(c),
      ).toBe(c.round);
  });
  it('agrees with the offline rule started from the server state', () => {
    for (const c of cases) {
      expect(
        answerInRound(contextFromServer(c.next, c.answered), { questionId: c.q, startsTest: c.starts }).round,
      ).toBe(c.round);
    }
  });
});

describe('starting a round explicitly', () => {
  it('follows the last round known, or is round 1', () => {
    expect(startRound({ round: 3, answered: ['q1'] })).toEqual({ round: 4, answered: [] });
    expect(startRound(null)).toEqual({ round: 1, answered: [] });
    expect(startRound({ round: 0, answered: [] })).toEqual({ round: 1, answered: [] });
  });
});
