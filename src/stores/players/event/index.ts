/**
 * The event player: answers of an event's run recorded through the device's queue
 * (event-record.ts, loaded on the first answer). Depends on: players/answers, reads/rounds,
 * src/stores/session, src/stores/alerts.
 */
export { answerEvent, $eventRun, firstUnanswered, startEventRun, whenEventRecorded } from './event-run.ts';
