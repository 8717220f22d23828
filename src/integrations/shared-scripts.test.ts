import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineScriptHash } from '../utils/content-security-policy.ts';
import { afterFirstPaint, externalizePrescripts, sharedScriptName } from './shared-scripts.ts';

const directive = '(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=e;window.dispatchEvent(new Event("astro:load"));})();';
const runtime = '(()=>{class f extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const head = '(function headScript(routes) { const d = document.documentElement; })([])';
const meta = (hashes: string[]) => `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' ${hashes.map((h) => `'${h}'`).join(' ')}; style-src 'self';">`;

describe('externalizePrescripts', () => {
  it("drops the hashes of scripts a page does not have (Astro lists every directive's on every page)", () => {
    const html = `<head>${meta([inlineScriptHash(head), inlineScriptHash(directive)])}<script>${head}</script></head><body></body>`;
    const out = externalizePrescripts(html, new Map());
    expect(out).toContain(`script-src 'self' '${inlineScriptHash(head)}'; style-src 'self';`);
  });

  it("moves Astro's directive and runtime scripts into one file and drops their hashes from the CSP", () => {
    const html = `<head>${meta([inlineScriptHash(head), inlineScriptHash(directive), inlineScriptHash(runtime)])}<script>${head}</script></head><body><script>${directive}</script><script>${runtime}</script><astro-island></astro-island></body>`;
    const found = new Map<string, string>();
    const out = externalizePrescripts(html, found);
    const both = afterFirstPaint(`${directive}\n${runtime}`);
    expect([...found]).toEqual([[sharedScriptName(both), both]]);
    expect(out).toContain(`<body><script defer src="/_astro/${sharedScriptName(both)}"></script><astro-island></astro-island></body>`);
    // The head script stays inline, and so does its hash; the moved ones' hashes are gone.
    expect(out).toContain(`<script>${head}</script>`);
    expect(out).toContain(inlineScriptHash(head));
    expect(out).not.toContain(inlineScriptHash(directive));
    expect(out).not.toContain(inlineScriptHash(runtime));
  });

  it('loads prescripts written apart (before a later island) with one request, in their order, where the first was', () => {
    const idle = '(()=>{var e=t=>{requestIdleCallback(t)};(self.Astro||(self.Astro={})).idle=e;window.dispatchEvent(new Event("astro:idle"));})();';
    const html = `<head>${meta([inlineScriptHash(head)])}<script>${head}</script></head><body><script>${directive}</script><script>${runtime}</script><astro-island></astro-island><p>text</p><script>${idle}</script><astro-island></astro-island></body>`;
    const found = new Map<string, string>();
    const out = externalizePrescripts(html, found);
    const all = afterFirstPaint([directive, runtime, idle].join('\n'));
    expect([...found]).toEqual([[sharedScriptName(all), all]]);
    expect(out).toContain(`<body><script defer src="/_astro/${sharedScriptName(all)}"></script><astro-island></astro-island><p>text</p><astro-island></astro-island></body>`);
    expect(out.match(/<script defer/g)).toHaveLength(1);
  });

  it('leaves a page whose policy lists only its own inline scripts as it was, and names files by content', () => {
    const html = `<head>${meta([inlineScriptHash(head)])}<script>${head}</script></head><body><script type="module" src="/_astro/x.js"></script><script type="application/json">{}</script></body>`;
    expect(externalizePrescripts(html, new Map())).toBe(html);
    expect(sharedScriptName(directive)).toBe(sharedScriptName(directive));
    expect(sharedScriptName(directive)).not.toBe(sharedScriptName(runtime));
  });
});

describe('afterFirstPaint', () => {
  /** Runs a wrapped script in a page stand-in whose frame and task queues the test drains by hand. */
  function page(visibilityState: 'visible' | 'hidden') {
    const ran: string[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const context = {
      document: { visibilityState },
      requestAnimationFrame: (cb: () => void) => frames.push(cb),
      setTimeout: (cb: () => void) => tasks.push(cb),
      note: (what: string) => ran.push(what),
    };
    runInNewContext(afterFirstPaint('note("island runtime");note("directive")'), context);
    return { ran, frames, tasks };
  }

  it('runs the scripts, in order, only once the next frame is painted', () => {
    const { ran, frames, tasks } = page('visible');
    expect(ran).toEqual([]);
    frames.shift()!();
    expect(ran).toEqual([]);
    tasks.shift()!();
    expect(ran).toEqual(['island runtime', 'directive']);
  });

  it('runs them at once in a hidden tab, which paints no frame until shown', () => {
    const { ran, frames } = page('hidden');
    expect(ran).toEqual(['island runtime', 'directive']);
    expect(frames).toEqual([]);
  });
});
