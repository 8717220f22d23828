import { describe, expect, it } from 'vitest';
import { GRADE_ICONS } from './Verdict.tsx';

describe('GRADE_ICONS', () => {
  it('gives every grade its own icon, so very wrong never looks like wrong', () => {
    const icons = Object.values(GRADE_ICONS);
    expect(new Set(icons).size).toBe(icons.length);
    expect(GRADE_ICONS.veryWrong).toBe('‼');
  });
});
