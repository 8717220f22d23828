import { describe, expect, it } from 'vitest';
import { excerptFromWordStart } from './excerpt.ts';

describe('excerptFromWordStart', () => {
  it('widens an excerpt that starts inside a hyphenated word back to the word start', () => {
    const content = 'How has the world-population changed since 1800? It grew eightfold.';
    expect(excerptFromWordStart('<mark>population</mark> changed since 1800?', content)).toBe(
      'world-<mark>population</mark> changed since 1800?',
    );
  });

  it('widens an excerpt that starts inside a number', () => {
    const content = 'About how many hospital beds per 1,000 people does the world have?';
    expect(excerptFromWordStart('000 <mark>people</mark> does the world', content)).toBe(
      '1,000 <mark>people</mark> does the world',
    );
  });

  it('leaves an excerpt alone that starts at a word or at the start', () => {
    const content = 'Water & sanitation: who has safe water at home?';
    expect(excerptFromWordStart('<mark>Water</mark> &amp; sanitation: who has', content)).toBe(
      '<mark>Water</mark> &amp; sanitation: who has',
    );
    expect(excerptFromWordStart('sanitation: who has <mark>safe</mark> water', content)).toBe(
      'sanitation: who has <mark>safe</mark> water',
    );
  });

  it('escapes the part it adds and drops markup other than the highlighting', () => {
    const content = 'Tom&Jerry<b>-style quizzes are fun';
    expect(excerptFromWordStart('style <em>quizzes</em> are', content)).toBe(
      'Tom&amp;Jerry&lt;b&gt;-style quizzes are',
    );
  });
});
