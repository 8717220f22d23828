/**
 * The `client:ready` island directive (registered by src/integrations/on-demand-islands.ts), for
 * players and forms. Their first screen is server HTML, on screen before any script; the page's
 * scripts, this one among them, start once it is painted (src/utils/after-paint.ts). The island's
 * code is requested at once (the page finish preloads it with the island scripts), and the island
 * hydrates in the first idle time after it has arrived, so a learner who reads before tapping
 * finds it live: no first tap pays for a download.
 *
 * A tap, click or submit given before that is not lost: the inline head script holds it
 * (src/browser/held-taps.ts), which makes the island hydrate at once instead of waiting for idle
 * time; once hydrated, every held action inside the island's area is given again to the same
 * control, or to the island's own button for the same answer, as soon as that is there and
 * enabled. Controls are never rendered disabled only because the island has not hydrated.
 */
import type { ClientDirective } from 'astro';
import { HELD_EVENT, HELD_MARK, takeHeldTaps, type HeldTap } from './held-taps.ts';

/** Where held actions belong: the island itself, or an ancestor holding its static stand-ins. */
export interface ReadyWhen {
  /** Selector of an ancestor of the island whose held actions it takes (default: the island). */
  readonly area?: string;
}

/** How long a held action waits for its control after hydration (slow phones included). */
const REPLAY_WAIT_MS = 10_000;
/** Idle time is waited for this long at most once the code is there. */
const IDLE_TIMEOUT_MS = 500;

/** The live control a held click goes to: the same one, or the island's button for the same answer. */
function replayTarget(island: Element, held: HeldTap): HTMLElement | null {
  if (held.kind === 'submit')
    return held.target instanceof HTMLFormElement && held.target.isConnected ? held.target : null;
  if (
    held.target instanceof HTMLElement &&
    held.target.isConnected &&
    island.contains(held.target) &&
    !held.target.closest('[hidden]')
  )
    return held.target;
  if (held.answer === null) return null;
  return island.querySelector<HTMLElement>(`[data-answer="${CSS.escape(held.answer)}"] button`);
}

/** Gives a held action again once its control is there and enabled (hydration and a first render may take frames). */
function replay(island: Element, held: HeldTap, deadline: number): void {
  const el = island.hasAttribute('ssr') ? null : replayTarget(island, held);
  const ready = el !== null && !(el instanceof HTMLButtonElement && el.disabled);
  if (ready || Date.now() >= deadline) held.target.removeAttribute(HELD_MARK);
  if (ready && el instanceof HTMLFormElement) {
    el.requestSubmit();
    return;
  }
  if (ready) {
    el.click();
    return;
  }
  if (Date.now() < deadline) requestAnimationFrame(() => replay(island, held, deadline));
}

/** Runs `fn` in the browser's next idle period (at most `IDLE_TIMEOUT_MS` later), or soon where there is no idle callback. */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 1);
  return () => clearTimeout(id);
}

/**
 * Loads the island's code now and hydrates it in idle time, or at once when an action is held;
 * then gives every action held in its area again, and keeps doing so for actions held while
 * its first render is still on the way.
 */
export function hydrateWhenReady(island: HTMLElement, when: ReadyWhen, load: () => Promise<() => Promise<void>>): void {
  const area = (when.area ? island.closest(when.area) : null) ?? island;
  // The first-load loader waits for an island that is hydrating (src/navigation/page-ready.ts).
  island.setAttribute('data-hydrating', '');
  let hydrate: (() => Promise<void>) | null = null;
  let started = false;
  let cancelIdle: (() => void) | null = null;
  const give = () => {
    const deadline = Date.now() + REPLAY_WAIT_MS;
    for (const held of takeHeldTaps(area)) replay(island, held, deadline);
  };
  const start = () => {
    if (started || !hydrate) return;
    started = true;
    cancelIdle?.();
    removeEventListener(HELD_EVENT, start);
    void hydrate().finally(() => {
      island.removeAttribute('data-hydrating');
      give();
      addEventListener(HELD_EVENT, give);
    });
  };
  addEventListener(HELD_EVENT, start);
  load().then(
    (fn) => {
      hydrate = fn;
      if (hasHeld(area)) start();
      else cancelIdle = whenIdle(start);
    },
    () => {
      // The code could not load (offline, not kept by the service worker): the page stays as the server sent it.
      island.removeAttribute('data-hydrating');
      removeEventListener(HELD_EVENT, start);
    },
  );
}

/** Whether an action is already held inside `area` (then hydration does not wait for idle time). */
function hasHeld(area: Element): boolean {
  return area.querySelector(`[${HELD_MARK}]`) !== null || area.hasAttribute(HELD_MARK);
}

const onReady: ClientDirective = (load, opts, el) => {
  // Astro types the directive's value as a string; it is whatever the page passed (an object here).
  const value: unknown = opts.value;
  const when = (typeof value === 'object' && value !== null ? value : {}) as ReadyWhen;
  hydrateWhenReady(el, when, load);
};

export default onReady;
