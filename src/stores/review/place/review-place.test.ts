import { afterEach, describe, expect, it } from 'vitest';
import { reviewQuestionHref } from '../../../domain/review-links.ts';
import { $reviewPlace, enterReviewPlace, leaveReviewPlace, reviewPlaceOf } from './review-place.ts';

const SESSION = ['q1', 'q2', 'q3'];
/** The query of the address of question `index` of SESSION, as the review page links it. */
const searchOf = (index: number) => new URL(reviewQuestionHref('en', SESSION, index), 'https://x.test').search;

afterEach(leaveReviewPlace);

describe('the place in a review session', () => {
  it("is the page's question's position in the session the address names, 1-based", () => {
    expect(reviewPlaceOf(searchOf(0), 'q1')).toEqual({ session: SESSION, current: 1, total: 3 });
    expect(reviewPlaceOf(searchOf(1), 'q2')).toEqual({ session: SESSION, current: 2, total: 3 });
    expect(reviewPlaceOf(searchOf(2), 'q3')).toEqual({ session: SESSION, current: 3, total: 3 });
  });

  it('is null outside a session: no `?review=`, an empty or unreadable one, a question it does not hold', () => {
    expect(reviewPlaceOf('', 'q1')).toBeNull();
    expect(reviewPlaceOf('?test=t1', 'q1')).toBeNull();
    expect(reviewPlaceOf('?review=', 'q1')).toBeNull();
    expect(reviewPlaceOf('?review=%3Cscript%3E', 'q1')).toBeNull();
    expect(reviewPlaceOf(searchOf(0), 'q9')).toBeNull();
    // The summary's address (`?reviewed=`) is not a session under way.
    expect(reviewPlaceOf('?reviewed=q1,q2,q3', 'q1')).toBeNull();
  });

  it('counts the session as the address reads it: repeats once, unreadable ids left out, at most ten', () => {
    expect(reviewPlaceOf('?review=q1,q1,bad%20id,q2', 'q2')).toEqual({ session: ['q1', 'q2'], current: 2, total: 2 });
    const twelve = Array.from({ length: 12 }, (_, i) => `q${i + 1}`);
    expect(reviewPlaceOf(`?review=${twelve.join(',')}`, 'q10')).toMatchObject({ current: 10, total: 10 });
    expect(reviewPlaceOf(`?review=${twelve.join(',')}`, 'q11')).toBeNull();
  });

  it('is in the store from entering a question page until it is left', () => {
    expect($reviewPlace.get()).toBeNull();
    const seen: (number | null)[] = [];
    const unlisten = $reviewPlace.listen((p) => seen.push(p?.current ?? null));
    expect(enterReviewPlace(searchOf(1), 'q2')).toMatchObject({ current: 2, total: 3 });
    expect($reviewPlace.get()).toMatchObject({ current: 2, total: 3 });
    enterReviewPlace(searchOf(2), 'q3');
    leaveReviewPlace();
    // A question page outside a session shows no place, even after one inside it.
    enterReviewPlace(searchOf(0), 'q1');
    enterReviewPlace('', 'q1');
    unlisten();
    expect(seen).toEqual([2, 3, null, 1, null]);
    expect($reviewPlace.get()).toBeNull();
  });
});
