/**
 * Spaced review of mistakes (docs/decisions.md, "Spaced review: Leitner boxes"), the one rule
 * the server and the browser share: the server applies it in the statement that stores an
 * answer (src/server/services/answer-write.ts, its SQL form fed these constants), the browser
 * at once on the device so review works offline (src/stores/review/).
 *
 * Four Leitner boxes, due 1, 3, 7 and 21 days after the answer that put the question there:
 * - a wrong answer (wrong or very wrong), anywhere, puts the question in box 1;
 * - a right answer given in review to a question that is due moves it up one box; from the last
 *   box it graduates (leaves review). Before it is due it stays (the spacing is what the box
 *   stands for: an early or repeated answer, a second tab, a replayed queue, proves no memory
 *   over the interval);
 * - a right answer outside review leaves the box alone (an immediate retry in a test shows no
 *   memory over days, and would otherwise empty the boxes without any spacing).
 * A question is due when its due time has come (`dueAt <= now`).
 */

/** Days until a question in box n (index n - 1) is due again. */
export const REVIEW_INTERVAL_DAYS = [1, 3, 7, 21] as const;

/** The boxes, 1 to 4. */
export type ReviewBox = 1 | 2 | 3 | 4;

/** The highest box: a right review answer from it graduates the question. */
export const LAST_BOX: ReviewBox = 4;

/** Every box, in order. */
export const REVIEW_BOXES: readonly ReviewBox[] = [1, 2, 3, 4];

/** Whether a value read from outside (storage, a response) is a box. */
export function isReviewBox(n: unknown): n is ReviewBox {
  return REVIEW_BOXES.some((b) => b === n);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** REVIEW_INTERVAL_DAYS keyed by box, a form the type checker can index with a box. */
const INTERVAL_DAYS: Readonly<Record<ReviewBox, number>> = {
  1: REVIEW_INTERVAL_DAYS[0],
  2: REVIEW_INTERVAL_DAYS[1],
  3: REVIEW_INTERVAL_DAYS[2],
  4: REVIEW_INTERVAL_DAYS[3],
};

/** Where a question stands in review: its box, and when it is due (epoch milliseconds). */
export interface ReviewEntry {
  readonly box: ReviewBox;
  readonly dueAt: number;
}

/** What an answer tells the rule: whether it was right, and whether it was given in review. */
export interface ReviewAnswer {
  readonly correct: boolean;
  readonly review: boolean;
}

/** The due time of a question entering `box` at `now`. */
export function dueAfter(box: ReviewBox, now: number): number {
  return now + INTERVAL_DAYS[box] * DAY_MS;
}

/** The box above `box`, or null from the last one (graduated). */
function boxAbove(box: ReviewBox): ReviewBox | null {
  return box < LAST_BOX ? ((box + 1) as ReviewBox) : null;
}

/**
 * Where a question stands after an answer at `now`, given where it stood (`current`, null when
 * not in review): null when it is (or stays) out of review.
 */
export function afterAnswer(current: ReviewEntry | null, answer: ReviewAnswer, now: number): ReviewEntry | null {
  if (!answer.correct) return { box: 1, dueAt: dueAfter(1, now) };
  if (!answer.review || !current || !isDue(current, now)) return current;
  const up = boxAbove(current.box);
  return up ? { box: up, dueAt: dueAfter(up, now) } : null;
}

/** Whether a question in review is due at `now`. */
export function isDue(entry: ReviewEntry, now: number): boolean {
  return entry.dueAt <= now;
}

/** How many questions each box holds. */
export function boxCounts(entries: Iterable<ReviewEntry>): Record<ReviewBox, number> {
  const counts: Record<ReviewBox, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const e of entries) counts[e.box] += 1;
  return counts;
}

/** The earliest due time among questions not yet due at `now`, or null when none waits. */
export function nextDueAt(entries: Iterable<ReviewEntry>, now: number): number | null {
  let next: number | null = null;
  for (const e of entries) if (!isDue(e, now) && (next === null || e.dueAt < next)) next = e.dueAt;
  return next;
}

/**
 * Two records of one question's review merged (an anonymous learner's into the account's at
 * login, or the device's with the server's): the weaker memory wins, the lower box and the
 * earlier due time, so a mistake is never forgotten by a merge.
 */
export function weaker(a: ReviewEntry, b: ReviewEntry): ReviewEntry {
  return { box: a.box <= b.box ? a.box : b.box, dueAt: Math.min(a.dueAt, b.dueAt) };
}

/** A session's questions: the due ones, earliest due first (ties in a stable order), at most `limit`. */
export function dueFirst<K>(entries: Iterable<readonly [K, ReviewEntry]>, now: number, limit: number): K[] {
  return [...entries]
    .filter(([, e]) => isDue(e, now))
    .sort(([, a], [, b]) => a.dueAt - b.dueAt)
    .slice(0, limit)
    .map(([k]) => k);
}

/** The most questions one review session plays. */
export const SESSION_SIZE = 10;
