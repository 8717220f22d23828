/**
 * How others answered a question (each option's share), read from the API once answered.
 * Depends on: src/stores/session.
 */
export {
  fetchCertificateShares,
  fetchQuestionShares,
  optionShares,
  questionShares,
  resetShares,
  $shares,
  type QuestionShares,
} from './shares.ts';
