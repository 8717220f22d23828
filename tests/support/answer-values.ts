/**
 * Answers written as rows rather than through the API (not a test file itself): by the tests of
 * the services that store them, and by the API benchmark's learner (scripts/bench-api.ts).
 */
import type { AnswerValues } from '#src/server/services/answer-write.ts';

/**
 * What a plain practice answer leaves out: no client id, chapter, challenge, combo or event; not
 * very wrong, not a certificate test's. A test spreads it and writes only what it is about.
 */
export const NO_CONTEXT = {
  clientId: null,
  chapterContentfulId: null,
  challengeGlobalId: null,
  comboGlobalId: null,
  isVeryWrong: false,
  isCertificate: false,
  eventCode: null,
} satisfies Partial<AnswerValues>;
