/**
 * The embed theme runs as the page runs it: its inlined text (src/utils/inline-function.ts) in
 * a stand-in page, so the test also fails if the function reached for anything outside itself.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../domain/route-table.ts';
import { embedTheme } from './embed-theme.ts';
import { headScriptText } from './head-script.ts';
import { inlineCall } from './inline-function.ts';

const ORIGIN = 'https://quiz.example';

/** A link as the script sees it: `href` read back absolute, as a browser does. */
class FakeLink {
  #href: string;
  constructor(href: string, base: string) {
    this.#href = new URL(href, base).href;
  }
  get href(): string {
    return this.#href;
  }
  set href(value: string) {
    this.#href = new URL(value, ORIGIN).href;
  }
  closest(selector: string): FakeLink | null {
    return selector === 'a[href]' ? this : null;
  }
}

/** Runs the inlined script on `path` (with its query); `embed` as the head script would mark it. */
function open(path: string, { embed = true, links = [] as string[] } = {}) {
  const href = new URL(path, ORIGIN).href;
  const attributes = new Map<string, string>(embed ? [['data-embed', '']] : []);
  const anchors = links.map((l) => new FakeLink(l, href));
  const docListeners = new Map<string, () => void>();
  const winListeners = new Map<string, (ev: { target: unknown }) => void>();
  const document = {
    documentElement: {
      hasAttribute: (name: string) => attributes.has(name),
      setAttribute: (name: string, value: string) => attributes.set(name, value),
    },
    addEventListener: (type: string, cb: () => void) => docListeners.set(type, cb),
    querySelectorAll: (selector: string) => (selector === 'a[href]' ? anchors : []),
  };
  const location = { href, origin: ORIGIN, search: new URL(href).search };
  runInNewContext(inlineCall(embedTheme), {
    document,
    location,
    URL,
    URLSearchParams,
    addEventListener: (type: string, cb: (ev: { target: unknown }) => void) => winListeners.set(type, cb),
  });
  return {
    theme: attributes.get('data-theme') ?? null,
    /** The page's links once the document is parsed. */
    parsed: () => {
      docListeners.get('DOMContentLoaded')?.();
      return anchors.map((a) => a.href);
    },
    /** A link (added later, e.g. by an island) as it is followed with a click. */
    follow: (link: string, type = 'click') => {
      const a = new FakeLink(link, href);
      winListeners.get(type)?.({ target: a });
      return a.href;
    },
  };
}

describe('an embed with ?theme=', () => {
  it('takes a light or dark theme from its host, before the first paint', () => {
    expect(open('/t/health/embed/q-1/?theme=dark').theme).toBe('dark');
    expect(open('/sv/q/q-1/embed/?theme=light').theme).toBe('light');
  });

  it('follows the visitor without a parameter, and ignores other values and pages that are no embed', () => {
    expect(open('/t/health/embed/q-1/').theme).toBeNull();
    expect(open('/t/health/embed/q-1/?theme=blue').theme).toBeNull();
    expect(open('/t/health/q-1/?theme=dark', { embed: false }).theme).toBeNull();
  });

  it('keeps the theme on its own links (relative, with a query), not on the site link or other sites', () => {
    const page = open('/t/health/embed/q-1/?theme=dark', { links: ['explanation/', '../q-2/?test=t1', '/t/health/q-1/', 'https://elsewhere.example/embed/x/'] });
    expect(page.parsed()).toEqual([
      `${ORIGIN}/t/health/embed/q-1/explanation/?theme=dark`,
      `${ORIGIN}/t/health/embed/q-2/?test=t1&theme=dark`,
      `${ORIGIN}/t/health/q-1/`,
      'https://elsewhere.example/embed/x/',
    ]);
  });

  it('keeps the theme on a link an island adds later ("Next question"), clicked or middle-clicked', () => {
    const page = open('/sv/t/health/embed/q-1/?theme=light');
    expect(page.follow('/sv/t/health/embed/q-2/')).toBe(`${ORIGIN}/sv/t/health/embed/q-2/?theme=light`);
    expect(page.follow('/sv/t/health/embed/done/', 'auxclick')).toBe(`${ORIGIN}/sv/t/health/embed/done/?theme=light`);
    expect(open('/t/health/embed/q-1/').follow('/t/health/embed/q-2/')).toBe(`${ORIGIN}/t/health/embed/q-2/`);
  });

  it('treats exactly the embed routes of the route table as the embed\'s own links', () => {
    const page = open('/q/q-1/embed/?theme=dark');
    for (const route of ROUTE_TABLE) {
      const path = route.pattern.replace(/:\w+/g, 'x');
      const kept = page.follow(path).endsWith('?theme=dark');
      expect(kept, route.pattern).toBe('embed' in route && route.embed === true);
    }
  });

  it('runs in every page\'s head script, after the embed mark is set', () => {
    const script = headScriptText();
    const call = inlineCall(embedTheme);
    expect(script).toContain(call);
    expect(script.indexOf(call)).toBeGreaterThan(script.indexOf('data-embed'));
  });
});
