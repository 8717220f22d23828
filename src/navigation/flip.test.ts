import { describe, expect, it } from 'vitest';
import { chooseTransition, flipKey, type Choice } from './flip.ts';

/** Walks a list of paths as one visitor would, carrying the disabled-flip memory along. */
function walk(mobile: boolean, paths: readonly string[]): Choice[] {
  let memory: string | null = null;
  const out: Choice[] = [];
  for (let i = 1; i < paths.length; i++) {
    const choice = chooseTransition(paths[i - 1]!, paths[i]!, mobile, memory);
    memory = choice.disabledFlip;
    out.push(choice);
  }
  return out;
}

describe('flipKey', () => {
  it('maps an explanation to its question and leaves other paths alone', () => {
    expect(flipKey('/q/q1/explanation/')).toBe('/q/q1/');
    expect(flipKey('/sv/t/health/embed/q1/explanation/')).toBe('/sv/t/health/embed/q1/');
    expect(flipKey('/q/q1/embed/extraexplanation/')).toBe('/q/q1/embed/');
    expect(flipKey('/t/health/')).toBe('/t/health/');
  });
});

describe('chooseTransition: the disabled-flip path', () => {
  const backAndForth = ['/q/q1/', '/q/q1/explanation/', '/q/q1/', '/q/q1/explanation/', '/q/q2/', '/q/q2/explanation/'];

  it('on a mobile device, flips a question once, then turns it without animation until navigation leaves it', () => {
    const steps = walk(true, backAndForth);
    expect(steps.map((s) => s.transition)).toEqual(['fade-in', 'none', 'none', 'none', 'fade-in']);
    expect(steps.map((s) => s.disabledFlip)).toEqual(['/q/q1/', '/q/q1/', '/q/q1/', null, '/q/q2/']);
  });

  it('on other devices always flips and remembers nothing', () => {
    const steps = walk(false, backAndForth);
    expect(steps.map((s) => s.transition)).toEqual(['fade-in', 'fade-out', 'fade-in', 'none', 'fade-in']);
    expect(steps.every((s) => s.disabledFlip === null)).toBe(true);
  });

  it('clears the memory when navigation leaves the question, even without a flip', () => {
    expect(chooseTransition('/q/q1/explanation/', '/t/health/', true, '/q/q1/')).toEqual({
      transition: 'slide-down',
      disabledFlip: null,
    });
    expect(chooseTransition('/t/health/', '/', true, '/q/q1/')).toEqual({
      transition: 'stack-back',
      disabledFlip: null,
    });
  });

  it('keeps other transitions as the table says on mobile devices', () => {
    expect(walk(true, ['/', '/t/health/', '/t/health/q1/'])).toEqual([
      { transition: 'stack-forward', disabledFlip: null },
      { transition: 'slide-up', disabledFlip: null },
    ]);
  });
});
