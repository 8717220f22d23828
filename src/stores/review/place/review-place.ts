/**
 * The learner's place in a review session on a question page: the session the address names
 * (`?review=a,b,c`, src/domain/review-links.ts) and where the page's question sits in it, shown
 * as "Question 2 of 3". Set when the question's player is mounted, cleared when it leaves; null
 * outside a session (no `?review=`, or a question the session does not hold).
 */
import { atom } from 'nanostores';
import { readReviewSession } from '../../../domain/review-links.ts';

/** A question's place in the review session under way. */
export interface ReviewPlace {
  /** The session's questions, in the order they are played. */
  readonly session: readonly string[];
  /** 1-based position of the page's question in it. */
  readonly current: number;
  readonly total: number;
}

/** The place of `questionId` in the session the address's query (`search`) names, or null. */
export function reviewPlaceOf(search: string, questionId: string): ReviewPlace | null {
  const session = readReviewSession(search, 'review');
  const index = session ? session.indexOf(questionId) : -1;
  return session && index >= 0 ? { session, current: index + 1, total: session.length } : null;
}

/** The place of the question page's question in the review session under way, or null. */
export const $reviewPlace = atom<ReviewPlace | null>(null);

/** Reads the page's place in its review session (null when none is under way) into the store. */
export function enterReviewPlace(search: string, questionId: string): ReviewPlace | null {
  const place = reviewPlaceOf(search, questionId);
  $reviewPlace.set(place);
  return place;
}

/** Clears the place: the question page left. */
export function leaveReviewPlace(): void {
  $reviewPlace.set(null);
}
