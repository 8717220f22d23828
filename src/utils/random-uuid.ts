/**
 * A random UUID (version 4) from `crypto.getRandomValues`. `crypto.randomUUID` exists only on
 * secure origins (https, localhost); a kiosk or a classroom server reached over plain http on a
 * LAN has only `getRandomValues`, and its visitors need ids all the same.
 */
export function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
