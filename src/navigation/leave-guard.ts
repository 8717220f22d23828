/**
 * A page that has answered a learner before recording what they did (src/stores/players/practice/practice.ts,
 * event-run.ts) must not lose it to a link followed meanwhile: the language switch, the
 * breadcrumb, "Next question". While work is kept here, a plain click on a link to another page
 * waits for it and then follows the link (the link's address as it is then: the language switch
 * sets its own on the same click); when the work failed, the link is not followed (the player
 * has sent the learner to the start screen with the alert). Clicks that open another tab or
 * window, and in-page links, go at once.
 */

let pending: Promise<boolean> | null = null;
let listening = false;

/** Whether a click on `a` leaves this page in this tab. */
function leaves(a: HTMLAnchorElement, e: MouseEvent): boolean {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return false;
  const to = new URL(a.href, location.href);
  return !(to.origin === location.origin && to.pathname === location.pathname && to.search === location.search);
}

function onClick(e: MouseEvent): void {
  const waiting = pending;
  const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
  if (!waiting || !(a instanceof HTMLAnchorElement) || !leaves(a, e)) return;
  e.preventDefault();
  void waiting.then((ok) => ok && location.assign(a.href));
}

/**
 * Keeps the page until `work` settles: links followed meanwhile wait for it. `work` resolves to
 * false when what it recorded was lost (the link is then not followed).
 */
export function keepPageUntil(work: Promise<boolean>): void {
  // Together with what was kept before, still unsettled: a link waits for all of it.
  const mine: Promise<boolean> = Promise.all([pending ?? true, work])
    .then(([before, now]) => before && now)
    .finally(() => {
      if (pending === mine) pending = null;
    });
  pending = mine;
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('click', onClick, true);
}
