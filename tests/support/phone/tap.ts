/**
 * One learner's tap on a phone (device.ts), measured as the learner feels it. The page is
 * opened and the tap made as soon as the control is painted on screen: the first contentful
 * paint has happened and the control has a layout box in the viewport, the touch point on it.
 * Nothing else is waited for (not the load event, not the page's scripts, not the control
 * being enabled: a disabled button looks the same), and the touch is a real one
 * (`page.touchscreen.tap`, which does not wait for the target to be actionable, as
 * `locator.tap()` would). "After reading" makes the same tap after a few seconds on the page.
 * The time to the response is the page's own (probe.ts): from the touch's timestamp to the first
 * frame with the response rendered. Also recorded: every script the page requested from
 * navigation until then, with its gzip (level 9) size, as the JS budget counts, and its size on
 * the wire, plus the HTML's inline scripts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { errors, type Locator, type Page, type Response } from '@playwright/test';
import { gzipBytes, inlineScriptGzip } from '../js-gzip.ts';
import { installInp, installProbe, readProbe, type ResponseSpec } from './probe.ts';

/** A script the page loaded before the tap was answered. */
export interface ScriptLoad {
  readonly url: string;
  readonly gzipBytes: number;
  /** Bytes on the wire (Resource Timing's `transferSize`: headers and compressed body). */
  readonly transferBytes: number;
}

/** The JavaScript a page had loaded when the tap was answered (or when the wait ended). */
export interface JsLoaded {
  /** gzip bytes of every script: the requested ones and the HTML's inline ones. */
  readonly gzipBytes: number;
  /** The part of `gzipBytes` that is the HTML's inline scripts. */
  readonly inlineGzipBytes: number;
  readonly transferBytes: number;
  readonly scripts: readonly ScriptLoad[];
}

export interface TapResult {
  readonly url: string;
  /** ms from the touch to the response on screen; null when none came within the wait (a lost tap, or a very slow one). */
  readonly responseMs: number | null;
  /** The first contentful paint, ms after navigation start. */
  readonly fcpMs: number;
  /** The touch, ms after navigation start. */
  readonly tapAtMs: number;
  /** The page's INP when measured (`inp: true`), else null. */
  readonly inpMs: number | null;
  readonly js: JsLoaded;
  /** The requests the page made after the touch (method and path), to count a tap's effects; it goes on filling while the page is open. */
  readonly requestsAfterTap: readonly string[];
}

export interface TapOptions {
  /** ms on the page between seeing the control and tapping it (0: at first sight). */
  readonly readMs?: number;
  /** How long to wait for the response before calling the tap unanswered. */
  readonly responseWaitMs?: number;
  /** How long the page may take to paint the control. */
  readonly paintWaitMs?: number;
  /** Measure INP with web-vitals (loaded into the page as an init script). */
  readonly inp?: boolean;
}

/** The tap's target as painted: where to touch, and the first contentful paint. */
interface Painted {
  readonly x: number;
  readonly y: number;
  readonly fcp: number;
}

/**
 * Waits (in the page, every frame) until the first contentful paint is reported and an element
 * of `selector` is rendered with its centre in the viewport and on top there; scrolls it into
 * view when it is rendered below or above it.
 */
function paintedTarget(page: Page, selector: string, timeout: number): Promise<Painted> {
  return page
    .waitForFunction(
      (sel) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        const el = [...document.querySelectorAll(sel)].find((e) => e.checkVisibility());
        if (!fcp || !el) return null;
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (r.height === 0) return null;
        if (y < 0 || y > innerHeight) {
          el.scrollIntoView({ block: 'center', behavior: 'instant' });
          return null;
        }
        const top = document.elementFromPoint(x, y);
        return top && el.contains(top) ? { x, y, fcp: fcp.startTime } : null;
      },
      selector,
      { polling: 'raf', timeout },
    )
    .then(async (handle) => {
      const painted = await handle.jsonValue();
      // waitForFunction resolves on a truthy value only.
      if (!painted) throw new Error(`${selector} was never painted`);
      return painted;
    });
}

/** Records the bodies of the page's script responses, by URL, from now on. */
function recordScripts(page: Page): Map<string, Promise<Buffer>> {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (res: Response) => {
    if (res.request().resourceType() !== 'script' || bodies.has(res.url())) return;
    // A body that cannot be read (a failed request) counts as empty.
    bodies.set(
      res.url(),
      res.body().catch(() => Buffer.alloc(0)),
    );
  });
  return bodies;
}

