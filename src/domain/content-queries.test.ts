import { describe, expect, it } from 'vitest';
import { normalizeSpace } from '#src/content-layer/normalize.ts';
import type { RawSpace } from '#src/content-layer/raw.ts';
import { miniPack } from '#tests/fixtures/mini-pack.ts';
import { privateShareQuestions } from './content-queries.ts';

describe('privateShareQuestions', () => {
  it('keeps the shares of questions only a certificate test holds private, not those a practice test holds too', () => {
    // The mini pack: practice test-a holds 101–103, certificate test-d holds 103–105.
    const graph = normalizeSpace(miniPack() as unknown as RawSpace);
    const found = privateShareQuestions(graph);
    expect([...found].sort()).toEqual(['104', '105']);
    expect(privateShareQuestions(graph)).toBe(found);
  });
});
