/**
 * Kiosk mode: turning it on and off (staff's long press: kiosk-staff.ts), and resetting the
 * visitor after a period without input or at the end of a run (kiosk.ts). Depends on:
 * src/stores/session, players/kiosk/run.
 */
export { lockKioskModeOff, STAFF_HOLD_MS, unlockKioskMode, watchLongPress } from './kiosk-staff.ts';
export { idleSeconds, isKioskMode, resetKioskVisitor, startKioskWatch } from './kiosk.ts';
