/**
 * After a failed chunk load (docs/reference/errors.md#failed-chunk-loads and docs/reference/constants.md#navigation) the page reloads, at most once per path
 * within 10 seconds, so a deploy that replaced the hashed chunks under an open page heals
 * itself while a chunk that stays broken cannot make the page loop. Astro retries an island's
 * import once after a second; when that fails too it dispatches `astro:hydration-error`.
 * Vite dispatches `vite:preloadError` for the dependencies of other dynamic imports, and a
 * failed `import()` nobody handled ends as an `unhandledrejection`.
 */
import { KEYS, session, type KeyValue } from './session-memory.ts';

export const RELOAD_GUARD_MS = 10_000;

/** Messages browsers give a dynamic import or module script that failed to load. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS/i;

/** Whether an error (or rejection reason) is a failed chunk load. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_ERROR.test(message);
}

/**
 * Claims the one reload `path` may have at time `now`: true (and recorded) when the path was
 * not reloaded within the last 10 seconds, else false. Also false when the record cannot be
 * stored, since a reload that cannot be remembered could repeat for ever.
 */
export function claimReload(path: string, now: number, store: KeyValue): boolean {
  let record: Record<string, number> = {};
  try {
    const parsed: unknown = JSON.parse(store.get(KEYS.reloads) ?? '{}');
    if (parsed && typeof parsed === 'object') record = parsed as Record<string, number>;
  } catch {
    // Expected: the stored record is not JSON (damaged by hand or another version); it guards nothing, start a new one.
  }
  const recent = (at: unknown) => typeof at === 'number' && at <= now && now - at < RELOAD_GUARD_MS;
  if (recent(record[path])) return false;
  const kept = Object.fromEntries(Object.entries(record).filter(([, at]) => recent(at)));
  kept[path] = now;
  return store.set(KEYS.reloads, JSON.stringify(kept));
}

/** Listens for failed chunk loads and reloads the page when the guard allows it. */
export function installReloadGuard(onGiveUp: () => void): void {
  const reload = (event?: Event): void => {
    if (claimReload(location.pathname, Date.now(), session)) {
      event?.preventDefault();
      location.reload();
    } else {
      onGiveUp();
    }
  };
  addEventListener('vite:preloadError', (event) => reload(event));
  addEventListener('astro:hydration-error', (event) => {
    if (isChunkLoadError((event as CustomEvent<{ error: unknown } | null>).detail?.error)) reload(event);
  });
  addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reload(event);
  });
}
