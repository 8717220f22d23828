import { describe, expect, it } from 'vitest';
import { loadRound, roundKey, saveRound } from './rounds.ts';

describe('offline rounds', () => {
  it('are remembered per user and test (memory where IndexedDB is missing)', async () => {
    await saveRound(roundKey('u1', 't', 'x'), { round: 2, answered: ['q'] });
    expect(await loadRound(roundKey('u1', 't', 'x'))).toEqual({ round: 2, answered: ['q'] });
    expect(await loadRound(roundKey('u2', 't', 'x'))).toBeNull();
  });
});