/** The scripts the page started loading by `until` (page clock), with their sizes. */
async function scriptsBy(
  page: Page,
  bodies: ReadonlyMap<string, Promise<Buffer>>,
  until: number,
): Promise<ScriptLoad[]> {
  const entries = await page.evaluate(
    (t) =>
      performance
        .getEntriesByType('resource')
        .flatMap((e) =>
          e instanceof PerformanceResourceTiming && e.startTime <= t ? [{ url: e.name, transfer: e.transferSize }] : [],
        ),
    until,
  );
  const loads: ScriptLoad[] = [];
  for (const e of entries) {
    const body = bodies.get(e.url);
    if (body) loads.push({ url: e.url, gzipBytes: gzipBytes(await body), transferBytes: e.transfer });
  }
  return loads;
}

/**
 * web-vitals' IIFE build, read from beside its main file (the package exports no path to it),
 * with its global set on `window` in so many words: Playwright runs an init script in a scope of
 * its own, where the build's top-level `var webVitals` stays local.
 */
const webVitalsIife = () =>
  `${readFileSync(join(dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8')}\nwindow.webVitals = webVitals;`;

/**
 * Opens `url` on the phone `page` (a fresh one: device.ts), taps the first control matching
 * `target` at first sight or after `readMs`, and measures until `response` shows.
 */
export async function measureTap(
  page: Page,
  url: string,
  target: string,
  response: ResponseSpec,
  opts: TapOptions = {},
): Promise<TapResult> {
  const { readMs = 0, responseWaitMs = 8_000, paintWaitMs = 30_000, inp = false } = opts;
  await page.addInitScript(installProbe, response);
  if (inp) {
    await page.addInitScript({ content: webVitalsIife() });
    await page.addInitScript(installInp);
  }
  const bodies = recordScripts(page);
  const requests: string[] = [];
  let tapped = false;
  page.on('request', (req) => {
    if (tapped) requests.push(`${req.method()} ${new URL(req.url()).pathname}`);
  });
  const doc = await page.goto(url, { waitUntil: 'commit' });
  if (!doc) throw new Error(`no document for ${url}`);
  let painted = await paintedTarget(page, target, paintWaitMs);
  if (readMs > 0) {
    // The learner reads: the one deliberate wait, then the control where it is now.
    await page.waitForTimeout(readMs);
    painted = await paintedTarget(page, target, paintWaitMs);
  }
  tapped = true;
  await page.touchscreen.tap(painted.x, painted.y);
  await page
    .waitForFunction(() => window.__phoneProbe?.respondedAt != null, undefined, {
      polling: 100,
      timeout: responseWaitMs,
    })
    .catch((err: unknown) => {
      // Expected: the wait ends unanswered (a lost tap, or a very slow one); the record says so.
      if (!(err instanceof errors.TimeoutError)) throw err;
    });
  const probe = await page.evaluate(readProbe);
  if (!probe || probe.tapAt === null) throw new Error(`the touch never reached ${url}`);
  const until = probe.respondedAt ?? (await page.evaluate(() => performance.now()));
  const scripts = await scriptsBy(page, bodies, until);
  const inlineGzipBytes = inlineScriptGzip(await doc.text());
  return {
    url,
    responseMs: probe.respondedAt === null ? null : probe.respondedAt - probe.tapAt,
    fcpMs: painted.fcp,
    tapAtMs: probe.tapAt,
    inpMs: probe.inpMs,
    js: {
      gzipBytes: inlineGzipBytes + scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
      inlineGzipBytes,
      transferBytes: scripts.reduce((sum, s) => sum + s.transferBytes, 0),
      scripts,
    },
    requestsAfterTap: requests,
  };
}

/**
 * Taps `control` with a finger as soon as it is painted (scrolled to, as a learner would): a real
 * touch at its centre, with no wait for it to be enabled or for the page's scripts. Returns when
 * the touch was given, on the test's clock (`performance.now()`), to time what follows.
 */
export async function tapWhenPainted(page: Page, control: Locator): Promise<number> {
  await control.waitFor({ state: 'visible', timeout: 30_000 });
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box to tap');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return performance.now();
}
