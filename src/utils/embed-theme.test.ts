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

/** A link as the script sees it: `href` read back absolute, `origin` and `pathname`, as a browser gives them. */
class FakeLink {
  #url: URL;
  constructor(href: string, base: string) {
    this.#url = new URL(href, base);
  }
  get href(): string {
    return this.#url.href;
  }
  set href(value: string) {
    this.#url = new URL(value, ORIGIN);
  }
  get origin(): string {
    return this.#url.origin;
  }
  get pathname(): string {
    return this.#url.pathname;
  }
  closest(selector: string): FakeLink | null {
    return selector === 'a[href]' ? this : null;
  }
}

/** Runs the inlined script on `path` (with its query); `embed` as the head script would mark it. */
function open(path: string, { embed = true } = {}) {
  const href = new URL(path, ORIGIN).href;
  const attributes = new Map<string, string>(embed ? [['data-embed', '']] : []);
  const winListeners = new Map<string, (ev: { target: unknown }) => void>();
  const document = {
    documentElement: {
      hasAttribute: (name: string) => attributes.has(name),
      setAttribute: (name: string, value: string) => attributes.set(name, value),
    },
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
    /** Where a link of the page (`href` as written, relative or not) leads when clicked. */
    follow: (link: string) => {
      const a = new FakeLink(link, href);
      winListeners.get('click')?.({ target: a });
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

  it('keeps the theme on its own links (relative, with a query, once), not on the site link or other sites', () => {
    const page = open('/t/health/embed/q-1/?theme=dark');
    expect(page.follow('explanation/')).toBe(`${ORIGIN}/t/health/embed/q-1/explanation/?theme=dark`);
    expect(page.follow('../q-2/?test=t1')).toBe(`${ORIGIN}/t/health/embed/q-2/?test=t1&theme=dark`);
    expect(page.follow('../q-2/?theme=dark')).toBe(`${ORIGIN}/t/health/embed/q-2/?theme=dark`);
    expect(page.follow('/t/health/q-1/')).toBe(`${ORIGIN}/t/health/q-1/`);
    expect(page.follow('https://elsewhere.example/embed/x/')).toBe('https://elsewhere.example/embed/x/');
  });

  it('keeps the theme on a link an island adds later ("Next question"), and adds none without one', () => {
    expect(open('/sv/t/health/embed/q-1/?theme=light').follow('/sv/t/health/embed/done/')).toBe(
      `${ORIGIN}/sv/t/health/embed/done/?theme=light`,
    );
    expect(open('/t/health/embed/q-1/').follow('/t/health/embed/q-2/')).toBe(`${ORIGIN}/t/health/embed/q-2/`);
  });

  it("treats exactly the embed routes of the route table as the embed's own links", () => {
    const page = open('/q/q-1/embed/?theme=dark');
    for (const route of ROUTE_TABLE) {
      const path = route.pattern.replace(/:\w+/g, 'x');
      const kept = page.follow(path).endsWith('?theme=dark');
      expect(kept, route.pattern).toBe('embed' in route && route.embed);
    }
  });

  it("runs in every page's head script, after the embed mark is set", () => {
    const script = headScriptText();
    const call = inlineCall(embedTheme);
    expect(script).toContain(call);
    expect(script.indexOf(call)).toBeGreaterThan(script.indexOf('data-embed'));
  });
});
