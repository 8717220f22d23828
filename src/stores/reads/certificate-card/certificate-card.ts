/**
 * The certificate card's data: the certificate by its code (the public verification call) and
 * the learner's name from their account when they are logged in. Sharing it: src/stores/sharing/sharing.ts.
 */
import type { EarnedCertificate } from '../../../domain/earned-certificate.ts';
import { call } from '../../../api-client/calls.ts';
import { isExpectedFailure } from '../../../api-client/failures.ts';
import { reportUnexpected } from '../../../observability/report-error.ts';
import { session } from '../../session/index.ts';

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
