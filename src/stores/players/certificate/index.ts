/**
 * The certificate test's player: rounds chosen by the API's numbers, every answer sent at once
 * and judged by the API only (the page ships no correctness). Depends on: players/answers,
 * reads/rounds, src/stores/session, src/stores/alerts.
 */
export {
  answerCertificate,
  beginCertificate,
  $certificate,
  certificateOutcome,
  fetchCertificateCode,
  loadExplanation,
  nextCertificateQuestion,
  restoreCertificate,
  type CertificateState,
  type Explanation,
} from './certificate.ts';
