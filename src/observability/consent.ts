/**
 * The visitor's analytics consent, remembered in local storage under one key. No stored choice
 * means "not asked yet": consent stays denied and the banner shows. Storage may be blocked
 * (cross-site embeds, private modes); the choice then lasts for the page only.
 */
import type { ConsentChoice } from './gtag.ts';
import { reportUnexpected } from './report-error.ts';

export const CONSENT_KEY = 'analytics_consent';

export function parseConsent(raw: string | null | undefined): ConsentChoice | null {
  return raw === 'granted' || raw === 'denied' ? raw : null;
}

export function readConsent(storage: Pick<Storage, 'getItem'> | undefined): ConsentChoice | null {
  try {
    return parseConsent(storage?.getItem(CONSENT_KEY));
  } catch (err) {
    // Expected: storage blocked (a DOMException): not asked yet. Anything else is a bug.
    reportUnexpected(err);
    return null;
  }
}

/** Stores the choice; false when storage refused it. */
export function writeConsent(storage: Pick<Storage, 'setItem'> | undefined, choice: ConsentChoice): boolean {
  try {
    if (!storage) return false;
    storage.setItem(CONSENT_KEY, choice);
    return true;
  } catch (err) {
    // Expected: storage blocked or full (a DOMException): the choice lasts for the page.
    reportUnexpected(err);
    return false;
  }
}

/** Forgets the choice, so the next visitor of a shared kiosk is asked again. */
export function forgetConsent(storage: Pick<Storage, 'removeItem'> | undefined): void {
  try {
    storage?.removeItem(CONSENT_KEY);
  } catch (err) {
    // Expected: storage blocked (a DOMException), so nothing was remembered.
    reportUnexpected(err);
  }
}
