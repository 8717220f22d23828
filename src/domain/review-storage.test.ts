import { describe, expect, it } from 'vitest';
import { dueCount, parseDeviceReview } from './review-storage.ts';

describe('the review as local storage holds it', () => {
  it('counts the questions due now, the start page line reads this', () => {
    const review = parseDeviceReview(
      JSON.stringify({ a: { box: 1, dueAt: 10 }, b: { box: 2, dueAt: 30 }, c: { box: 1, dueAt: 20 } }),
    );
    expect(dueCount(review, 9)).toBe(0);
    expect(dueCount(review, 20)).toBe(2);
    expect(dueCount(review, 30)).toBe(3);
    expect(dueCount(parseDeviceReview(null), 30)).toBe(0);
  });
  it('leaves out what is malformed', () => {
    expect(parseDeviceReview('{"a":{"box":5,"dueAt":1},"b":{"box":1,"dueAt":2,"topic":"t"}}')).toEqual({
      b: { box: 1, dueAt: 2, topic: 't' },
    });
    expect(parseDeviceReview('null')).toEqual({});
  });
});
