/**
 * What a page loads once its first contentful paint is on screen: its scripts, the web app
 * manifest and the decorative card images. Every page's first screen is server HTML (islands
 * included), so nothing of it needs them; requested beside the stylesheet, they only competed
 * with it on a phone's connections and, in Lighthouse's simulation, put a second connection's
 * round trips, their evaluation or a share of the bandwidth on the path to the largest paint
 * (docs/decisions.md, "Scripts after the first paint").
 *
 * The page finish (src/integrations/shared-scripts.ts) writes each script as an inert
 * `<script type="text/x-after-paint" src>` (a type no browser runs or fetches, nor its preload
 * scanner), the layout the manifest as `<link rel="x-after-paint" data-rel="manifest">` and a
 * card its image's address in `data-after-paint-src`; `loadAfterPaint`, part of the inline head
 * script, turns them into the real thing, scripts in document order, once the paint timing API
 * reports the first contentful paint.
 */
import { escapeAttribute } from './escape-html.ts';

/** The `type` of a script that waits for the first paint. */
export const AFTER_PAINT_TYPE = 'text/x-after-paint';
/** The `rel` of a link that waits for the first paint (its own `rel` in `data-rel`). */
export const AFTER_PAINT_REL = 'x-after-paint';
/** The attribute that holds the `src` of a decorative image shown once the first paint is on screen. */
export const AFTER_PAINT_SRC = 'data-after-paint-src';

/**
 * Set on `<html>` once every script the loader started has run (or failed to load): what a test,
 * or anything else that needs the page's scripts, waits for (the load event may come before they start).
 */
export const SCRIPTS_RAN = 'data-scripts-ran';

/** The marks the loader looks for and sets, as the head script passes them. */
export const AFTER_PAINT_MARKS = {
  type: AFTER_PAINT_TYPE,
  rel: AFTER_PAINT_REL,
  src: AFTER_PAINT_SRC,
  ran: SCRIPTS_RAN,
} as const;

/**
 * The inert tag of a script loaded after the first paint: `type` is the script's own type
 * (`module`, or none for a classic script) and `preload` the modules it imports, fetched with it
 * rather than one import level after another.
 */
export function afterPaintTag(
  src: string,
  { type = '', preload = [] }: { type?: string; preload?: readonly string[] } = {},
): string {
  const attributes = [`type="${AFTER_PAINT_TYPE}"`, `src="${escapeAttribute(src)}"`];
  if (type) attributes.push(`data-type="${escapeAttribute(type)}"`);
  if (preload.length) attributes.push(`data-preload="${escapeAttribute(preload.join(' '))}"`);
  return `<script ${attributes.join(' ')}></script>`;
}

/**
 * Loads the page's waiting scripts, links and images (`marks`: AFTER_PAINT_MARKS) once the first
 * contentful paint has been presented and the document is parsed. The paint entry, not a frame
 * callback: a frame is drawn well before it reaches the screen (in headless Chromium about
 * 20–40 ms), and a script fetched from a cache or a near server ends within that. At once in a
 * hidden tab (it paints nothing until shown); without the paint timing API after the next frame;
 * and in any case one second after the load event (an iframe outside the viewport may not
 * paint). Created with `async = false`, the scripts run in document order as the parser would
 * have run them; once all have run, `<html>` gets SCRIPTS_RAN. A plain function: the head script
 * inlines its text (src/utils/head-script.ts).
 */
export function loadAfterPaint({ type, rel, src, ran }: typeof AFTER_PAINT_MARKS): void {
  let started = false;
  let running = 0;
  const settled = () => {
    if (--running <= 0) document.documentElement.setAttribute(ran, '');
  };
  const load = () => {
    for (const img of document.querySelectorAll<HTMLImageElement>(`img[${src}]`)) {
      img.src = img.getAttribute(src) || '';
      img.removeAttribute(src);
    }
    for (const waiting of document.querySelectorAll(`script[type="${type}"], link[rel="${rel}"]`)) {
      if (waiting.tagName === 'LINK') {
        const link = document.createElement('link');
        link.rel = waiting.getAttribute('data-rel') || '';
        link.href = waiting.getAttribute('href') || '';
        waiting.replaceWith(link);
        continue;
      }
      for (const href of (waiting.getAttribute('data-preload') || '').split(' ')) {
        if (!href) continue;
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      const script = document.createElement('script');
      const own = waiting.getAttribute('data-type');
      if (own) script.type = own;
      script.async = false;
      script.src = waiting.getAttribute('src') || '';
      script.addEventListener('load', settled);
      script.addEventListener('error', settled);
      running++;
      waiting.replaceWith(script);
    }
    if (!running) settled();
  };
  const start = () => {
    if (started) return;
    started = true;
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', load);
    else load();
  };
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  if (
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver as Partial<typeof PerformanceObserver>).supportedEntryTypes?.includes('paint')
  ) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
  addEventListener('load', () => setTimeout(start, 1000));
}
