/**
 * The `client:interaction` island directive (registered by src/integrations/on-demand-islands.ts):
 * a player's first screen is server HTML, so React (about 70 KB gzip) and the island's code load
 * only when a person starts to use the page: a pointer over or down on the island's area, a
 * touch, a focus inside it, or a key pressed anywhere (keyboard users reach the options with
 * Tab). A first visit then runs no React before that (issue 13: player pages ≤ 80 KB), and the
 * download starts on hover or pointerdown, before the click it serves.
 *
 * Nothing given before hydration is lost: a click on the island (or on a static answer option,
 * `[data-answer]`, in the area) and a form's submit are held, and once the island has hydrated
 * they are given again to the same element, or to the hydrated button of the same answer. Links
 * are never held. Islands that matter at once for a returning visitor (stored keys, an address
 * parameter, offline) hydrate at once, as with `client:needed` (src/browser/when-needed.ts).
 */
import type { ClientDirective } from 'astro';
import { mountWhenNeeded, pageEnv, type isNeeded, type NeededWhen } from './when-needed.ts';

/** When to hydrate at once (as `client:needed`), and where interaction wakes the island. */
export interface InteractionWhen extends NeededWhen {
  /** Selector of an ancestor of the island whose interaction wakes it (default: the island). */
  readonly area?: string;
  /** The page's own path: on any other address (a route served by rewrite, a query or a hash the island reads) it hydrates at once. */
  readonly ownPath?: string;
}

/** An action held until the island has hydrated. */
type Held = { readonly kind: 'click'; readonly target: Element; readonly answer: string | null } | { readonly kind: 'submit'; readonly form: HTMLFormElement };

const WAKE_IN_AREA = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** How long a held action waits for its element after hydration (slow phones included). */
const REPLAY_WAIT_MS = 10_000;

/** The element a held click goes to once hydrated: the same one, or the island's button for the same answer. */
function replayTarget(island: Element, held: Extract<Held, { kind: 'click' }>): HTMLElement | null {
  const inIsland = held.target.isConnected && island.contains(held.target) ? held.target.closest<HTMLElement>('button, input, label, summary, [role="button"]') : null;
  if (inIsland) return inIsland;
  if (held.answer === null) return null;
  return island.querySelector<HTMLElement>(`[data-answer="${CSS.escape(held.answer)}"] button`);
}

/** Whether a click is one the island will handle (so it must wait for hydration); links never are. */
function isHeldClick(island: Element, area: Element, target: Element): boolean {
  if (target.closest('a[href]')) return false;
  if (island.contains(target)) return true;
  return area.contains(target) && target.closest('[data-answer]') !== null;
}

/** Gives a held action again once its element is there and enabled (hydration and a first render may take frames). */
function replay(island: Element, held: Held, deadline: number): void {
  const el = held.kind === 'submit' ? (held.form.isConnected ? held.form : null) : replayTarget(island, held);
  const ready = el && !(el instanceof HTMLButtonElement && el.disabled) && !island.hasAttribute('ssr');
  if (ready && el instanceof HTMLFormElement) return el.requestSubmit();
  if (ready) return el.click();
  if (Date.now() < deadline) requestAnimationFrame(() => replay(island, held, deadline));
}

/**
 * Hydrates `island` (through `hydrate`) at the first interaction with its area, or at once when
 * `when` says it is needed now; clicks and submits meant for it in the meantime are held and
 * given again after hydration.
 */
function hydrateOnInteraction(island: HTMLElement, when: InteractionWhen, env: Parameters<typeof isNeeded>[1], hydrate: () => Promise<void>): void {
  const area = (when.area ? island.closest(when.area) : null) ?? island;
  const held: Held[] = [];
  let state: 'waiting' | 'loading' | 'done' = 'waiting';
  const hold = (event: Event) => {
    const target = event.target;
    if (state === 'done' || !(target instanceof Element)) return;
    if (event.type === 'submit' && target instanceof HTMLFormElement && island.contains(target)) held.push({ kind: 'submit', form: target });
    else if (event.type === 'click' && isHeldClick(island, area, target)) held.push({ kind: 'click', target, answer: target.closest('[data-answer]')?.getAttribute('data-answer') ?? null });
    else return;
    event.preventDefault();
    event.stopImmediatePropagation();
    wake();
  };
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const type of WAKE_IN_AREA) area[method](type, wake, { passive: true });
    document[method]('keydown', wake, true);
  };
  const wake = () => {
    if (state !== 'waiting') return;
    state = 'loading';
    listen(false);
    // The first-load loader waits for an island that is hydrating (src/navigation/page-ready.ts).
    island.setAttribute('data-hydrating', '');
    hydrate().then(
      () => {
        state = 'done';
        island.removeAttribute('data-hydrating');
        document.removeEventListener('click', hold, true);
        document.removeEventListener('submit', hold, true);
        const deadline = Date.now() + REPLAY_WAIT_MS;
        for (const h of held.splice(0)) replay(island, h, deadline);
      },
      () => {
        // The code could not load (offline, not kept by the service worker): the next interaction tries again.
        state = 'waiting';
        island.removeAttribute('data-hydrating');
        held.length = 0;
        listen(true);
      },
    );
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  if (when.ownPath !== undefined && location.pathname + location.search + location.hash !== when.ownPath) return wake();
  // Needed now or later as for `client:needed` (a returning visitor, offline, the island's event).
  mountWhenNeeded(when, env, window, wake);
  if (state === 'waiting') listen(true);
}

const onInteraction: ClientDirective = (load, opts, el) => {
  const when = (typeof opts.value === 'object' && opts.value !== null ? opts.value : {}) as InteractionWhen;
  hydrateOnInteraction(el, when, pageEnv(), () => load().then((hydrate) => hydrate()));
};

export default onInteraction;
