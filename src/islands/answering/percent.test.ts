import { describe, expect, it } from 'vitest';
import { oneDecimal, percentText } from './percent.ts';

describe('percentText', () => {
  it('writes a whole percentage as the named language does, without reading the page', () => {
    expect(percentText(0.823, 'en')).toBe('82%');
    expect(percentText(0.823, 'sv')).toBe('82\u00a0%');
    // Alternating languages keeps each its own form (one formatter per language).
    expect(percentText(0.5, 'en')).toBe('50%');
    expect(percentText(1, 'sv')).toBe('100\u00a0%');
  });
});

describe('oneDecimal', () => {
  it('writes up to one decimal as the named language does', () => {
    expect(oneDecimal('en', 4.25)).toBe('4.3');
    expect(oneDecimal('sv', 4.25)).toBe('4,3');
    expect(oneDecimal('en', 2)).toBe('2');
    // Its formatter is not the percentage's of the same language.
    expect(percentText(0.5, 'sv')).toBe('50\u00a0%');
  });
});
