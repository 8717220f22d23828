/**
 * The certificate card's data and its sharing: the certificate by its code (the public
 * verification call), the learner's name from their account when they are logged in, and
 * sharing through the Web Share API with copying the link as the fallback.
 */
import type { EarnedCertificate } from '../domain/earned-certificate.ts';
import { call } from '../api-client/calls.ts';
import { isExpectedFailure } from '../api-client/failures.ts';
import { reportUnexpected } from '../observability/report-error.ts';
import { session } from './session.ts';

/**
 * The certificate with code `code`; with `withName`, the logged-in learner's name (their
 * profile's) is added, so their own card can carry it. Rejects with the API's failure (404:
 * no certificate has the code).
 */
export async function loadEarnedCertificate(code: string, withName: boolean): Promise<EarnedCertificate> {
  const { api, storage } = session();
  const res = await call(api, 'certificate', { params: { id: code } });
  const cert = { topicName: res.data.topic_name, earnedAt: res.data.earned_at, code: res.data.code, learnerName: null };
  if (!withName || !storage.get('access_token')) return cert;
  try {
    const me = await call(api, 'me', {});
    const name = me.data.profile?.['name'];
    return { ...cert, learnerName: typeof name === 'string' && name.trim() ? name.trim() : null };
  } catch (err) {
    // Expected: the account could not be read now; the card is whole without the name.
    if (!isExpectedFailure(err)) reportUnexpected(err);
    return cert;
  }
}

export interface ShareData {
  readonly title: string;
  readonly text: string;
  readonly url: string;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The browser offers the Web Share API for this data (phones, some desktops). */
export function canShare(data: ShareData): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare(data);
}

/** Opens the system's share sheet; the learner closing it is `cancelled`, not a failure. */
export async function shareLink(data: ShareData): Promise<ShareOutcome> {
  try {
    await navigator.share(data);
    return 'shared';
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
    if (!isExpectedFailure(err)) reportUnexpected(err);
    return 'failed';
  }
}

/** Copies the link with the Clipboard API (`failed` where the browser refuses). */
export async function copyLink(url: string): Promise<ShareOutcome> {
  // No Clipboard API outside a secure context (plain http on another host than localhost).
  if (typeof navigator === 'undefined' || !navigator.clipboard) return 'failed';
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch (err) {
    if (!isExpectedFailure(err)) reportUnexpected(err);
    return 'failed';
  }
}
