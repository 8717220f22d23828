/**
 * The learner's place in a review session on a question page ("Question 2 of 3"). A door apart
 * from the review's (src/stores/review/index.ts) because the question player loads it on every
 * question page: the device's boxes and the server's review load only where review is recorded
 * or shown. Depends on: src/domain/review-links.ts.
 */
export { $reviewPlace, enterReviewPlace, leaveReviewPlace, reviewPlaceOf, type ReviewPlace } from './review-place.ts';
