/**
 * Finishes every page as Astro renders it (a middleware, src/integrations/page-finish.ts, so no
 * page is read and written a second time after the build):
 * - Astro writes its island runtime and each client directive (`client:load`, `client:idle`,
 *   `client:needed` …) as inline scripts into every page with an island: about 2 KB gzip that
 *   every page view downloads again. They move into hashed files under `/_astro/` (cached for a
 *   year like every asset there): an island waits for its directive's `astro:{name}` event and
 *   elements upgrade whenever the runtime defines `astro-island`, so running them after parsing
 *   changes nothing else. A page's prescripts go into one file, in their order, at the first
 *   one's place: one request instead of two or three.
 * - Every script file a page runs (that file and Astro's bundled module scripts) loads after the
 *   page's first contentful paint (src/utils/after-paint.ts): each is written as an inert tag the
 *   inline head script turns into a script once that paint is on screen, in document order. Every
 *   island's first screen is in the HTML, so nothing visible waits for them. A module script's
 *   imports (`moduleEdits`: its static imports, theirs and so on) are listed on its tag and
 *   preloaded with it: a browser finds a module's imports only once the module has arrived, and
 *   theirs after that. The head script stays inline: it must run before the first paint
 *   (src/utils/head-script.ts).
 * - The page's Content-Security-Policy `<meta>` is written right after its charset, allowing
 *   exactly the inline scripts and styles the page still has, by hash
 *   (src/utils/content-security-policy.ts).
 * The middleware writes the moved scripts into `/_astro/` as it first meets them (it gets the
 * output folder from `virtual:quiz/build-out-dir`, served here); when the build is done, the
 * incremental build's kept scripts are added.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterPaintTag } from '../utils/after-paint.ts';
import type { PagePolicy } from '../utils/content-security-policy.ts';
import { escapeAttribute } from '../utils/escape-html.ts';
import { runsInline, SCRIPT_ELEMENT } from '../utils/inline-scripts.ts';
import { moduleClosure } from '../utils/module-imports.ts';
import { textIds } from '../utils/text-ids.ts';
import { virtualModulePlugin } from '../utils/virtual-module.ts';

/**
 * Astro's hydration prescripts: they register a directive on `self.Astro` or define `astro-island`.
 * Astro makes no hook or export that names them (custom directives are built inside it), so they
 * are known by their text; tests/build/pack-build.test.ts fails if a real build leaves one inline.
 */
const isPrescript = (text: string) =>
  text.startsWith('(()=>{') &&
  (text.includes('(self.Astro||(self.Astro={}))') || text.includes('customElements.define("astro-island"'));
/** Where the policy goes: after the charset (which must come first), else at the start of the head. */
const CHARSET = /<meta charset="[^"]*">/i;
const HEAD = /<head\b[^>]*>/i;

/** A module script's attributes (Astro's bundled `<script>`s): its `src`. */
const MODULE_SCRIPT_ATTRIBUTES = /^ type="module" src="([^"]+)"$/;
/** Every script and inline stylesheet, in one pass: script attributes and text, or the style's text. */
const SCRIPT_OR_STYLE = new RegExp(`${SCRIPT_ELEMENT.source}|<style\\b[^>]*>([\\s\\S]*?)<\\/style>`, 'g');

/** Names by text: every page of a build carries the same few prescripts. */
const names = new Map<string, string>();

/** The file name of a shared script: content hash, so a changed runtime is a new file. */
export function sharedScriptName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `island-${createHash('sha256').update(text, 'utf8').digest('base64url').slice(0, 10)}.js`;
    names.set(text, name);
  }
  return name;
}

/**
 * The imports of a module script of the build being rendered (`moduleClosure` without the
 * script), read from the build's output folder: Vite writes the client chunks before Astro
 * renders the pages. Throws for a script that is not there: its page would go out unpreloaded.
 */
export function buildImports(outDir: string): (src: string) => readonly string[] {
  const cache = new Map<string, readonly string[]>();
  const read = (path: string) => {
    try {
      return readFileSync(join(outDir, path), 'utf8');
    } catch {
      return null;
    }
  };
  return (src) => {
    let imports = cache.get(src);
    if (!imports) {
      const closure = moduleClosure(src, read);
      if (!closure.length)
        throw new Error(`page-finish: the module script ${src} is not in ${outDir} while the pages render`);
      imports = closure.slice(1);
      cache.set(src, imports);
    }
    return imports;
  };
}

/** A script or inline stylesheet of a page, where it is and what the page finish does with it. */
interface Element {
  readonly start: number;
  readonly end: number;
  /** A hydration prescript, a module script (`src`), an inline script or style (hashed), or another script. */
  readonly kind: 'prescript' | 'module' | 'script' | 'style' | 'other';
  /** The text (prescripts, scripts, styles) or the `src` (module scripts). */
  readonly value: string;
}

