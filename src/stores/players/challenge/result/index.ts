/**
 * A finished challenge's score and missed questions, loaded with its end screen only.
 * Depends on: its parent's data shapes (challenge-data.ts).
 */
export { challengeResult, type MissedQuestion } from './challenge-result.ts';
