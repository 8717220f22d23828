/**
 * Every route's schemas by operation name (see ../operations.ts for methods and paths). The
 * server registers each route with its entry; the browser client reads the inferred types only
 * (`import type`), so no schema value reaches the browser bundle.
 */
import type { OperationName } from '../operations.ts';
import * as answers from './answers.ts';
import * as organizers from './organizers.ts';
import * as progress from './progress.ts';
import * as results from './results.ts';
import * as shares from './shares.ts';
import * as users from './users.ts';

export const SCHEMAS = {
  createUser: users.createUser,
  updateProfile: users.updateProfile,
  me: users.me,
  user: users.user,
  changePassword: users.changePassword,
  register: users.register,
  login: users.login,
  logout: users.logout,
  refreshToken: users.refreshToken,
  deleteAccount: users.deleteAccount,
  joinGroup: users.joinGroup,
  forgotPassword: users.forgotPassword,
  tokenLogin: users.tokenLogin,
  verify: users.verify,
  resendVerification: users.resendVerification,
  kioskCheck: users.kioskCheck,
  saveAnswer: answers.saveAnswer,
  answers: answers.answers,
  nextTestRound: answers.nextTestRound,
  correctCount: answers.correctCount,
  latestAnswer: answers.latestAnswer,
  review: answers.review,
  topics: progress.topics,
  latestResults: progress.latestResults,
  challengeProgress: progress.challengeProgress,
  saveChallengeProgress: progress.saveChallengeProgress,
  challengeCompletion: progress.challengeCompletion,
  certificates: progress.certificates,
  certificate: progress.certificate,
  certificateCard: progress.certificateCard,
  certificateQr: progress.certificateQr,
  setCertificateName: progress.setCertificateName,
  answeredQuestions: progress.answeredQuestions,
  explanation: progress.explanation,
  event: progress.event,
  group: progress.group,
  questionShares: shares.questionShares,
  certificateShares: shares.certificateShares,
  createResultShare: results.createResultShare,
  resultShare: results.resultShare,
  resultShareCard: results.resultShareCard,
  lookupCode: organizers.lookupCode,
  eventResults: organizers.eventResults,
  eventResultsCsv: organizers.eventResultsCsv,
  groupResults: organizers.groupResults,
  groupResultsCsv: organizers.groupResultsCsv,
} satisfies Record<OperationName, object>;
