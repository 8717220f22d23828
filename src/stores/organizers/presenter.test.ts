import { describe, expect, it } from 'vitest';
import { keyStaysInControl, nextSlide } from './presenter.ts';

/** A stand-in element: matches a selector list when one of its parts is its tag name. */
const element = (tag: string) =>
  ({ matches: (selectors: string) => selectors.split(/\s*,\s*/).includes(tag) }) as unknown as EventTarget;

describe('the presenter view', () => {
  it('steps by the arrow keys and stays within the questions', () => {
    expect(nextSlide(0, 3, 'ArrowRight')).toBe(1);
    expect(nextSlide(2, 3, 'ArrowRight')).toBe(2);
    expect(nextSlide(0, 3, 'ArrowLeft')).toBe(0);
    expect(nextSlide(1, 3, 'End')).toBe(2);
    expect(nextSlide(1, 3, 'a')).toBeNull();
  });

  it('leaves the keys typed into a field to the field', () => {
    for (const tag of ['input', 'textarea', 'select'])
      for (const key of ['ArrowRight', 'ArrowLeft', 'Home', 'End', ' '])
        expect(keyStaysInControl(element(tag), key), `${key} in ${tag}`).toBe(true);
  });

  it('leaves Space to a button, but steps on an arrow key pressed on one or on the page', () => {
    expect(keyStaysInControl(element('button'), ' ')).toBe(true);
    expect(keyStaysInControl(element('button'), 'ArrowRight')).toBe(false);
    expect(keyStaysInControl(element('h2'), 'ArrowRight')).toBe(false);
    expect(keyStaysInControl(element('h2'), ' ')).toBe(false);
    expect(keyStaysInControl(null, 'ArrowRight')).toBe(false);
  });
});
