/**
 * The local-storage keys of docs/reference/entities.md#local-storage-keys, and nothing else, hold client state across
 * visits. Outside a browser (tests, server rendering) a memory map stands in.
 */
import { reportUnexpected } from '../observability/report-error.ts';

/** The keys that belong to the visitor (cleared at logout and by a kiosk reset). */
export const VISITOR_KEYS = [
  'user_uuid',
  'access_token',
  'refresh_token',
  'showCertificateInfo',
  'showCertificateNextQuestionConfirm',
  'showWelcomeInfo',
  'review_boxes',
] as const;
/** The keys that belong to the device: they outlive the visitor. */
export const DEVICE_KEYS = ['kiosk_mode', 'request_logger'] as const;
export const STORAGE_KEYS = [...VISITOR_KEYS, ...DEVICE_KEYS] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

export interface KeyValueStorage {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string | null): void;
}

/**
 * `window.localStorage`, or null where there is none or reading it throws (a cross-site iframe
 * with third-party storage blocked: embeds must keep working there).
 */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch (err) {
    reportUnexpected(err);
    return null;
  }
}

/** A storage over `window.localStorage`, or memory when there is none (or it throws). */
export function createStorage(backend: Storage | null = browserStorage()): KeyValueStorage {
  const memory = new Map<string, string>();
  return {
    get(key) {
      try {
        return backend ? backend.getItem(key) : (memory.get(key) ?? null);
      } catch (err) {
        reportUnexpected(err);
        return memory.get(key) ?? null;
      }
    },
    set(key, value) {
      try {
        if (backend) {
          if (value === null) backend.removeItem(key);
          else backend.setItem(key, value);
          return;
        }
      } catch (err) {
        // Private mode or quota: keep it for this page at least.
        reportUnexpected(err);
      }
      if (value === null) memory.delete(key);
      else memory.set(key, value);
    },
  };
}
