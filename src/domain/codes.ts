/**
 * Event and group codes are case-insensitive and typed with stray spaces ("FAIR26 " is fair26):
 * the one form in which the content index keys them, the API looks them up and the pages link
 * to them.
 */
export function normalizeCode(typed: string): string {
  return typed.trim().toLowerCase();
}
