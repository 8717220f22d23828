import { describe, expect, it } from 'vitest';
import { normalizeSpace } from '#src/content-layer/normalize.ts';
import type { RawSpace } from '#src/content-layer/raw.ts';
import { miniPack } from '#tests/fixtures/mini-pack.ts';
import { testOrdersFor } from './data.ts';

const graph = normalizeSpace(miniPack() as unknown as RawSpace);

describe('testOrdersFor', () => {
  it('gives the order of every practice test holding the question, and none for others', () => {
    expect(testOrdersFor(graph.topics, '101')).toEqual([
      { topicGlobalId: 'topic-a', topicSlug: 'alpha', testGlobalId: 'test-a', questions: ['101', '102', '103'] },
    ]);
    // 104 is only in the diploma test, which is not a practice test.
    expect(testOrdersFor(graph.topics, '104')).toEqual([]);
    expect(testOrdersFor(graph.topics, 'nope')).toEqual([]);
  });

  it('reads a new topics list afresh', () => {
    expect(testOrdersFor([], '101')).toEqual([]);
  });
});
