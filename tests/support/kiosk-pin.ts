/**
 * The kiosk PIN the browser tests' servers are started with (`KIOSK_PIN`). A test value only:
 * a real deployment sets its own in the environment, never in the repository.
 */
export const E2E_KIOSK_PIN = 'e2e-staff-2468';
