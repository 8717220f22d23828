/**
 * The certificate card's data: the certificate by its code (the public verification call, with
 * the name its learner chose to show), the learner's profile name to offer for it, setting that
 * name, and the address of its QR code. Sharing it: src/stores/sharing/sharing.ts.
 */
import type { EarnedCertificate } from '../../../domain/earned-certificate.ts';
import type { Lang } from '../../../domain/model.ts';
import { pathOf } from '../../../api-contract/operations.ts';
import type { ResponseBody } from '../../../api-contract/types.ts';
import { call } from '../../../api-client/calls.ts';
import { reportUnexpected } from '../../../observability/report-error.ts';
import { apiBase, currentActor, session } from '../../session/index.ts';

const earned = (res: ResponseBody<'certificate'>): EarnedCertificate => ({
  topicName: res.data.topic_name,
  earnedAt: res.data.earned_at,
  code: res.data.code,
  learnerName: res.data.name,
});

/** The certificate with code `code`, its name as saved. Rejects with the API's failure (404: no certificate has the code). */
export async function loadEarnedCertificate(code: string): Promise<EarnedCertificate> {
  return earned(await call(session().api, 'certificate', { params: { id: code } }));
}

/**
 * The logged-in learner's profile name, offered for the certificate (never put on it unasked);
 * null when they have none, are not logged in, or the account cannot be read now.
 */
export async function profileName(): Promise<string | null> {
  const { api, storage } = session();
  if (!storage.get('access_token')) return null;
  try {
    // Network JSON: a profile-less answer must read as no name, whatever the contract says.
    const { profile } = (await call(api, 'me', {})).data as { profile?: Record<string, unknown> | null };
    const name = profile?.['name'];
    return typeof name === 'string' && name.trim() ? name.trim() : null;
  } catch (err) {
    // Expected: the account could not be read now; the field is then empty.
    reportUnexpected(err);
    return null;
  }
}

/**
 * Puts `name` on the learner's certificate `code` (blank: takes it off) and resolves to the
 * certificate as saved. Rejects with the API's failure (400: the name is refused; 403: not theirs).
 * The learner who earned it has a uuid already (the certificate test's answers were sent with
 * it), so an anonymous learner is named by the stored one and none is made here (a device
 * without one cannot own it: rejects without asking, a bug to report, not a refused name).
 */
export async function saveCertificateName(code: string, name: string): Promise<EarnedCertificate> {
  const { account, uuid } = currentActor();
  if (!account && !uuid) throw new Error('A certificate name without a learner on this device');
  const who = account ? {} : { user_uuid: uuid };
  return earned(await call(session().api, 'setCertificateName', { params: { id: code }, body: { ...who, name } }));
}

/** The address of the certificate's QR code (its verification page in `lang`), an SVG the API draws. */
export function certificateQrUrl(code: string, lang: Lang): string {
  return `${apiBase()}${pathOf('certificateQr', { id: code })}?lang=${lang}`;
}
