/**
 * What navigation remembers for the tab's session (sessionStorage; in cross-site iframes
 * where storage is blocked every read answers null and writes are dropped):
 * - the entry path, the first path visited in this tab (written by the inline head script,
 *   whose presence also means "not the first load", so the loader shows only once);
 * - the disabled-flip path (`flip.ts`);
 * - the transition a full page load hands to the next document (`cross-document.ts`);
 * - the chunk-reload guard's record (`reload-guard.ts`);
 * - the practice answer a language switch carries to the other language (`carried-answer.ts`).
 */
import { reportUnexpected } from '../observability/report-error.ts';

export const KEYS = {
  entry: 'quiz:entry',
  noFlip: 'quiz:noFlip',
  transition: 'quiz:transition',
  reloads: 'quiz:reloads',
  carriedAnswer: 'quiz:carriedAnswer',
} as const;

/** A string store: sessionStorage in the browser, a Map in tests. */
export interface KeyValue {
  get(key: string): string | null;
  /** Returns false when the value could not be stored. */
  set(key: string, value: string | null): boolean;
}

export const session: KeyValue = {
  get(key) {
    try {
      return sessionStorage.getItem(key);
    } catch (err) {
      // Expected: storage blocked (a DOMException); anything else is reported.
      reportUnexpected(err);
      return null;
    }
  },
  set(key, value) {
    try {
      if (value === null) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, value);
      return true;
    } catch (err) {
      // Expected: storage blocked or full (a DOMException); anything else is reported.
      reportUnexpected(err);
      return false;
    }
  },
};

/** The first path this tab visited on the site (null when storage is unavailable). */
export function entryPath(): string | null {
  return session.get(KEYS.entry);
}
