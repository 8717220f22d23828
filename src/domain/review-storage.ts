/**
 * The device's spaced review as local storage holds it (`review_boxes`: each question's box, due
 * time and topic), read by the review store (src/stores/review/) and by the start page's line
 * (src/browser/review-line.ts), which must not load the store. Pure, no browser objects.
 */
import { isDue, isReviewBox, type ReviewEntry } from './review-boxes.ts';

/** A question in review on this device, with the topic it was answered in (when known). */
export interface DeviceEntry extends ReviewEntry {
  readonly topic?: string;
}

/** Every question in review on this device, by question globalId. */
export type DeviceReview = Readonly<Record<string, DeviceEntry>>;

/** The device's review as stored; anything malformed (an older or hand-edited value) is left out. */
export function parseDeviceReview(raw: string | null): DeviceReview {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const out: Record<string, DeviceEntry> = {};
  for (const [id, e] of Object.entries(value)) {
    if (typeof e !== 'object' || e === null) continue;
    const { box, dueAt, topic } = e as { box?: unknown; dueAt?: unknown; topic?: unknown };
    if (!isReviewBox(box) || typeof dueAt !== 'number' || !Number.isFinite(dueAt)) continue;
    out[id] = typeof topic === 'string' ? { box, dueAt, topic } : { box, dueAt };
  }
  return out;
}

/** How many of a stored review's questions are due at `now`. */
export function dueCount(review: DeviceReview, now: number): number {
  return Object.values(review).filter((e) => isDue(e, now)).length;
}
