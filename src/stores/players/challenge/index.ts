/**
 * The challenge player: screens and segments, answers and positions kept through the device's
 * queue (challenge-calls.ts), the saved position read back on load. Depends on: players/answers,
 * players/kiosk/run, src/stores/queue, src/stores/session, src/stores/alerts.
 */
export {
  advance,
  answerKey,
  answerQuestion,
  canAdvance,
  $challenge,
  challenge,
  currentScreen,
  nearTheEnd,
  prepareChallenge,
  restart,
  screenCount,
  startChallenge,
  type ChallengeData,
  type ComboData,
  type GivenAnswer,
  type ImageData,
  type QuestionData,
  type ScreenData,
} from './challenge.ts';
export { identity, type Who } from './challenge-calls.ts';
