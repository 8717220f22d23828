/**
 * Whether the quiz server (the API) is away: set by a call that failed because no API answered
 * (`isApiMissing`: unreachable, or a static host's page / a proxy's error instead of the API),
 * cleared by the next call that succeeded. The first time it is away in a visit, the alert
 * `api.away` says so, once (remembered for the tab's session, so the next page does not say it
 * again; said again after the API was back and went away anew): practice goes on with the
 * answers kept on the device.
 */
import { atom } from 'nanostores';
import { isApiMissing } from '../../api-client/api-missing.ts';
import { showAlert } from '../alerts/index.ts';

export const $apiAway = atom(false);

/** Whether this visit has said the API is away already: the tab's session storage, else this page. */
let told = false;
const TOLD_KEY = 'quiz.apiAway.told';

function toldThisVisit(): boolean {
  try {
    return told || sessionStorage.getItem(TOLD_KEY) === '1';
  } catch {
    return told;
  }
}

function rememberTold(value: boolean): void {
  told = value;
  try {
    if (value) sessionStorage.setItem(TOLD_KEY, '1');
    else sessionStorage.removeItem(TOLD_KEY);
  } catch {
    // Storage blocked: this page remembers it.
  }
}

/** The device itself is offline: the offline queue's notice says so, not this one. */
function deviceOffline(): boolean {
  // `=== false`, not `!`: Node's `navigator` has no `onLine` (undefined), and that is not offline.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-boolean-literal-compare -- see above
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Notes a failed call: when no API answered, the API is away (and the page says so once). */
export function noteApiFailure(err: unknown): void {
  if (!isApiMissing(err)) return;
  $apiAway.set(true);
  if (toldThisVisit() || deviceOffline()) return;
  rememberTold(true);
  showAlert({ key: 'api.away' });
}

/** Notes a call that succeeded: the API is here. */
export function noteApiReached(): void {
  if (!$apiAway.get()) return;
  $apiAway.set(false);
  rememberTold(false);
}

/** Tests: a new page (`visit: 'same'` keeps what the visit was told), or a new visit. */
export function resetApiAway(visit: 'same' | 'new' = 'new'): void {
  if (visit === 'new') rememberTold(false);
  told = false;
  $apiAway.set(false);
}
