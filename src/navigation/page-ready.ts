/**
 * The first-load loader (docs/reference/routes.md#loader-entry-path-and-disabled-flip: it shows only on the first load). The inline head
 * script marks `<html data-first-load>` on the first page of the tab's session (no entry
 * path remembered yet); CSS draws a thin progress bar at the top while the mark is there.
 * It goes once the page has loaded and its `client:load` islands, and the `client:ready` ones
 * (src/browser/on-ready.ts: they hydrate as soon as their code is there), have hydrated. Or when
 * startup fails (an island that cannot load: the server-rendered page stays usable), and in
 * any case after 10 seconds (the CSS fades the bar out by itself even if this script never
 * runs).
 */
import { afterNextFrame } from '../utils/next-frame.ts';

const root = document.documentElement;
const LOADER_CAP_MS = 10_000;

/** Hides the loader for good. */
export function hideLoader(): void {
  root.removeAttribute('data-first-load');
}

function pendingIslands(): number {
  return document.querySelectorAll('astro-island[ssr][client="load"], astro-island[ssr][data-hydrating]').length;
}

if (root.hasAttribute('data-first-load')) {
  const check = () => {
    if (document.readyState === 'complete' && pendingIslands() === 0) hideLoader();
  };
  // Counted after the next frame (src/utils/next-frame.ts), so that the islands that hydrate at
  // once have started: the page's scripts (this one and Astro's island scripts before it) load
  // only after the first paint (src/utils/after-paint.ts), often after the load event, and a
  // hydration starts in the tasks after the island runtime runs.
  const afterIslandsStart = () => void afterNextFrame().then(check);
  addEventListener('load', afterIslandsStart);
  // `astro:hydrate` does not bubble: listen in the capture phase.
  document.addEventListener('astro:hydrate', check, true);
  document.addEventListener('astro:hydration-error', hideLoader);
  setTimeout(hideLoader, LOADER_CAP_MS);
  afterIslandsStart();
}
