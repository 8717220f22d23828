/**
 * Recording an answer, shared by every player: `queueAnswer` keeps it in the device's queue
 * (practice, events), `saveAnswer` sends it now for the API's verdict (certificate tests), each
 * with a client id so a replay is stored once; `onAnswerDropped` says when the API refused a kept
 * answer for good. Depends on: src/stores/queue, src/stores/session. The whole path of an answer
 * is told in src/stores/queue/index.ts.
 */
export { caughtUpWithin, newClientId, onAnswerDropped, queueAnswer, saveAnswer, within } from './answer-calls.ts';
