/**
 * A visitor's progress per topic, read from the API for the topic progress island.
 * Depends on: reads/rounds (its types), src/stores/session.
 */
export {
  asPercent,
  certificatesEarned,
  challengesCompleted,
  hasProgress,
  isDiplomaComplete,
  loadProgress,
  $progress,
  testScore,
} from './progress.ts';
