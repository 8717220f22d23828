/**
 * An earned certificate's card, read from the API (the verify page, the certificate's end), the
 * name its learner puts on it, and its QR code's address.
 * Depends on: src/stores/session.
 */
export { certificateQrUrl, loadEarnedCertificate, profileName, saveCertificateName } from './certificate-card.ts';
