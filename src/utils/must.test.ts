import { describe, expect, it } from 'vitest';
import { must } from './must.ts';

describe('must', () => {
  it('returns a present value, falsy ones included', () => {
    expect(must('x', 'a letter')).toBe('x');
    expect(must(0, 'a count')).toBe(0);
    expect(must('', 'a text')).toBe('');
  });

  it('throws naming what was missing', () => {
    expect(() => must(undefined, 'the inserted row')).toThrow('Expected the inserted row, found none');
    expect(() => must(null, 'a topic')).toThrow('Expected a topic, found none');
  });
});
