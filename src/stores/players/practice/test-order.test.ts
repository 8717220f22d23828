import { describe, expect, it } from 'vitest';
import { findTestOrder, packTestOrder, unpackTestOrder, type TestOrder } from './test-order.ts';

describe('packed test orders', () => {
  const order: TestOrder = {
    topicGlobalId: 'topic-a',
    topicSlug: 'alpha',
    testGlobalId: 'test-1',
    questions: ['101', '102-b', '103'],
  };

  it('carry the question order in one string and come back unchanged, so the player finds the same next question', () => {
    const packed = packTestOrder(order);
    expect(packed.questions).toBe('101,102-b,103');
    const back = unpackTestOrder(packed);
    expect(back).toEqual(order);
    expect(findTestOrder([back], 'alpha', '102-b')?.questions.indexOf('103')).toBe(2);
  });

  it('keep an empty test empty', () => {
    expect(unpackTestOrder(packTestOrder({ ...order, questions: [] })).questions).toEqual([]);
  });
});
