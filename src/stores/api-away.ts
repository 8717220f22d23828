/**
 * Whether the quiz server (the API) is away: set by a call that failed because no API answered
 * (`isApiMissing`: unreachable, or a static host's page / a proxy's error instead of the API),
 * cleared by the next call that succeeded. The first time it is away on a page, the alert
 * `api.away` says so, once: practice goes on with the answers kept on the device.
 */
import { atom } from 'nanostores';
import { isApiMissing } from '../api-client/failures.ts';
import { showAlert } from './alerts.ts';

export const $apiAway = atom(false);

/** Whether this page has said the API is away already (once per page session). */
let told = false;

/** The device itself is offline: the offline queue's notice says so, not this one. */
function deviceOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Notes a failed call: when no API answered, the API is away (and the page says so once). */
export function noteApiFailure(err: unknown): void {
  if (!isApiMissing(err)) return;
  $apiAway.set(true);
  if (told || deviceOffline()) return;
  told = true;
  showAlert({ key: 'api.away' });
}

/** Notes a call that succeeded: the API is here. */
export function noteApiReached(): void {
  if ($apiAway.get()) $apiAway.set(false);
}

/** Tests: forget that the page said it. */
export function resetApiAway(): void {
  told = false;
  $apiAway.set(false);
}
