/**
 * Finishes every page as Astro renders it (a middleware, src/integrations/page-finish.ts, so no
 * page is read and written a second time after the build):
 * - Astro writes its island runtime and each client directive (`client:load`, `client:idle`,
 *   `client:needed` …) as inline scripts into every page with an island: about 2 KB gzip that
 *   every page view downloads again. They move into hashed files under `/_astro/` (cached for a
 *   year like every asset there), loaded with `<script defer src>`: an island waits for its
 *   directive's `astro:{name}` event and elements upgrade whenever the runtime defines
 *   `astro-island`, so running them after parsing changes nothing else. A page's prescripts go
 *   into one file, in their order, at the first one's place: one request instead of two or three
 *   keeps them from queueing beside the stylesheet before the first paint on a phone's six
 *   connections. The file runs them after the page's first paint (`afterFirstPaint`): every
 *   island's first screen is in the HTML, so the largest paint never waits for hydration. The
 *   head script stays inline: it must run before the first paint (src/utils/head-script.ts).
 * - Each module script (Astro's bundled `<script>`s) gets a `<link rel="modulepreload">` for every
 *   module it imports, directly or not (`preloadModules`): a browser finds a module's imports only
 *   once the module has arrived, and theirs after that, so the layout script's three levels of
 *   shared chunks cost two more round trips on a phone's network than the stylesheet; listed in
 *   the HTML, they are all fetched at once, beside it.
 * - The page's Content-Security-Policy `<meta>` is written right after its charset, allowing
 *   exactly the inline scripts and styles the page still has, by hash
 *   (src/utils/content-security-policy.ts).
 * The moved scripts are collected while pages render and written into `/_astro/` when the build
 * is done.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { PagePolicy } from '../utils/content-security-policy.ts';
import { inlineScriptTexts } from '../utils/inline-scripts.ts';
import { moduleClosure } from '../utils/module-imports.ts';

/** Plain `<script>` elements (no attributes): the head script and Astro's prescripts. */
const PLAIN_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
/** Astro's hydration prescripts: they register a directive on `self.Astro` or define `astro-island`. */
const isPrescript = (text: string) => text.startsWith('(()=>{') && (text.includes('(self.Astro||(self.Astro={}))') || text.includes('customElements.define("astro-island"'));
/** Inline stylesheets: their texts. */
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
/** Where the policy goes: after the charset (which must come first), else at the start of the head. */
const CHARSET = /<meta charset="[^"]*">/i;
const HEAD = /<head\b[^>]*>/i;

/** A page's module scripts (Astro's bundled `<script>`s): their `src`. */
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

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
 * Wraps scripts so they run right after the next frame is painted (a task queued from
 * `requestAnimationFrame` runs once that frame is drawn), or at once in a hidden tab, where no
 * frame is drawn until it is shown.
 */
export function afterFirstPaint(text: string): string {
  return `(()=>{const run=()=>{${text}\n};document.visibilityState==="hidden"?run():requestAnimationFrame(()=>setTimeout(run))})();`;
}

/** The moved scripts (name → text) of the pages rendered in this process; one map for every copy of this module. */
export function sharedScripts(): Map<string, string> {
  const registry = globalThis as { [SHARED_SCRIPTS]?: Map<string, string> };
  return (registry[SHARED_SCRIPTS] ??= new Map());
}
const SHARED_SCRIPTS = Symbol.for('quiz.shared-scripts');

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
      if (!closure.length) throw new Error(`page-finish: the module script ${src} is not in ${outDir} while the pages render`);
      imports = closure.slice(1);
      cache.set(src, imports);
    }
    return imports;
  };
}

/** The build's output folder, for the page middleware (set when the config is done; one value for every copy of this module). */
export function buildOutDir(dir?: string): string {
  const registry = globalThis as { [OUT_DIR]?: string };
  if (dir !== undefined) registry[OUT_DIR] = dir;
  const known = registry[OUT_DIR];
  if (!known) throw new Error('page-finish: the build output folder is not known (astro:config:done has not run)');
  return known;
}
const OUT_DIR = Symbol.for('quiz.build-out-dir');

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * Puts a `<link rel="modulepreload">` before each module script for every module it loads first
 * (`importsOf`: its static imports, theirs and so on; src/utils/module-imports.ts), each once per
 * page and none for a module the page runs as a script itself.
 */
