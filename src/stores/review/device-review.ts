/**
 * The spaced review as this device knows it (src/domain/review-boxes.ts): each question's box and
 * due time in local storage (`review_boxes`), moved by the rule at once when an answer is given,
 * so review works offline, and brought in line with the server's when it answers (what the
 * server says is due is due here, in its box). The start page's line
 * reads the same key without this module (src/browser/review-line.ts).
 */
import { atom } from 'nanostores';
import type { KeyValueStorage } from '../../api-client/storage.ts';
import type { ResponseBody } from '../../api-contract/types.ts';
import { afterAnswer, isReviewBox, type ReviewAnswer } from '../../domain/review-boxes.ts';
import { parseDeviceReview, type DeviceEntry, type DeviceReview } from '../../domain/review-storage.ts';

export { parseDeviceReview, type DeviceEntry, type DeviceReview };

/** The device's review, kept in step with local storage by {@link setDeviceReview}. */
export const $deviceReview = atom<DeviceReview>({});

/** Reads the device's review from `storage` into the store. */
export function loadDeviceReview(storage: KeyValueStorage): DeviceReview {
  const review = parseDeviceReview(storage.get('review_boxes'));
  $deviceReview.set(review);
  return review;
}

/** Stores the device's review (nothing stored when empty) and shows it. */
export function setDeviceReview(storage: KeyValueStorage, review: DeviceReview): void {
  storage.set('review_boxes', Object.keys(review).length ? JSON.stringify(review) : null);
  $deviceReview.set(review);
}

/** An answer as the device's rule needs it. */
export interface DeviceAnswer extends ReviewAnswer {
  readonly questionId: string;
  readonly topicId?: string | null;
}

/** The review after an answer at `now`, by the rule. */
export function withAnswer(review: DeviceReview, answer: DeviceAnswer, now: number): DeviceReview {
  const current = review[answer.questionId] ?? null;
  const next = afterAnswer(current, answer, now);
  const rest = Object.fromEntries(Object.entries(review).filter(([id]) => id !== answer.questionId));
  if (!next) return rest;
  const topic = answer.topicId ?? current?.topic;
  return { ...rest, [answer.questionId]: topic ? { ...next, topic } : next };
}

/** What the server said is due (`GET /v1/users/review`). */
export type ServerDue = ResponseBody<'review'>['data']['due'][number];

/**
 * The device's review brought in line with the server's at `now` (called only once the device's
 * queued answers have reached it): each question the server lists as due is due here, in the
 * server's box (answers given on another device, or before a login, count). What the device
 * holds besides stays: the device's clock decides what is due here, and the server's list, read
 * on its own clock, cannot tell a question not due there yet from one it let go.
 */
export function withServerDue(review: DeviceReview, due: readonly ServerDue[], now: number): DeviceReview {
  const out: Record<string, DeviceEntry> = { ...review };
  for (const d of due) {
    const box = d.box;
    if (!isReviewBox(box)) continue;
    const mine = review[d.question_global_id];
    const dueAt = mine && mine.dueAt <= now ? mine.dueAt : now;
    const topic = d.topic_global_id ?? mine?.topic;
    out[d.question_global_id] = topic ? { box, dueAt, topic } : { box, dueAt };
  }
  return out;
}
