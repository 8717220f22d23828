import { describe, expect, it } from 'vitest';
import { inlineScriptHash, pagePolicies, parsePolicy } from '../utils/content-security-policy.ts';
import { finishPage, sharedScriptName } from './shared-scripts.ts';

const directive = '(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=e;window.dispatchEvent(new Event("astro:load"));})();';
const runtime = '(()=>{class f extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const head = '(function headScript(routes) { const d = document.documentElement; })([])';
const islandStyle = 'astro-island,astro-slot,astro-static-slot{display:contents}';
const policy = pagePolicies({});
const metaOf = (html: string) => parsePolicy(/<meta http-equiv="content-security-policy" content="([^"]*)">/.exec(html)?.[1] ?? '');

describe('finishPage', () => {
  it("moves Astro's directive and runtime scripts into files, keeping the head script inline", () => {
    const html = `<html><head><meta charset="utf-8"><script>${head}</script></head><body><script>${directive}</script><script>${runtime}</script><astro-island></astro-island></body></html>`;
    const found = new Map<string, string>();
    const out = finishPage(html, policy, found);
    expect([...found.values()]).toEqual([directive, runtime]);
    expect(out).toContain(`<script defer src="/_astro/${sharedScriptName(directive)}"></script><script defer src="/_astro/${sharedScriptName(runtime)}"></script>`);
    expect(out).toContain(`<script>${head}</script>`);
    expect(out).not.toContain(directive);
  });

  it('writes the policy right after the charset, allowing exactly the inline scripts and styles the page keeps', () => {
    const html = `<html><head><meta charset="utf-8"><title>t</title><script>${head}</script><style>${islandStyle}</style></head><body><script>${directive}</script><script type="module" src="/_astro/x.js"></script><script type="application/json">{"a":1}</script></body></html>`;
    const out = finishPage(html, policy, new Map());
    expect(out.startsWith('<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="')).toBe(true);
    const meta = metaOf(out);
    expect(meta.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", `'${inlineScriptHash(head)}'`]);
    expect(meta.get('style-src')).toEqual(["'self'", `'${inlineScriptHash(islandStyle)}'`]);
    expect(meta.get('default-src')).toEqual(["'self'"]);
    for (const [directiveName, sources] of meta) expect(sources, directiveName).not.toContain("'unsafe-inline'");
  });

  it('gives a page without inline scripts no hashes, and names moved files by content', () => {
    const out = finishPage('<html><head><meta charset="utf-8"></head><body></body></html>', policy, new Map());
    expect(metaOf(out).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(metaOf(out).get('style-src')).toEqual(["'self'"]);
    expect(sharedScriptName(directive)).toBe(sharedScriptName(directive));
    expect(sharedScriptName(directive)).not.toBe(sharedScriptName(runtime));
  });

  it('refuses HTML it cannot give a policy', () => {
    expect(() => finishPage('<p>no document</p>', policy, new Map())).toThrow(/without <head>/);
  });
});
