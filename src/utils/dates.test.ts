import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

describe('formatDate', () => {
  it('writes English dates day first, the same on every page', () => {
    expect(formatDate('en', '2026-03-05T12:00:00Z')).toBe('5 March 2026');
    expect(formatDate('en', new Date('2026-03-05T12:00:00Z'))).toBe('5 March 2026');
  });

  it('writes Swedish dates in Swedish', () => {
    expect(formatDate('sv', '2026-03-05T12:00:00Z')).toBe('5 mars 2026');
  });
});
