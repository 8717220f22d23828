import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_MARKS,
  AFTER_PAINT_REL,
  AFTER_PAINT_SRC,
  AFTER_PAINT_TYPE,
  afterPaintTag,
  loadAfterPaint,
  SCRIPTS_RAN,
} from './after-paint.ts';

/** A waiting `<script>` or `<link>`, or a created element: as much of the DOM as the loader touches. */
class FakeElement {
  readonly attributes = new Map<string, string>();
  tagName = '';
  type = '';
  async = true;
  src = '';
  rel = '';
  href = '';
  replacedBy: FakeElement | null = null;
  readonly listeners = new Map<string, () => void>();
  addEventListener(type: string, cb: () => void) {
    this.listeners.set(type, cb);
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  replaceWith(el: FakeElement) {
    this.replacedBy = el;
  }
}

/** Parses waiting tags (as `afterPaintTag` and the layout write them). */
function waitingElements(html: string): FakeElement[] {
  return [...html.matchAll(/<(script|link|img) ([^>]*)>/g)].map((m) => {
    const el = new FakeElement();
    el.tagName = m[1]!.toUpperCase();
    for (const [, name, value] of m[2]!.matchAll(/([\w-]+)="([^"]*)"/g)) el.attributes.set(name!, value!);
    return el;
  });
}

/** A page stand-in: the loader runs in it, and the test drives paint entries, frames, timers and events by hand. */
function page(html: string, { visibilityState = 'visible', readyState = 'interactive', paintTiming = true } = {}) {
  const elements = waitingElements(html);
  const images = elements.filter((e) => e.tagName === 'IMG');
  const waiting = elements.filter((e) => e.tagName !== 'IMG');
  const head: FakeElement[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const observers: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void)[] =
    [];
  const frames: (() => void)[] = [];
  const timers: { cb: () => void; ms: number }[] = [];
  const root = new FakeElement();
  const document = {
    documentElement: root,
    visibilityState,
    readyState,
    head: { append: (el: FakeElement) => head.push(el) },
    createElement: () => new FakeElement(),
    querySelectorAll: (selector: string) => {
      if (selector === `img[${AFTER_PAINT_SRC}]`) return images.filter((i) => i.attributes.has(AFTER_PAINT_SRC));
      return selector === `script[type="${AFTER_PAINT_TYPE}"], link[rel="${AFTER_PAINT_REL}"]`
        ? waiting.filter((w) => !w.replacedBy)
        : [];
    },
    addEventListener: (type: string, cb: () => void) => (listeners[`document:${type}`] ??= []).push(cb),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    disconnected = false;
    readonly cb: (typeof observers)[number];
    constructor(cb: (typeof observers)[number]) {
      this.cb = cb;
    }
    observe() {
      observers.push((list) => !this.disconnected && this.cb(list, { disconnect: () => (this.disconnected = true) }));
    }
  }
  runInNewContext(`(${loadAfterPaint.toString()})(${JSON.stringify(AFTER_PAINT_MARKS)})`, {
    document,
    PerformanceObserver,
    requestAnimationFrame: (cb: () => void) => frames.push(cb),
    setTimeout: (cb: () => void, ms = 0) => timers.push({ cb, ms }),
    addEventListener: (type: string, cb: () => void) => (listeners[type] ??= []).push(cb),
  });
  const loaded = () => waiting.filter((w) => w.replacedBy).map((w) => w.replacedBy!);
  return {
    loaded,
    root,
    images,
    head,
    frames,
    timers,
    paint: (name: string) =>
      observers.forEach((o) => o({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, { disconnect() {} })),
    fire: (type: string) => (listeners[type] ?? []).forEach((cb) => cb()),
  };
}

const html =
  `<link rel="${AFTER_PAINT_REL}" data-rel="manifest" href="/sv/manifest.webmanifest"><img ${AFTER_PAINT_SRC}="data:image/svg+xml,%3Csvg%3E" alt="">` +
  afterPaintTag('/_astro/island-a.js') +
  afterPaintTag('/_astro/Base.js', { type: 'module', preload: ['/_astro/site.js', '/_astro/format.js'] });

describe('loadAfterPaint', () => {
  it('loads nothing before the first contentful paint, then the images, the manifest and every waiting script in document order with its type and preloads', () => {
    const p = page(html);
    p.paint('first-paint');
    expect(p.loaded()).toEqual([]);
    expect(p.images.map((i) => i.src)).toEqual(['']);
    p.paint('first-contentful-paint');
    expect(p.images.map((i) => [i.src, i.getAttribute(AFTER_PAINT_SRC)])).toEqual([
      ['data:image/svg+xml,%3Csvg%3E', null],
    ]);
    const [manifest, ...scripts] = p.loaded();
    expect([manifest?.rel, manifest?.href]).toEqual(['manifest', '/sv/manifest.webmanifest']);
    expect(scripts.map((s) => [s.src, s.type, s.async])).toEqual([
      ['/_astro/island-a.js', '', false],
      ['/_astro/Base.js', 'module', false],
    ]);
    expect(p.head.map((l) => [l.rel, l.href])).toEqual([
      ['modulepreload', '/_astro/site.js'],
      ['modulepreload', '/_astro/format.js'],
    ]);
  });

  it('waits for the document to be parsed when the paint comes first (a long page on a slow network)', () => {
    const p = page(html, { readyState: 'loading' });
    p.paint('first-contentful-paint');
    expect(p.loaded()).toEqual([]);
    p.fire('document:DOMContentLoaded');
    expect(p.loaded()).toHaveLength(3);
  });

  it('loads at once in a hidden tab, which paints nothing until shown', () => {
    expect(page(html, { visibilityState: 'hidden' }).loaded()).toHaveLength(3);
  });

  it('without the paint timing API, loads after the next frame', () => {
    const p = page(html, { paintTiming: false });
    p.frames.shift()!();
    expect(p.loaded()).toEqual([]);
    p.timers.shift()!.cb();
    expect(p.loaded()).toHaveLength(3);
  });

  it('loads a second after the load event when no paint is reported (an iframe outside the viewport), and only once', () => {
    const p = page(html);
    p.fire('load');
    expect(p.timers.map((t) => t.ms)).toEqual([1000]);
    p.timers.shift()!.cb();
    expect(p.loaded()).toHaveLength(3);
    const first = p.loaded()[0];
    p.paint('first-contentful-paint');
    expect(p.loaded()[0]).toBe(first);
    expect(p.head).toHaveLength(2);
  });

  it('marks the page once every script it started has run or failed to load', () => {
    const p = page(html);
    p.paint('first-contentful-paint');
    const [, island, base] = p.loaded();
    island!.listeners.get('load')!();
    expect(p.root.getAttribute(SCRIPTS_RAN)).toBeNull();
    base!.listeners.get('error')!();
    expect(p.root.getAttribute(SCRIPTS_RAN)).toBe('');
  });

  it('marks a page without scripts as soon as it has painted', () => {
    const p = page(`<img ${AFTER_PAINT_SRC}="/a.svg" alt="">`);
    expect(p.root.getAttribute(SCRIPTS_RAN)).toBeNull();
    p.paint('first-contentful-paint');
    expect(p.root.getAttribute(SCRIPTS_RAN)).toBe('');
  });
});

describe('afterPaintTag', () => {
  it('writes a tag no browser runs or fetches, keeping the type and imports for the loader', () => {
    expect(afterPaintTag('/_astro/a.js?x=1&y="2"')).toBe(
      '<script type="text/x-after-paint" src="/_astro/a.js?x=1&amp;y=&quot;2&quot;"></script>',
    );
    expect(afterPaintTag('/_astro/b.js', { type: 'module', preload: ['/_astro/c.js'] })).toBe(
      '<script type="text/x-after-paint" src="/_astro/b.js" data-type="module" data-preload="/_astro/c.js"></script>',
    );
  });
});
