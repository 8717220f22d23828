import { describe, expect, it } from 'vitest';
import {
  LAST_BOX,
  REVIEW_BOXES,
  REVIEW_INTERVAL_DAYS,
  afterAnswer,
  boxCounts,
  dueAfter,
  dueFirst,
  isDue,
  nextDueAt,
  weaker,
  type ReviewAnswer,
  type ReviewEntry,
} from './review-boxes.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The injected clock: a fixed start, moved by days. */
const T0 = Date.UTC(2026, 10, 27, 9, 0, 0);
const at = (days: number) => T0 + days * DAY;

const WRONG: ReviewAnswer = { correct: false, review: false };
const WRONG_IN_REVIEW: ReviewAnswer = { correct: false, review: true };
const RIGHT: ReviewAnswer = { correct: true, review: false };
const RIGHT_IN_REVIEW: ReviewAnswer = { correct: true, review: true };

describe('the Leitner boxes', () => {
  it('are four, due 1, 3, 7 and 21 days after the answer that put a question there', () => {
    expect(REVIEW_BOXES).toEqual([1, 2, 3, 4]);
    expect(LAST_BOX).toBe(4);
    expect(REVIEW_INTERVAL_DAYS).toEqual([1, 3, 7, 21]);
    expect(REVIEW_BOXES.map((b) => (dueAfter(b, T0) - T0) / DAY)).toEqual([1, 3, 7, 21]);
  });
});

describe('a wrong answer', () => {
  it('puts a question not in review into box 1, due in one day', () => {
    expect(afterAnswer(null, WRONG, T0)).toEqual({ box: 1, dueAt: at(1) });
  });
  it('moves a question back to box 1 from every box, in review or not', () => {
    for (const box of REVIEW_BOXES)
      for (const answer of [WRONG, WRONG_IN_REVIEW])
        expect(afterAnswer({ box, dueAt: at(-2) }, answer, at(5))).toEqual({ box: 1, dueAt: at(6) });
  });
});

describe('a right answer in review', () => {
  it('moves the question up one box, due after that box’s interval', () => {
    expect(afterAnswer({ box: 1, dueAt: at(1) }, RIGHT_IN_REVIEW, at(1))).toEqual({ box: 2, dueAt: at(4) });
    expect(afterAnswer({ box: 2, dueAt: at(4) }, RIGHT_IN_REVIEW, at(4))).toEqual({ box: 3, dueAt: at(11) });
    expect(afterAnswer({ box: 3, dueAt: at(11) }, RIGHT_IN_REVIEW, at(11))).toEqual({ box: 4, dueAt: at(32) });
  });
  it('from the last box graduates the question out of review', () => {
    expect(afterAnswer({ box: 4, dueAt: at(32) }, RIGHT_IN_REVIEW, at(32))).toBeNull();
  });
  it('leaves a question that is not in review out of it', () => {
    expect(afterAnswer(null, RIGHT_IN_REVIEW, T0)).toBeNull();
  });
  it('leaves a question that is not due yet where it is, in every box (the spacing is the point)', () => {
    for (const box of REVIEW_BOXES) {
      const entry = { box, dueAt: at(3) };
      expect(afterAnswer(entry, RIGHT_IN_REVIEW, at(2.9))).toEqual(entry);
    }
  });
  it('takes a question from a wrong answer to graduation in four right reviews, 1 + 3 + 7 + 21 days', () => {
    let entry = afterAnswer(null, WRONG, T0);
    const dueDays: number[] = [];
    while (entry) {
      dueDays.push((entry.dueAt - T0) / DAY);
      entry = afterAnswer(entry, RIGHT_IN_REVIEW, entry.dueAt);
    }
    expect(dueDays).toEqual([1, 4, 11, 32]);
  });
});

describe('a right answer outside review', () => {
  it('leaves the box and the due time alone', () => {
    for (const box of REVIEW_BOXES) {
      const entry: ReviewEntry = { box, dueAt: at(3) };
      expect(afterAnswer(entry, RIGHT, at(1))).toBe(entry);
    }
  });
  it('does not put a question into review', () => {
    expect(afterAnswer(null, RIGHT, T0)).toBeNull();
  });
});

describe('what is due', () => {
  it('is a question whose due time has come, not one still ahead', () => {
    const e: ReviewEntry = { box: 1, dueAt: at(1) };
    expect(isDue(e, at(1) - 1)).toBe(false);
    expect(isDue(e, at(1))).toBe(true);
    expect(isDue(e, at(30))).toBe(true);
  });
  it('counts per box, and the next due time among those still ahead', () => {
    const entries: ReviewEntry[] = [
      { box: 1, dueAt: at(1) },
      { box: 1, dueAt: at(2) },
      { box: 3, dueAt: at(7) },
    ];
    expect(boxCounts(entries)).toEqual({ 1: 2, 2: 0, 3: 1, 4: 0 });
    expect(boxCounts([])).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0 });
    expect(nextDueAt(entries, T0)).toBe(at(1));
    expect(nextDueAt(entries, at(1))).toBe(at(2));
    expect(nextDueAt(entries, at(7))).toBeNull();
    expect(nextDueAt([], T0)).toBeNull();
  });
  it('makes a session of the due questions, earliest first, at most the limit', () => {
    const entries: [string, ReviewEntry][] = [
      ['late', { box: 2, dueAt: at(3) }],
      ['early', { box: 1, dueAt: at(1) }],
      ['ahead', { box: 1, dueAt: at(9) }],
      ['middle', { box: 1, dueAt: at(2) }],
    ];
    expect(dueFirst(entries, at(5), 10)).toEqual(['early', 'middle', 'late']);
    expect(dueFirst(entries, at(5), 2)).toEqual(['early', 'middle']);
    expect(dueFirst(entries, T0, 10)).toEqual([]);
  });
});

describe('merging two records of one question', () => {
  it('keeps the weaker memory: the lower box and the earlier due time', () => {
    expect(weaker({ box: 3, dueAt: at(7) }, { box: 1, dueAt: at(1) })).toEqual({ box: 1, dueAt: at(1) });
    expect(weaker({ box: 1, dueAt: at(5) }, { box: 2, dueAt: at(2) })).toEqual({ box: 1, dueAt: at(2) });
    expect(weaker({ box: 4, dueAt: at(21) }, { box: 4, dueAt: at(21) })).toEqual({ box: 4, dueAt: at(21) });
  });
});
