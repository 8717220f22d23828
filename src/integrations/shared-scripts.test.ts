import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterPaintTag } from '../utils/after-paint.ts';
import { inlineScriptHash, pagePolicies, parsePolicy } from '../utils/content-security-policy.ts';
import {
  buildImports,
  finishPage,
  sharedScriptName,
  withKeptScripts,
  writeSharedScripts,
  writtenSharedScripts,
} from './shared-scripts.ts';

const directive =
  '(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=e;window.dispatchEvent(new Event("astro:load"));})();';
const runtime =
  '(()=>{class f extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const head = '(function headScript(routes) { const d = document.documentElement; })([])';
const islandStyle = 'astro-island,astro-slot,astro-static-slot{display:contents}';
const policy = pagePolicies({});
const metaOf = (html: string) =>
  parsePolicy(/<meta http-equiv="content-security-policy" content="([^"]*)">/.exec(html)?.[1] ?? '');

describe('finishPage', () => {
  it("moves Astro's directive and runtime scripts into one file, keeping the head script inline", () => {
    const html = `<html><head><meta charset="utf-8"><script>${head}</script></head><body><script>${directive}</script><script>${runtime}</script><astro-island></astro-island></body></html>`;
    const found = new Map<string, string>();
    const out = finishPage(html, policy, found);
    const both = `${directive}\n${runtime}`;
    expect([...found]).toEqual([[sharedScriptName(both), both]]);
    expect(out).toContain(
      `<body>${afterPaintTag(`/_astro/${sharedScriptName(both)}`)}<astro-island></astro-island></body>`,
    );
    expect(out).toContain(`<script>${head}</script>`);
    expect(out).not.toContain(directive);
  });

  it('loads prescripts written apart (before a later island) with one request, in their order, where the first was', () => {
    const idle =
      '(()=>{var e=t=>{requestIdleCallback(t)};(self.Astro||(self.Astro={})).idle=e;window.dispatchEvent(new Event("astro:idle"));})();';
    const html = `<html><head><meta charset="utf-8"><script>${head}</script></head><body><script>${directive}</script><script>${runtime}</script><astro-island></astro-island><p>text</p><script>${idle}</script><astro-island></astro-island></body></html>`;
    const found = new Map<string, string>();
    const out = finishPage(html, policy, found);
    const all = [directive, runtime, idle].join('\n');
    expect([...found]).toEqual([[sharedScriptName(all), all]]);
    expect(out).toContain(
      `<body>${afterPaintTag(`/_astro/${sharedScriptName(all)}`)}<astro-island></astro-island><p>text</p><astro-island></astro-island></body>`,
    );
    expect(out.match(/<script/g)).toHaveLength(2);
  });

  it('writes the policy right after the charset, allowing exactly the inline scripts and styles the page keeps', () => {
    const html = `<html><head><meta charset="utf-8"><title>t</title><script>${head}</script><style>${islandStyle}</style></head><body><script>${directive}</script><script type="module" src="/_astro/x.js"></script><script type="application/json">{"a":1}</script></body></html>`;
    const out = finishPage(html, policy, new Map());
    expect(
      out.startsWith('<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="'),
    ).toBe(true);
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

describe('module scripts (finishPage)', () => {
  const imports: Record<string, string[]> = {
    '/_astro/Base.js': ['/_astro/site.js', '/_astro/routes.js'],
    '/_astro/Search.js': ['/_astro/format.js', '/_astro/Base.js', '/_astro/routes.js'],
  };
  const importsOf = (src: string) => imports[src] ?? [];
  const finished = (body: string) =>
    finishPage(`<html><head><meta charset="utf-8"></head>${body}</html>`, policy, new Map(), importsOf);

  it('loads each after the first paint, in its place, with every module it imports to preload, once, and none the page runs itself', () => {
    const html =
      '<body><p>x</p><script type="module" src="/_astro/Search.js"></script><script type="module" src="/_astro/Base.js"></script></body>';
    expect(finished(html)).toContain(
      '<body><p>x</p><script type="text/x-after-paint" src="/_astro/Search.js" data-type="module" data-preload="/_astro/format.js /_astro/routes.js"></script>' +
        '<script type="text/x-after-paint" src="/_astro/Base.js" data-type="module" data-preload="/_astro/site.js"></script></body>',
    );
    expect(finished(html)).not.toMatch(/ type="module"|rel="modulepreload"/);
  });

  it('preloads the code of `client:ready` islands with the island scripts (they hydrate once it is there), not that of islands hydrating later', () => {
    const island = (client: string, component: string) =>
      `<astro-island uid="u" component-url="${component}" component-export="default" renderer-url="/_astro/client.js" ssr client="${client}" opts="{}"></astro-island>`;
    const html = `<body><script>${directive}</script>${island('ready', '/_astro/Player.js')}${island('needed', '/_astro/Alerts.js')}<script type="module" src="/_astro/Base.js"></script></body>`;
    imports['/_astro/Player.js'] = ['/_astro/jsx.js', '/_astro/Base.js'];
    imports['/_astro/client.js'] = ['/_astro/react.js'];
    const out = finished(html);
    expect(out).toContain(
      afterPaintTag(`/_astro/${sharedScriptName(directive)}`, {
        preload: ['/_astro/Player.js', '/_astro/jsx.js', '/_astro/client.js', '/_astro/react.js'],
      }),
    );
    expect(out).not.toMatch(/data-preload="[^"]*Alerts/);
    // What the islands preload is not listed again for the page's own module scripts.
    expect(out).toContain(
      '<script type="text/x-after-paint" src="/_astro/Base.js" data-type="module" data-preload="/_astro/site.js /_astro/routes.js"></script>',
    );
  });

  it('leaves other scripts with a source as they are', () => {
    const html = '<body><script defer src="/_astro/other.js"></script></body>';
    expect(finished(html)).toContain(html);
  });

  it("reads the imports from the build's output, and refuses a script that is not there", () => {
    const dir = mkdtempSync(join(tmpdir(), 'preload-'));
    mkdirSync(join(dir, '_astro'));
    writeFileSync(join(dir, '_astro', 'a.js'), 'import"./b.js";import{x}from"./c.js";');
    writeFileSync(join(dir, '_astro', 'b.js'), 'import{x}from"./c.js";');
    writeFileSync(join(dir, '_astro', 'c.js'), 'export const x=1;');
    const importsIn = buildImports(dir);
    expect(importsIn('/_astro/a.js')).toEqual(['/_astro/b.js', '/_astro/c.js']);
    expect(() => importsIn('/_astro/gone.js')).toThrow(/gone\.js is not in/);
  });
});

describe('withKeptScripts', () => {
  it("keeps earlier builds' island files for pages an incremental build copies without rendering", async () => {
    const cache = join(mkdtempSync(join(tmpdir(), 'island-cache-')), 'astro');
    expect(await withKeptScripts(new Map([['island-a.js', 'a']]), cache)).toEqual(new Map([['island-a.js', 'a']]));
    // The next build rendered only pages with another combination: the first file is still written.
    expect(await withKeptScripts(new Map([['island-b.js', 'b']]), cache)).toEqual(
      new Map([
        ['island-a.js', 'a'],
        ['island-b.js', 'b'],
      ]),
    );
  });

  it('is this build alone outside incremental builds', async () => {
    expect(await withKeptScripts(new Map([['island-a.js', 'a']]), undefined)).toEqual(new Map([['island-a.js', 'a']]));
  });
});

describe('the moved island scripts in the output folder', () => {
  it('are written once each as pages render, and found again when the build is done (and nothing else in _astro/)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'island-out-'));
    const first = sharedScriptName('(()=>{first})();');
    const found = new Map([[first, '(()=>{first})();']]);
    const written = new Set<string>();
    writeSharedScripts(dir, found, written);
    writeFileSync(join(dir, '_astro', 'island-messages-AbCd1234.js'), 'export default {}');
    found.set(sharedScriptName('(()=>{second})();'), '(()=>{second})();');
    writeSharedScripts(dir, found, written);
    expect(written).toEqual(new Set(found.keys()));
    expect(await writtenSharedScripts(join(dir, '_astro'))).toEqual(found);
  });

  it('are none in a build without islands', async () => {
    expect(await writtenSharedScripts(join(mkdtempSync(join(tmpdir(), 'island-out-')), '_astro'))).toEqual(new Map());
  });
});
