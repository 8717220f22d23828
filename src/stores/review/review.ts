/**
 * The review's actions on a page: an answer moves the device's boxes at once (device-review.ts,
 * the rule of src/domain/review-boxes.ts) before it is queued, and `syncReview` reads the
 * server's due questions once the device's queued answers have reached it (the server wins).
 * Offline the device's boxes are all there is, and enough.
 */
import { call } from '../../api-client/calls.ts';
import { reportUnexpected } from '../../observability/report-error.ts';
import { caughtUp } from '../queue/index.ts';
import { session } from '../session/index.ts';
import {
  loadDeviceReview,
  setDeviceReview,
  withAnswer,
  withServerDue,
  type DeviceAnswer,
  type DeviceReview,
} from './device-review.ts';

/** Moves the device's boxes for an answer given at `now` (the device's clock by default). */
export function noteReviewAnswer(answer: DeviceAnswer, now: number = Date.now()): DeviceReview {
  const { storage } = session();
  const next = withAnswer(loadDeviceReview(storage), answer, now);
  setDeviceReview(storage, next);
  return next;
}

/** The device's review as stored now. */
export function deviceReview(): DeviceReview {
  return loadDeviceReview(session().storage);
}

/** How long the server's review waits for the device's queued answers before the device's stays. */
const CAUGHT_UP_MS = 4000;

/**
 * Brings the device's review in line with the server's (when the queue has caught up and the
 * API answers); resolves to whether it did. The device's review stays as it is otherwise.
 */
export async function syncReview(now: () => number = Date.now): Promise<boolean> {
  try {
    if (!(await caughtUp(CAUGHT_UP_MS))) return false;
    const uuid = session().storage.get('user_uuid');
    if (!uuid) return false; // no answer ever kept: nothing for the server to know
    const res = await call(session().api, 'review', { query: { user_uuid: uuid } });
    const { storage } = session();
    setDeviceReview(storage, withServerDue(loadDeviceReview(storage), res.data.due, now()));
    return true;
  } catch (err) {
    reportUnexpected(err);
    return false;
  }
}
