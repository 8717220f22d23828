/**
 * An earned certificate's card, read from the API (the verify page, the certificate's end).
 * Depends on: src/stores/session.
 */
export { loadEarnedCertificate } from './certificate-card.ts';
