/**
 * What the certificate test's end screen reads (the right answer of a failed round, the
 * round's end), loaded with that screen only. Depends on: its parent players/certificate.
 */
export { rightAnswerOf, roundEnd } from './certificate-failure.ts';
