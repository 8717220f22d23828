/**
 * Answering questions outside challenges, as the answering islands import it: practice
 * questions (src/stores/practice.ts), event screening tests (src/stores/event-run.ts), the
 * answer calls (src/stores/answer-calls.ts), rounds read from the API
 * (src/stores/round-reads.ts) and a topic's test order (src/stores/test-order.ts). The round
 * rule itself is src/domain/test-rounds.ts, shared with the server.
 */
export { answerSource, newClientId, onAnswerDropped, queueAnswer, saveAnswer, type AnswerRecord, type SavedAnswer } from './answer-calls.ts';
export { $eventRun, answerEvent, firstUnanswered, resetEventRun, restoreEventRun, startEventRun, whenEventRecorded, type EventRunState } from './event-run.ts';
export { $practice, answerPractice, resetPractice, showAnswered, whenPracticeRecorded, type PracticeState } from './practice.ts';
export { answeredIn, fetchLatestResults, fetchNextRound, type LatestTest } from './round-reads.ts';
export { findTestOrder, nextQuestion, nextQuestionIn, type TestOrder } from './test-order.ts';
