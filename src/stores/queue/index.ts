/**
 * The offline call queue: every write that records what a visitor did (an answer, a challenge
 * position, a user created offline) is kept on the device first, then sent in order, never lost
 * and never counted twice (the rules: src/stores/queue/runtime/call-queue.ts). This door is
 * light: the queue itself (IndexedDB, the flusher, the lock: ./runtime/) loads on first use.
 *
 * Depends on: src/stores/alerts only. The queue is given its sender and its user
 * (`connectQueue`, src/stores/queue/link.ts) by the session, which imports it; it never imports
 * the session. Used by: src/stores/session, src/stores/players, src/stores/reads, src/stores/sharing.
 *
 * An answer's path, from the tap to its row (a practice question; events and challenges join at
 * step 3 from src/stores/players/event/event-record.ts and players/challenge/challenge-calls.ts):
 * 1. tap: src/islands/answering/AnswerOptions.tsx calls `choose` in src/islands/QuestionPlayer.tsx;
 * 2. player store: `answerPractice` (src/stores/players/practice/practice.ts) shows the verdict
 *    computed from the page's correct answer, then loads practice-record.ts, whose
 *    `recordPractice` picks the test round (src/stores/reads/rounds/server/round-reads.ts);
 * 3. `queueAnswer` (src/stores/players/answers/answer-calls.ts) gives the answer its user uuid
 *    (src/stores/session/session.ts, `ensureUserUuid`) and a client id;
 * 4. queue: `queueCall` (./offline.ts) loads ./runtime/offline-queue.ts, which stores the call
 *    (./runtime/page-queue.ts `enqueue`, ./runtime/queue-storage.ts and IndexedDB) and flushes
 *    it in order (./runtime/call-queue.ts), under the cross-tab lock;
 * 5. sender: the link the session connected (./link.ts) sends it through the session's API
 *    client (src/api-client/client.ts), which notes whether the API answered
 *    (src/stores/session/api-away.ts);
 * 6. API route: `POST /v1/user_answers` (src/server/api/routes/answers.ts);
 * 7. service: `saveAnswer` (src/server/services/answer-write.ts) inserts the row once per
 *    client id (a replay inserts nothing) with the progress aggregates, in one statement;
 * 8. row: `user_answers` (src/server/db/schema.ts). The call leaves the device's queue only
 *    once the API accepted it (2xx) or refused it for good (4xx).
 */
export { answerSourceOf, caughtUp, queueCall, sendAfterSessionChange, sendBeforeSessionChange } from './offline.ts';
export { $droppedCall } from './dropped-call.ts';
export { connectQueue, type QueueLink } from './link.ts';
export type { Actor, QueuedCall } from './queue-policy.ts';
