/**
 * Passwords too common to accept (ASVS 5.0 6.2.4: at least the top 3,000). The list is
 * zxcvbn's ranked password dictionary (`@zxcvbn-ts/language-common`, compiled from leaked
 * password frequency lists); the top 10,000 that our length rules would allow are refused.
 * Read once, on the first check, so a server that never registers anyone never loads it.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common passwords are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;
const MIN_LENGTH = 8;

let common: ReadonlySet<string> | undefined;

/** True when `password`, ignoring case, is one of the most common passwords of our minimum length. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary['passwords-common'].filter((p) => p.length >= MIN_LENGTH).slice(0, COMMON_PASSWORD_COUNT),
  );
  return common.has(password.toLowerCase());
}
