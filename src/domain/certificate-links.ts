/**
 * Links out of a certificate: its verification page's absolute URL (what the card prints, the
 * QR code encodes and LinkedIn stores as the credential URL) and LinkedIn's add-to-profile link.
 * Pure: the browser's card and the server's QR code build the same URL from them.
 */
import type { Lang } from './model.ts';
import { localize, paths } from './routes.ts';

/** The verification page of certificate `code` in `lang`, absolute on `origin` (no trailing slash needed). */
export function verificationUrl(origin: string, lang: Lang, code: string): string {
  return new URL(localize(lang, paths.verify(code)), origin).href;
}

/** What LinkedIn's "Add license or certification" form is filled with. */
export interface LinkedInCertification {
  /** The certification's name, in the page's language. */
  readonly name: string;
  /** Who issued it (the site's name). */
  readonly organizationName: string;
  /** When it was earned (ISO date-time): LinkedIn takes the year and month. */
  readonly earnedAt: string;
  /** The verification code, LinkedIn's credential id. */
  readonly code: string;
  /** The verification page's absolute URL, LinkedIn's credential URL. */
  readonly certUrl: string;
}

/** LinkedIn's documented add-to-profile address (https://addtoprofile.linkedin.com/). */
export const LINKEDIN_ADD_TO_PROFILE = 'https://www.linkedin.com/profile/add';

/**
 * The link that opens LinkedIn's form for adding a certification to the learner's profile,
 * filled in: name, organisation, issue year and month (UTC, as the certificate's date), the
 * credential id and URL. Nothing is sent until the learner saves it there.
 */
export function linkedInAddUrl(cert: LinkedInCertification): string {
  const earned = new Date(cert.earnedAt);
  const url = new URL(LINKEDIN_ADD_TO_PROFILE);
  url.search = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: cert.name,
    organizationName: cert.organizationName,
    issueYear: String(earned.getUTCFullYear()),
    issueMonth: String(earned.getUTCMonth() + 1),
    certUrl: cert.certUrl,
    certId: cert.code,
  }).toString();
  return url.href;
}
