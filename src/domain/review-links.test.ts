import { describe, expect, it } from 'vitest';
import { afterReviewHref, readReviewSession, reviewQuestionHref, reviewSummaryHref } from './review-links.ts';

describe('a review session in the address', () => {
  const session = ['101', '102', '103'];
  it('plays each question on its page and ends on the review summary, in both languages', () => {
    expect(reviewQuestionHref('en', session, 0)).toBe('/q/101/?review=101,102,103');
    expect(afterReviewHref('en', session, '101')).toBe('/q/102/?review=101,102,103');
    expect(afterReviewHref('sv', session, '102')).toBe('/sv/q/103/?review=101,102,103');
    expect(afterReviewHref('en', session, '103')).toBe('/review/?reviewed=101,102,103');
    expect(reviewSummaryHref('sv', session)).toBe('/sv/review/?reviewed=101,102,103');
  });
  it('is read back, without anything that is not a question id, at most ten questions', () => {
    expect(readReviewSession('?review=101,102,103', 'review')).toEqual(session);
    expect(readReviewSession('?reviewed=101', 'reviewed')).toEqual(['101']);
    expect(readReviewSession('?review=101,<b>,101,,102', 'review')).toEqual(['101', '102']);
    expect(readReviewSession('?test=x', 'review')).toBeNull();
    expect(readReviewSession('?review=', 'review')).toBeNull();
    const many = Array.from({ length: 14 }, (_, i) => `q${i}`);
    expect(readReviewSession(`?review=${many.join(',')}`, 'review')).toHaveLength(10);
  });
});
