import { describe, expect, it } from 'vitest';
import { textIds } from './text-ids.ts';

describe('textIds', () => {
  it('gives equal texts one id and different texts different ids, also past the compared ones', () => {
    const idOf = textIds(2);
    const texts = ['alpha', 'beta', 'gamma', 'delta', 'alph'];
    const ids = texts.map(idOf);
    expect(new Set(ids).size).toBe(texts.length);
    // Texts cut from a page again (other string objects, same value) get the same ids.
    expect(texts.map((t) => idOf(`x${t}`.slice(1)))).toEqual(ids);
  });
});
