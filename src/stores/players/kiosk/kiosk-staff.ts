/**
 * Staff's side of kiosk mode (docs/decisions.md, "Kiosk"): the device becomes a kiosk, and
 * leaves kiosk mode, only with the PIN the server is configured with (`KIOSK_PIN`, checked by
 * `POST /v1/kiosk/check`). Inside kiosk mode the way out for staff is a long press on the
 * site's name, which opens the kiosk page, where the PIN is asked.
 */
import { call } from '../../../api-client/calls.ts';
import { isApiFailure, isNetworkFailure, rateLimitMessage, type FailureMessage } from '../../../api-client/failures.ts';
import { apiMissingMessage } from '../../../api-client/api-missing.ts';
import { reportUnexpected } from '../../../observability/report-error.ts';
import { enterKioskMode, leaveKioskMode } from './kiosk.ts';
import { session } from '../../session/index.ts';

/** How long staff hold the site's name to reach the kiosk page (long enough not to happen by chance). */
export const STAFF_HOLD_MS = 3000;

/** The API's refusals that the kiosk page names as they are. */
const REFUSALS: ReadonlySet<string> = new Set(['kiosk.wrongPin', 'kiosk.notConfigured']);

/** The message of a refused or failed PIN check (wrong PIN, none configured, how long to wait after too many tries, offline). */
function failureMessage(err: unknown): FailureMessage {
  reportUnexpected(err);
  if (isNetworkFailure(err)) return { key: 'kiosk.needsNetwork' };
  const limited = rateLimitMessage(err) ?? apiMissingMessage(err);
  if (limited) return limited;
  const message = isApiFailure(err) ? err.data?.message : undefined;
  return { key: message && REFUSALS.has(message) ? message : 'kiosk.failed' };
}

/** Checks the PIN with the server: null when it is right, else the message saying why not. */
export async function checkKioskPin(pin: string): Promise<FailureMessage | null> {
  try {
    await call(session().api, 'kioskCheck', { body: { pin } });
    return null;
  } catch (err) {
    return failureMessage(err);
  }
}

/** Turns kiosk mode on with the staff PIN: null when on, else the message of the refusal. */
export async function unlockKioskMode(pin: string): Promise<FailureMessage | null> {
  const refused = await checkKioskPin(pin);
  if (refused) return refused;
  try {
    await enterKioskMode();
    return null;
  } catch (err) {
    return failureMessage(err);
  }
}

/** Turns kiosk mode off with the staff PIN: null when off, else the message of the refusal. */
export async function lockKioskModeOff(pin: string): Promise<FailureMessage | null> {
  const refused = await checkKioskPin(pin);
  if (!refused) leaveKioskMode();
  return refused;
}

/**
 * Calls `onHold` when `target` is pressed (pointer) for `ms` without letting go or moving
 * away; the click that ends such a press is swallowed, so the link held does not open.
 * Returns the function that stops watching.
 */
export function watchLongPress(target: EventTarget, ms: number, onHold: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let held = false;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const down = () => {
    cancel();
    held = false;
    timer = setTimeout(() => {
      held = true;
      onHold();
    }, ms);
  };
  const click = (ev: Event) => {
    if (!held) return;
    held = false;
    ev.preventDefault();
  };
  // A long press on a touch screen opens the context menu: not on the held control.
  const menu = (ev: Event) => ev.preventDefault();
  const ends = ['pointerup', 'pointerleave', 'pointercancel'] as const;
  target.addEventListener('pointerdown', down);
  for (const type of ends) target.addEventListener(type, cancel);
  target.addEventListener('click', click);
  target.addEventListener('contextmenu', menu);
  return () => {
    cancel();
    target.removeEventListener('pointerdown', down);
    for (const type of ends) target.removeEventListener(type, cancel);
    target.removeEventListener('click', click);
    target.removeEventListener('contextmenu', menu);
  };
}