export function preloadModules(html: string, importsOf: (src: string) => readonly string[]): string {
  const scripts = new Set([...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]!));
  const listed = new Set<string>();
  return html.replace(MODULE_SCRIPT, (tag, src: string) => {
    const links = importsOf(src).filter((url) => !scripts.has(url) && !listed.has(url));
    for (const url of links) listed.add(url);
    return `${links.map((url) => `<link rel="modulepreload" href="${escapeAttribute(url)}">`).join('')}${tag}`;
  });
}

/**
 * One page finished: its prescripts moved out (together, one `<script defer src>` where the
 * first was; `found` collects name → text), its module scripts' imports preloaded
 * (`preloadModules`) and its CSP meta written for the inline scripts and styles it keeps. Throws
 * for HTML without a `<head>`: such a page would go out without a policy.
 */
export function finishPage(html: string, policy: PagePolicy, found: Map<string, string>, importsOf: (src: string) => readonly string[] = () => []): string {
  const texts = [...html.matchAll(PLAIN_SCRIPT)].map((m) => m[1]!).filter(isPrescript);
  let out = html;
  if (texts.length) {
    const combined = afterFirstPaint(texts.join('\n'));
    const name = sharedScriptName(combined);
    found.set(name, combined);
    let placed = false;
    out = html.replace(PLAIN_SCRIPT, (whole, text: string) => {
      if (!isPrescript(text)) return whole;
      if (placed) return '';
      placed = true;
      return `<script defer src="/_astro/${name}"></script>`;
    });
  }
  out = preloadModules(out, importsOf);
  const scripts = inlineScriptTexts(out);
  const styles = [...out.matchAll(INLINE_STYLE)].map((m) => m[1]!);
  const meta = `<meta http-equiv="content-security-policy" content="${escapeAttribute(policy(scripts, styles))}">`;
  const place = CHARSET.test(out) ? CHARSET : HEAD;
  // A page must never go out without its policy.
  if (!place.test(out)) throw new Error('page-finish: a page without <head> cannot carry its Content-Security-Policy');
  return out.replace(place, (tag) => `${tag}${meta}`);
}

/** Where an incremental build keeps the island scripts of every build (name → text). */
const KEPT_FILE = 'island-scripts.json';

/**
 * The island scripts to write: this build's, plus those earlier builds kept in the incremental
 * build's cache. Astro copies an unchanged page from that cache without rendering it, so the
 * middleware never sees it, yet it still loads the island file its first build wrote (names are
 * content hashes, so keeping old ones is safe). Writes the union back for the next build.
 */
export async function withKeptScripts(found: ReadonlyMap<string, string>, cacheDir: string | undefined): Promise<Map<string, string>> {
  if (!cacheDir) return new Map(found);
  const file = join(cacheDir, KEPT_FILE);
  const kept = await readFile(file, 'utf8').then((text) => new Map(Object.entries(JSON.parse(text) as Record<string, string>)), () => new Map<string, string>());
  for (const [name, text] of found) kept.set(name, text);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(file, JSON.stringify(Object.fromEntries(kept)));
  return kept;
}

/** The build step: finishes pages as they render, then writes the moved scripts (before the precache list and compression). */
export default function sharedScriptsStep(): AstroIntegration {
  return {
    name: 'quiz-shared-scripts',
    hooks: {
      'astro:config:done': ({ config }) => {
        buildOutDir(fileURLToPath(config.outDir));
      },
      'astro:config:setup': ({ command, addMiddleware }) => {
        // Builds only: the dev server serves Astro's pages as they are (no policy, as Astro's own CSP did not apply in dev either).
        if (command === 'build') addMiddleware({ entrypoint: fileURLToPath(new URL('./page-finish.ts', import.meta.url)), order: 'post' });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const found = await withKeptScripts(sharedScripts(), process.env['ASTRO_BUILD_CACHE']);
        const folder = join(fileURLToPath(dir), '_astro');
        await mkdir(folder, { recursive: true });
        await Promise.all([...found].map(([name, text]) => writeFile(join(folder, name), text)));
        logger.info(`moved ${found.size} island script(s) out of the pages into _astro/`);
      },
    },
  };
}
