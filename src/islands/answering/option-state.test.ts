import { describe, expect, it } from 'vitest';
import { optionMarks, optionState } from './option-state.ts';

const reveal = { correct: 'a', veryWrong: ['c'] };

describe('optionState', () => {
  it('shows nothing before an answer, even when correctness may be revealed', () => {
    expect(optionState('a', null, reveal)).toBe('idle');
    expect(optionState('b', null, reveal)).toBe('idle');
  });
  it('marks the correct answer and the chosen wrong or very wrong one after answering', () => {
    expect(optionState('a', 'b', reveal)).toBe('correct');
    expect(optionState('b', 'b', reveal)).toBe('wrong');
    expect(optionState('c', 'c', reveal)).toBe('veryWrong');
    expect(optionState('c', 'b', reveal)).toBe('idle');
    expect(optionState('a', 'a', reveal)).toBe('correct');
  });
  it('marks only the chosen option where correctness stays hidden (certificate, event)', () => {
    expect(optionState('b', 'b', null)).toBe('chosen');
    expect(optionState('a', 'b', null)).toBe('idle');
  });
});

describe('optionMarks', () => {
  it('says in words what the colour says', () => {
    expect(optionMarks('correct', true)).toEqual(['option.correct', 'option.yours']);
    expect(optionMarks('correct', false)).toEqual(['option.correct']);
    expect(optionMarks('wrong', true)).toEqual(['option.yours', 'option.wrong']);
    expect(optionMarks('veryWrong', true)).toEqual(['option.yours', 'option.veryWrong']);
    expect(optionMarks('chosen', true)).toEqual(['option.yours']);
    expect(optionMarks('idle', false)).toEqual([]);
  });
});