/** The page's scripts and inline stylesheets, in document order: one pass over its HTML. */
function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  for (const m of html.matchAll(SCRIPT_OR_STYLE)) {
    const start = m.index;
    const end = start + m[0].length;
    const [, attributes, text = '', style] = m;
    if (attributes === undefined) {
      found.push({ start, end, kind: 'style', value: style ?? '' });
      continue;
    }
    const module = text ? null : MODULE_SCRIPT_ATTRIBUTES.exec(attributes);
    if (module) found.push({ start, end, kind: 'module', value: module[1] ?? '' });
    else if (!runsInline(attributes)) found.push({ start, end, kind: 'other', value: '' });
    else found.push({ start, end, kind: attributes === '' && isPrescript(text) ? 'prescript' : 'script', value: text });
  }
  return found;
}

/** An edit of a page: the text that replaces `start`…`end` (an insertion when they are equal). */
interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** `html` with the edits (in document order, not overlapping) applied, in one join. */
function applyEdits(html: string, edits: readonly Edit[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const edit of edits) {
    parts.push(html.slice(at, edit.start), edit.text);
    at = edit.end;
  }
  parts.push(html.slice(at));
  return parts.join('');
}

/**
 * Each module script as the inert tag that loads it after the first paint, listing every module
 * it loads first (`importsOf`: its static imports, theirs and so on; src/utils/module-imports.ts)
 * to preload with it, each once per page (`listed`: also those listed before) and none the page
 * runs as a script itself.
 */
function moduleEdits(
  elements: readonly Element[],
  importsOf: (src: string) => readonly string[],
  listed = new Set<string>(),
): Edit[] {
  const modules = elements.filter((e) => e.kind === 'module');
  const scripts = new Set(modules.map((e) => e.value));
  return modules.map(({ start, end, value }) => {
    const preload = importsOf(value).filter((url) => !scripts.has(url) && !listed.has(url));
    for (const url of preload) listed.add(url);
    return { start, end, text: afterPaintTag(value, { type: 'module', preload }) };
  });
}

/** Ids of the prescripts, inline scripts and styles met (few, the same on every page). */
const textId = textIds();
/** An island's opening tag: its directive and the modules it hydrates with. */
const ISLAND = /<astro-island\b[^>]*>/g;
const ISLAND_MODULE = /\b(?:component-url|renderer-url)="([^"]+)"/g;

/**
 * The modules of the page's `client:ready` islands (component and renderer, with everything they
 * import), to preload with the island scripts: these islands hydrate as soon as their code is
 * there (src/browser/on-ready.ts), so it is asked for at once rather than one import level after
 * another once the island script has run.
 */
function readyIslandModules(html: string, importsOf: (src: string) => readonly string[]): string[] {
  const modules = new Set<string>();
  for (const [tag] of html.matchAll(ISLAND)) {
    if (!tag.includes(' client="ready"')) continue;
    for (const [, url = ''] of tag.matchAll(ISLAND_MODULE)) {
      if (!url.startsWith('/') || modules.has(url)) continue;
      modules.add(url);
      for (const imported of importsOf(url)) modules.add(imported);
    }
  }
  return [...modules];
}

/** The shared file of each combination of prescripts (by their ids): its name and text. */
const combined = new Map<string, { readonly name: string; readonly text: string }>();
/** The CSP meta of each policy and combination of inline scripts and styles (by their ids). */
const metas = new WeakMap<PagePolicy, Map<string, string>>();

/** The shared file that runs these prescripts, in their order. */
function prescriptsFile(texts: readonly string[]): { readonly name: string; readonly text: string } {
  const key = texts.map(textId).join(',');
  let file = combined.get(key);
  if (!file) {
    const text = texts.join('\n');
    file = { name: sharedScriptName(text), text };
    combined.set(key, file);
  }
  return file;
}

/** The page's CSP `<meta>` for its inline scripts and styles, made once per combination. */
function policyMeta(policy: PagePolicy, scripts: readonly string[], styles: readonly string[]): string {
  let byKey = metas.get(policy);
  if (!byKey) metas.set(policy, (byKey = new Map<string, string>()));
  const key = `${scripts.map(textId).join(',')}|${styles.map(textId).join(',')}`;
  let meta = byKey.get(key);
  if (meta === undefined) {
    meta = `<meta http-equiv="content-security-policy" content="${escapeAttribute(policy(scripts, styles))}">`;
    byKey.set(key, meta);
  }
  return meta;
}

/**
 * One page finished: its prescripts moved out (together, one file where the first was; `found`
 * collects name → text), that file and its module scripts loaded after the first paint, with
 * their imports (`moduleEdits`), and its CSP meta written for the inline scripts and styles it
 * keeps. Finds them all in one pass over the page. Throws for HTML without a `<head>`: such a
 * page would go out without a policy.
 */
