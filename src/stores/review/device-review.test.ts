import { describe, expect, it } from 'vitest';
import { createStorage } from '../../api-client/storage.ts';
import {
  $deviceReview,
  loadDeviceReview,
  parseDeviceReview,
  setDeviceReview,
  withAnswer,
  withServerDue,
  type DeviceReview,
} from './device-review.ts';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 27, 9, 0, 0);
const at = (days: number) => T0 + days * DAY;

describe("the device's review", () => {
  it('moves at once by the rule: wrong answers to box 1, a right review answer up a box, others leave it', () => {
    let r: DeviceReview = {};
    r = withAnswer(r, { questionId: 'q1', topicId: 'topic-a', correct: false, review: false }, T0);
    r = withAnswer(r, { questionId: 'q2', correct: false, review: false }, T0);
    r = withAnswer(r, { questionId: 'q3', correct: true, review: false }, T0);
    expect(r).toEqual({ q1: { box: 1, dueAt: at(1), topic: 'topic-a' }, q2: { box: 1, dueAt: at(1) } });
    r = withAnswer(r, { questionId: 'q1', correct: true, review: false }, at(1));
    expect(r['q1']).toEqual({ box: 1, dueAt: at(1), topic: 'topic-a' });
    r = withAnswer(r, { questionId: 'q1', correct: true, review: true }, at(1));
    expect(r['q1']).toEqual({ box: 2, dueAt: at(4), topic: 'topic-a' });
    for (const d of [4, 11, 32]) r = withAnswer(r, { questionId: 'q1', correct: true, review: true }, at(d));
    expect(Object.keys(r)).toEqual(['q2']);
  });

  it('is kept in local storage under review_boxes, and survives a malformed value', () => {
    const storage = createStorage(null);
    expect(loadDeviceReview(storage)).toEqual({});
    setDeviceReview(storage, { q1: { box: 2, dueAt: at(3) } });
    expect(parseDeviceReview(storage.get('review_boxes'))).toEqual({ q1: { box: 2, dueAt: at(3) } });
    expect($deviceReview.get()).toEqual({ q1: { box: 2, dueAt: at(3) } });
    setDeviceReview(storage, {});
    expect(storage.get('review_boxes')).toBeNull();
    expect(parseDeviceReview('not json')).toEqual({});
    expect(parseDeviceReview('[1]')).toEqual({});
    expect(
      parseDeviceReview(
        JSON.stringify({ a: { box: 7, dueAt: 1 }, b: { box: 1, dueAt: 'x' }, c: null, d: { box: 3, dueAt: 5 } }),
      ),
    ).toEqual({ d: { box: 3, dueAt: 5 } });
  });

  it("takes the server's due questions and boxes, keeping the rest the device holds", () => {
    const mine: DeviceReview = {
      due: { box: 1, dueAt: at(1), topic: 'topic-a' },
      graduatedElsewhere: { box: 4, dueAt: at(1) },
      later: { box: 2, dueAt: at(9) },
    };
    const synced = withServerDue(
      mine,
      [
        { question_global_id: 'due', box: 1 },
        { question_global_id: 'fromOtherDevice', topic_global_id: 'topic-b', box: 3 },
      ],
      at(2),
    );
    expect(synced).toEqual({
      due: { box: 1, dueAt: at(1), topic: 'topic-a' },
      graduatedElsewhere: { box: 4, dueAt: at(1) },
      fromOtherDevice: { box: 3, dueAt: at(2), topic: 'topic-b' },
      later: { box: 2, dueAt: at(9) },
    });
  });
});
