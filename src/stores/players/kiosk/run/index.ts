/**
 * The signal that a kiosk run ended (a player finished): a tiny folder of its own so players
 * send it without loading kiosk mode. Depends on nothing in src/stores.
 */
export { endKioskRun, KIOSK_RUN_END_EVENT } from './kiosk-run.ts';