export function finishPage(
  html: string,
  policy: PagePolicy,
  found: Map<string, string>,
  importsOf: (src: string) => readonly string[] = () => [],
): string {
  const elements = elementsOf(html);
  const prescripts = elements.filter((e) => e.kind === 'prescript');
  const pageScripts = new Set(elements.filter((e) => e.kind === 'module').map((e) => e.value));
  const islands = prescripts.length ? readyIslandModules(html, importsOf).filter((url) => !pageScripts.has(url)) : [];
  const edits = moduleEdits(elements, importsOf, new Set(islands));
  if (prescripts.length) {
    const file = prescriptsFile(prescripts.map((e) => e.value));
    found.set(file.name, file.text);
    prescripts.forEach(({ start, end }, i) =>
      edits.push({ start, end, text: i ? '' : afterPaintTag(`/_astro/${file.name}`, { preload: islands }) }),
    );
  }
  const value = (kind: Element['kind']) => elements.filter((e) => e.kind === kind).map((e) => e.value);
  // A page must never go out without its policy.
  const place = CHARSET.exec(html) ?? HEAD.exec(html);
  if (!place) throw new Error('page-finish: a page without <head> cannot carry its Content-Security-Policy');
  const at = place.index + place[0].length;
  edits.push({ start: at, end: at, text: policyMeta(policy, value('script'), value('style')) });
  return applyEdits(
    html,
    edits.sort((a, b) => a.start - b.start || a.end - b.end),
  );
}

/** An island script file this step writes: `island-` and ten characters of its content hash. */
const SHARED_SCRIPT_FILE = /^island-[\w-]{10}\.js$/;

/**
 * Writes into `outDir/_astro/` each moved script of `found` not yet in `written` (a few per
 * build), as pages render: the precache list and compression, which run once every page is
 * written, find them there.
 */
export function writeSharedScripts(outDir: string, found: ReadonlyMap<string, string>, written: Set<string>): void {
  for (const [name, text] of found) {
    if (written.has(name)) continue;
    mkdirSync(join(outDir, '_astro'), { recursive: true });
    writeFileSync(join(outDir, '_astro', name), text);
    written.add(name);
  }
}

/** The island scripts in a build's `_astro/` folder (name → text): what its pages' middleware wrote. */
export async function writtenSharedScripts(folder: string): Promise<Map<string, string>> {
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => SHARED_SCRIPT_FILE.test(name));
  return new Map(
    await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name), 'utf8')] as const)),
  );
}

/** Where an incremental build keeps the island scripts of every build (name → text). */
const KEPT_FILE = 'island-scripts.json';

/**
 * The island scripts to write: this build's, plus those earlier builds kept in the incremental
 * build's cache. Astro copies an unchanged page from that cache without rendering it, so the
 * middleware never sees it, yet it still loads the island file its first build wrote (names are
 * content hashes, so keeping old ones is safe). Writes the union back for the next build.
 */
export async function withKeptScripts(
  found: ReadonlyMap<string, string>,
  cacheDir: string | undefined,
): Promise<Map<string, string>> {
  if (!cacheDir) return new Map(found);
  const file = join(cacheDir, KEPT_FILE);
  const kept = await readFile(file, 'utf8').then(
    (text) => new Map(Object.entries(JSON.parse(text) as Record<string, string>)),
    () => new Map<string, string>(),
  );
  for (const [name, text] of found) kept.set(name, text);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(file, JSON.stringify(Object.fromEntries(kept)));
  return kept;
}

/** The module the page middleware reads the build's output folder from (src/build-out-dir.d.ts). */
const OUT_DIR_MODULE = 'virtual:quiz/build-out-dir';

/** The build step: finishes pages as they render, then adds the kept scripts (before the precache list and compression). */
export default function sharedScriptsStep(): AstroIntegration {
  /** Known once the config is done (`--outDir` included), before any module is bundled. */
  let outDir: string | undefined;
  const outDirSource = () => {
    if (!outDir) throw new Error('page-finish: the build output folder is not known (astro:config:done has not run)');
    return `export const outDir = ${JSON.stringify(outDir)};\n`;
  };
  return {
    name: 'quiz-shared-scripts',
    hooks: {
      'astro:config:setup': ({ command, addMiddleware, updateConfig }) => {
        // Builds only: the dev server serves Astro's pages as they are (no policy, as Astro's own CSP did not apply in dev either).
        if (command !== 'build') return;
        addMiddleware({ entrypoint: fileURLToPath(new URL('./page-finish.ts', import.meta.url)), order: 'post' });
        updateConfig({
          vite: { plugins: [{ name: 'quiz-shared-scripts', ...virtualModulePlugin(OUT_DIR_MODULE, outDirSource) }] },
        });
      },
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const folder = join(fileURLToPath(dir), '_astro');
        const found = await withKeptScripts(await writtenSharedScripts(folder), process.env['ASTRO_BUILD_CACHE']);
        await mkdir(folder, { recursive: true });
        await Promise.all([...found].map(([name, text]) => writeFile(join(folder, name), text)));
        logger.info(`moved ${found.size} island script(s) out of the pages into _astro/`);
      },
    },
  };
}
