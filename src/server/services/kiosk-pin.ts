/**
 * The kiosk PIN (`KIOSK_PIN`, from the environment, never the repository): staff type it to
 * turn a device into a kiosk and to take it out again. The server keeps only its SHA-256
 * digest and compares digests in constant time, so neither the PIN's characters nor its
 * length leak through the answer's timing; the route counts attempts against the auth rate
 * limit, so a short PIN cannot be guessed by trying.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The shortest PIN accepted at start. */
export const MIN_PIN_LENGTH = 4;

/** The SHA-256 digest of a PIN. */
export function pinDigest(pin: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(pin, 'utf8').digest());
}

/** Does `given` match the configured PIN? Always false when none is configured. */
export function pinMatches(expected: Uint8Array | null, given: string): boolean {
  if (!expected) return false;
  return timingSafeEqual(pinDigest(given), expected);
}
