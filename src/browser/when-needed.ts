/**
 * The `client:needed` island directive (registered by src/integrations/on-demand-islands.ts):
 * hydrates an island, and so loads its code (React included), only when it has something to
 * show. A first visit to the start, topic or search page (empty storage, online, no `?alert=`)
 * loads no React at all, and a player page loads no alert code; a returning visitor's progress,
 * a stored session, kiosk mode, a queued alert in the address, going offline or an alert a
 * store raises while the page is open mount it. Astro inlines this file in the page, so it
 * imports nothing and stays a few hundred bytes.
 */
import type { ClientDirective } from 'astro';

/** What makes an island worth mounting; any one of them is enough. */
export interface NeededWhen {
  /** Local-storage keys: mount when any of them holds a value. */
  readonly storage?: readonly string[];
  /** A query parameter: mount when the address carries it. */
  readonly param?: string;
  /** Mount when the browser is offline now or goes offline later. */
  readonly offline?: boolean;
  /** Mount when this event is dispatched on the window later (a store raised something to show). */
  readonly event?: string;
}

/** Whether anything named in `when` holds now (storage that throws counts as empty). */
export function isNeeded(
  when: NeededWhen,
  env: { storage: Pick<Storage, 'getItem'> | null; search: string; online: boolean },
): boolean {
  if (when.offline && !env.online) return true;
  if (when.param && new URLSearchParams(env.search).has(when.param)) return true;
  for (const key of when.storage ?? []) {
    try {
      if (env.storage?.getItem(key)) return true;
    } catch {
      // Expected: storage blocked (a cross-site embed); nothing is stored then.
    }
  }
  return false;
}

/** Local storage, or null where reading it throws (third-party iframes with storage blocked). */
export function localStorageOrNull(): Storage | null {
  try {
    return localStorage;
  } catch {
    // Expected: storage blocked.
    return null;
  }
}

/**
 * Mounts at once when the island is needed now, else at the first of the events that make it
 * needed later (going offline, the island's own event); `mount` runs once at most.
 */
export function mountWhenNeeded(
  when: NeededWhen,
  env: Parameters<typeof isNeeded>[1],
  events: Pick<EventTarget, 'addEventListener'>,
  mount: () => void,
): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    mount();
  };
  if (isNeeded(when, env)) {
    once();
    return;
  }
  if (when.offline) events.addEventListener('offline', once, { once: true });
  if (when.event) events.addEventListener(when.event, once, { once: true });
}

/** What `isNeeded` reads of the page: its storage, address and connection. */
export function pageEnv(): Parameters<typeof isNeeded>[1] {
  return { storage: localStorageOrNull(), search: location.search, online: navigator.onLine };
}

const whenNeeded: ClientDirective = (load, opts) => {
  // Astro types the directive's value as a string; it is whatever the page passed (an object here).
  const value: unknown = opts.value;
  const when = (typeof value === 'object' && value !== null ? value : {}) as NeededWhen;
  mountWhenNeeded(when, pageEnv(), window, () => void load().then((hydrate) => hydrate()));
};

export default whenNeeded;
