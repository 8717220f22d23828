/**
 * Spaced review of mistakes on this device (src/domain/review-boxes.ts): the boxes kept in local
 * storage and moved at once on an answer (offline too), brought in line with the server's
 * `GET /v1/users/review` when it answers. Depends on: src/stores/queue (caught up),
 * src/stores/session (storage, API client, uuid).
 */
export { $deviceReview, type DeviceReview } from './device-review.ts';
export { deviceReview, noteReviewAnswer, syncReview } from './review.ts';
