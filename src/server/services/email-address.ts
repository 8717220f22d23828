/**
 * An email address as accounts are keyed by it: trimmed and lower-cased, so `Anna@School.se `
 * signs in to the account `anna@school.se` registered, and a rate limit counts both as one.
 */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
