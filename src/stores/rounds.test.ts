import { describe, expect, it } from 'vitest';
import { chooseRound } from './answering.ts';
import { answerInRound, contextFromServer, loadRound, roundKey, saveRound, startRound } from './rounds.ts';

describe('offline rounds', () => {
  it('agree with the server rule (chooseRound) when started from the server state', () => {
    const cases = [
      { next: 1, answered: [], q: 'q2', starts: false },
      { next: 3, answered: ['q1'], q: 'q2', starts: false },
      { next: 3, answered: ['q1', 'q2'], q: 'q2', starts: false },
      { next: 3, answered: ['q2'], q: 'q1', starts: true },
    ];
    for (const c of cases) {
      expect(answerInRound(contextFromServer(c.next, c.answered), { questionId: c.q, startsTest: c.starts }).round).toBe(chooseRound(c.next, { answeredInLatest: c.answered, questionId: c.q, startsTest: c.starts }));
    }
  });
  it('go on offline: a test run continues its round, starting over opens the next one', () => {
    let ctx = answerInRound(null, { questionId: 'q1', startsTest: true });
    ctx = answerInRound(ctx, { questionId: 'q2', startsTest: false });
    expect(ctx).toEqual({ round: 1, answered: ['q1', 'q2'] });
    ctx = answerInRound(ctx, { questionId: 'q1', startsTest: true });
    expect(ctx).toEqual({ round: 2, answered: ['q1'] });
    ctx = answerInRound(ctx, { questionId: 'q1', startsTest: false });
    expect(ctx).toEqual({ round: 3, answered: ['q1'] });
    expect(startRound(ctx)).toEqual({ round: 4, answered: [] });
    expect(startRound(null)).toEqual({ round: 1, answered: [] });
  });
  it('are remembered per user and test (memory where IndexedDB is missing)', async () => {
    await saveRound(roundKey('u1', 't', 'x'), { round: 2, answered: ['q'] });
    expect(await loadRound(roundKey('u1', 't', 'x'))).toEqual({ round: 2, answered: ['q'] });
    expect(await loadRound(roundKey('u2', 't', 'x'))).toBeNull();
  });
});
