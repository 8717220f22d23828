/**
 * `CONTENT_PACK=<export> astro build` builds every visible entry's pages in both languages and
 * none of the excluded ones; a pack with errors fails the build and names every offending entry.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import astroIslandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTempDir } from '#tests/support/build-dir.ts';
import { anything } from '#tests/support/matchers.ts';
import { miniPack } from '../fixtures/mini-pack.ts';
import {
  assetLink,
  contentfulAssetUrl,
  createPackBuilder,
  downloadedAssetPath,
} from '#src/content-layer/pack-writer.ts';
import { inlineScriptHash, parsePolicy } from '#src/utils/content-security-policy.ts';

const root = resolve(import.meta.dirname, '../..');
const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');

/** The builds' folders, removed after the file's tests. */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Builds the site from `pack`, with `files` (path relative to the pack → content) beside it. */
function build(pack: unknown, files: Readonly<Record<string, string>> = {}) {
  const dir = buildTempDir('pack-build');
  dirs.push(dir);
  const file = join(dir, 'export.json');
  writeFileSync(file, JSON.stringify(pack));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  const out = join(dir, 'dist');
  const run = spawnSync(process.execPath, [astro, 'build', '--outDir', out], {
    cwd: root,
    env: { ...process.env, CONTENT_PACK: file, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  return { out, status: run.status, log: `${run.stdout}\n${run.stderr}` };
}

describe('building from a content pack', () => {
  it('builds every visible entry in both languages and none of the excluded ones', () => {
    // An image as `contentful space export --download-assets` leaves it: a ctfassets URL, the file beside the pack.
    const pack = miniPack() as unknown as {
      entries: { sys: { id: string }; fields: Record<string, unknown> }[];
      assets: unknown[];
    };
    const url = contentfulAssetUrl('mapImage', 'map of the world.svg', 'image/svg+xml');
    const images = createPackBuilder();
    images.asset('mapImage', {
      title: 'A map',
      url,
      fileName: 'map of the world.svg',
      contentType: 'image/svg+xml',
      width: 20,
      height: 10,
    });
    pack.assets.push(...images.toExport().assets);
    pack.entries.find((e) => e.sys.id === 'q101')!.fields['image'] = { 'en-US': assetLink('mapImage') };
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"/>';
    const { out, status, log } = build(pack, { [downloadedAssetPath(url)]: svg });
    expect(status, log).toBe(0);
    const page = (p: string) => existsSync(join(out, p, 'index.html'));
    for (const prefix of ['', 'sv/']) {
      for (const p of [
        '',
        'about',
        't/alpha',
        't/alpha/embed',
        't/alpha/c/ch-visible',
        'c/alpha',
        'q/101',
        'q/105',
        'tg/group-one',
        'e/fair26',
        'e/fair26/completed',
        'e/archive',
        'e/archive/completed',
        'g/class7b',
        'g/class7b/welcome',
        'c/v',
        'r',
        'search',
        'kiosk',
        'account/login',
        'account/me/progress',
      ]) {
        expect(page(`${prefix}${p}`), `${prefix}${p}`).toBe(true);
      }
      // Hidden, removed and draft questions; unpublished, hidden and draft challenges; the hidden
      // topic (its event `archive` above still has its pages).
      for (const p of [
        'q/190',
        'q/191',
        'q/192',
        't/alpha/c/ch-unpublished',
        't/alpha/c/ch-hidden',
        't/alpha/c/ch-draft',
        't/hidden-topic',
        'c/hidden-topic',
      ]) {
        expect(page(`${prefix}${p}`), `${prefix}${p}`).toBe(false);
      }
    }
    // The image is served from the site's own origin, the file copied there.
    const served = `/_content/${downloadedAssetPath(url)}`;
    expect(readFileSync(join(out, 'q', '101', 'index.html'), 'utf8')).toContain(`src="${encodeURI(served)}"`);
    expect(readFileSync(join(out, served), 'utf8')).toBe(svg);
    const home = readFileSync(join(out, 'sv', 'index.html'), 'utf8');
    expect(home).toContain('<html lang="sv"');
    expect(home).toContain('Alfa');
    expect(home).not.toContain('Dold');
    // Swedish falls back to English where a translation is missing.
    expect(readFileSync(join(out, 'sv', 'q', '105', 'index.html'), 'utf8')).toContain('What is the answer to 105?');
    // The certificate page never tells which answer is right, nor explains.
    const cert = readFileSync(join(out, 'c', 'alpha', 'index.html'), 'utf8');
    expect(cert).not.toMatch(/data-grade|correct-answer|Because 10[345]/);
    const sitemap = readFileSync(join(out, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain('/sv/q/101/');
    // A shared result's page is for its link only.
    expect(sitemap).not.toMatch(/\/r\/</);
    // Each page names itself in both languages (hreflang alternates), English first where its URL sorts first.
    const entry = /<url><loc>[^<]*\/q\/101\/<\/loc>(.*?)<\/url>/.exec(sitemap)?.[1] ?? '';
    expect(
      [...entry.matchAll(/hreflang="(\w+)" href="[^"]*?(\/(?:sv\/)?q\/101\/)"/g)].map((m) => [m[1], m[2]]),
    ).toEqual([
      ['en', '/q/101/'],
      ['sv', '/sv/q/101/'],
    ]);
    // The search index, written while the pages rendered, is in the output.
    expect(existsSync(join(out, 'pagefind', 'pagefind-entry.json'))).toBe(true);
    expect(JSON.parse(readFileSync(join(out, 'pagefind', 'pagefind-entry.json'), 'utf8'))).toMatchObject({
      languages: { en: anything(), sv: anything() },
    });
    // Who organizes an event or a group is for the API alone: no served file names them.
    const named = readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => join(f.parentPath, f.name))
      .filter((f) => readFileSync(f, 'latin1').toLowerCase().includes('organizer.mini@example.org'));
    expect(named).toEqual([]);
    // Every page's meta policy allows its inline scripts by hash and nothing inline otherwise. Its
    // one inline script is its head script: Astro's island runtime and directive scripts leave
    // every page for one shared file (src/integrations/shared-scripts.ts finds them by their
    // text), so an Astro upgrade that writes them differently fails here, rather than leaving
    // about 2 KB gzip in every page unnoticed.
    const pages = readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && f.name.endsWith('.html'))
      .map((f) => join(f.parentPath, f.name).slice(out.length + 1));
    expect(pages).toEqual(
      expect.arrayContaining([
        'index.html',
        'q/101/index.html',
        'sv/t/alpha/embed/index.html',
        'search/index.html',
        '404.html',
      ]),
    );
    expect(pages.length).toBeGreaterThan(80);
    let islandPages = 0;
    for (const p of pages) {
      const html = readFileSync(join(out, p), 'utf8');
      const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
      const scriptSrc = parsePolicy(meta).get('script-src') ?? [];
      expect(scriptSrc, p).not.toContain("'unsafe-inline'");
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(
        inline.map((code) => code.slice(0, 60)),
        p,
      ).toHaveLength(1);
      expect(scriptSrc, p).toContain(`'${inlineScriptHash(inline[0]!)}'`);
      expect(html.indexOf('<script'), p).toBeLessThan(html.indexOf('</head>'));
      if (!html.includes('<astro-island')) continue;
      islandPages++;
      const shared = /<script type="text\/x-after-paint" src="(\/_astro\/island-[\w-]{10}\.js)"/.exec(html)?.[1];
      expect(shared, p).toBeDefined();
      expect(readFileSync(join(out, shared!), 'utf8'), p).toContain(astroIslandRuntime);
    }
    expect(islandPages).toBeGreaterThan(40);
  }, 120_000);

  it('fails on content errors and names every offending entry', () => {
    const pack = miniPack() as unknown as { entries: { sys: { id: string }; fields: Record<string, unknown> }[] };
    for (const id of ['q101', 'q102']) delete pack.entries.find((e) => e.sys.id === id)!.fields['questionText'];
    pack.entries.find((e) => e.sys.id === 'ev1')!.fields['organizers'] = { 'en-US': ['organizer-at-example.org'] };
    const { status, log } = build(pack);
    expect(status).not.toBe(0);
    expect(log).toContain("ERROR question 'q101' field 'questionText'");
    expect(log).toContain("ERROR question 'q102' field 'questionText'");
    expect(log).toContain("ERROR event 'ev1' field 'organizers'");
  }, 120_000);
});
