import { describe, expect, it } from 'vitest';
import { percentText } from './percent.ts';

describe('percentText', () => {
  it('writes a whole percentage as the named language does, without reading the page', () => {
    expect(percentText(0.823, 'en')).toBe('82%');
    expect(percentText(0.823, 'sv')).toBe('82\u00a0%');
    // Alternating languages keeps each its own form (one formatter per language).
    expect(percentText(0.5, 'en')).toBe('50%');
    expect(percentText(1, 'sv')).toBe('100\u00a0%');
  });
});
