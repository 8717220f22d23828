/**
 * The `client:needed` island directive (registered by src/integrations/on-demand-islands.ts):
 * hydrates an island, and so loads React, only when it has something to show. A first visit to
 * the start, topic or search page (empty storage, online, no `?alert=`) loads no React at all;
 * a returning visitor's progress, a stored session, kiosk mode, a queued alert in the address
 * or going offline mount it. Astro inlines this file in the page, so it imports nothing and
 * stays a few hundred bytes.
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
}

/** Whether anything named in `when` holds now (storage that throws counts as empty). */
export function isNeeded(when: NeededWhen, env: { storage: Pick<Storage, 'getItem'> | null; search: string; online: boolean }): boolean {
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
function localStorageOrNull(): Storage | null {
  try {
    return localStorage;
  } catch {
    // Expected: storage blocked.
    return null;
  }
}

const whenNeeded: ClientDirective = (load, opts) => {
  const when = (typeof opts.value === 'object' && opts.value !== null ? opts.value : {}) as NeededWhen;
  let started = false;
  const mount = async () => {
    if (started) return;
    started = true;
    const hydrate = await load();
    await hydrate();
  };
  if (isNeeded(when, { storage: localStorageOrNull(), search: location.search, online: navigator.onLine })) void mount();
  else if (when.offline) addEventListener('offline', () => void mount(), { once: true });
};

export default whenNeeded;
