/**
 * Kiosk mode (spec: account creation disabled, progress reset). `/kiosk/` turns it on
 * (local storage `kiosk_mode`) and creates a kiosk user. After a period without input, and at
 * the end of a run, the visitor is reset: state, tokens and progress cleared, so the next
 * visitor starts clean with a new kiosk user (created by `ensureUserUuid` on first use, which
 * flags it as a kiosk user while kiosk mode is on).
 */
import { browserStorage } from '../../../api-client/storage.ts';
import { forgetConsent } from '../../../observability/consent.ts';
import { clearVisitorState, isKioskMode, VISITOR_KEYS } from '../../session/account/index.ts';
import { KIOSK_RUN_END_EVENT } from './run/index.ts';
import { ensureUserUuid, session } from '../../session/index.ts';

export { isKioskMode };

/** Seconds without input before the visitor is reset (overridable, see `idleSeconds`). */
export const DEFAULT_IDLE_SECONDS = 120;

export { KIOSK_RUN_END_EVENT } from './run/index.ts';

/** Input that counts as someone using the kiosk. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'input', 'scroll'] as const;

/** Turns kiosk mode on with a clean slate and a new kiosk user; resolves to its uuid. */
export async function enterKioskMode(): Promise<string> {
  clearVisitorState();
  session().storage.set('kiosk_mode', 'true');
  return ensureUserUuid();
}

/** Turns kiosk mode off and forgets the kiosk visitor. */
export function leaveKioskMode(): void {
  clearVisitorState();
  session().storage.set('kiosk_mode', null);
}

/** Does the current visitor leave anything behind (uuid, tokens, flags)? */
export function hasVisitorState(): boolean {
  const { storage } = session();
  return VISITOR_KEYS.some((key) => storage.get(key) !== null);
}

/** Resets the kiosk visitor: state, tokens and progress cleared. No-op outside kiosk mode. */
export function resetKioskVisitor(): boolean {
  if (!isKioskMode()) return false;
  clearVisitorState();
  // A shared screen: the next visitor makes their own analytics choice.
  forgetConsent(browserStorage() ?? undefined);
  return true;
}

/**
 * The idle period in seconds: the `kiosk_idle` query parameter (tests, trial setups), else the
 * build's `PUBLIC_KIOSK_IDLE_SECONDS`, else 120.
 */
export function idleSeconds(
  search: string,
  // Vite's env; undefined where the module runs under plain Node.
  configured = (import.meta.env as ImportMeta['env'] | undefined)?.['PUBLIC_KIOSK_IDLE_SECONDS'] as string | undefined,
): number {
  const fromQuery = Number(new URLSearchParams(search).get('kiosk_idle'));
  if (Number.isFinite(fromQuery) && fromQuery > 0) return fromQuery;
  const fromEnv = Number(configured);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_IDLE_SECONDS;
}

/**
 * Calls `onIdle` after `ms` without any activity event on `target`; every event starts the
 * period again. Returns the function that stops watching.
 */
export function watchIdle(target: EventTarget, ms: number, onIdle: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(onIdle, ms);
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, restart, { passive: true, capture: true });
  restart();
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, restart, { capture: true });
  };
}

export interface KioskWatchOptions {
  readonly target: EventTarget;
  readonly seconds: number;
  /** Is the page the start page (nothing to leave)? */
  readonly atStart: () => boolean;
  /** Goes to the start page for the next visitor. */
  readonly goToStart: () => void;
}

/**
 * While kiosk mode is on: after the idle period, or when a run ends, the visitor is reset;
 * after the idle period the kiosk also goes back to the start page. An idle start page with
 * nothing stored is left alone, so an unused kiosk creates no users. Returns the stop function.
 */
export function startKioskWatch(opts: KioskWatchOptions): () => void {
  if (!isKioskMode()) return () => undefined;
  const onIdle = () => {
    stopIdle();
    const leftBehind = hasVisitorState();
    resetKioskVisitor();
    if (leftBehind || !opts.atStart()) opts.goToStart();
    else stopIdle = watchIdle(opts.target, opts.seconds * 1000, onIdle);
  };
  let stopIdle = watchIdle(opts.target, opts.seconds * 1000, onIdle);
  const onRunEnd = () => {
    resetKioskVisitor();
  };
  opts.target.addEventListener(KIOSK_RUN_END_EVENT, onRunEnd);
  return () => {
    stopIdle();
    opts.target.removeEventListener(KIOSK_RUN_END_EVENT, onRunEnd);
  };
}
