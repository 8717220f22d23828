/**
 * What runs inside the measured page, installed before its own scripts (Playwright's init
 * scripts, which the page's Content-Security-Policy does not cover): it records when the
 * learner's first touch reached the page and, from then on, checks every animation frame
 * whether the tap's response is on screen, so the time is the page's own clock, whatever the
 * test process was doing. Nothing runs per frame before the touch, so the page's load is not
 * slowed by the measurement.
 */

/** What shows once a tap is answered. */
export interface ResponseSpec {
  /** Selector of an element that is rendered (has a layout box) once the tap is answered. */
  readonly selector: string;
  /** The page's path then, when the tap moves the player to another of its routes. */
  readonly path?: string;
}

/** The probe's record, on `window.__phoneProbe`, in the page's clock (ms since navigation start). */
export interface ProbeRecord {
  /** The first touch's `timeStamp` (when the browser received it). */
  tapAt: number | null;
  /** The first animation frame at which the response was rendered. */
  respondedAt: number | null;
  /** The page's INP as web-vitals last reported it, when it is loaded (`installInp`). */
  inpMs: number | null;
}

/** The part of web-vitals' IIFE build (`window.webVitals`) the probe uses. */
interface WebVitals {
  onINP(
    report: (metric: { value: number }) => void,
    opts: { reportAllChanges: boolean; durationThreshold: number },
  ): void;
}

declare global {
  interface Window {
    __phoneProbe?: ProbeRecord;
    webVitals?: WebVitals;
  }
}

/** The page's probe record, read in the page (Playwright's `evaluate`); null before the probe is installed. */
export function readProbe(): ProbeRecord | null {
  return window.__phoneProbe ?? null;
}

/**
 * The init script: installs the record and the watch. A plain function with no outside
 * references (Playwright sends its text); the top frame only.
 */
export function installProbe(response: ResponseSpec): void {
  if (window !== window.top) return;
  const record: ProbeRecord = { tapAt: null, respondedAt: null, inpMs: null };
  window.__phoneProbe = record;
  const shown = () => {
    if (response.path !== undefined && location.pathname !== response.path) return false;
    const el = document.querySelector(response.selector);
    return el !== null && el.checkVisibility() && el.getBoundingClientRect().height > 0;
  };
  const watch = () => {
    if (shown()) record.respondedAt = performance.now();
    else requestAnimationFrame(watch);
  };
  addEventListener(
    'touchstart',
    (ev) => {
      if (record.tapAt !== null) return;
      record.tapAt = ev.timeStamp;
      requestAnimationFrame(watch);
    },
    { capture: true, passive: true },
  );
}

/**
 * The init script that reports INP into the record: web-vitals' `onINP` (its IIFE build, loaded
 * by an init script before this one) with every change reported and the lowest duration filter,
 * so a short interaction has a value too.
 */
export function installInp(): void {
  if (window !== window.top) return;
  const vitals = window.webVitals;
  const record = window.__phoneProbe;
  if (!vitals || !record) return;
  vitals.onINP((m) => (record.inpMs = m.value), { reportAllChanges: true, durationThreshold: 16 });
}
