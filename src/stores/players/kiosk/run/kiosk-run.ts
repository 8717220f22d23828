/**
 * The end of a kiosk visitor's run (a decided certificate test, a finished challenge or event
 * test): kiosk mode then starts the next visitor clean (src/stores/players/kiosk/kiosk.ts listens). Apart from
 * the kiosk store, so a player tells it without loading kiosk mode and the account code it uses.
 */

/** Dispatched on `document` when a run is over. */
export const KIOSK_RUN_END_EVENT = 'kiosk:run-end';

/** Tells kiosk mode (if the device is a kiosk) that the visitor's run is over. */
export function endKioskRun(): void {
  document.dispatchEvent(new Event(KIOSK_RUN_END_EVENT));
}
