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
 * - The page's Content-Security-Policy `<meta>` is written right after its charset, allowing
 *   exactly the inline scripts and styles the page still has, by hash
 *   (src/utils/content-security-policy.ts).
 * The moved scripts are collected while pages render and written into `/_astro/` when the build
 * is done.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { PagePolicy } from '../utils/content-security-policy.ts';
import { inlineScriptTexts } from '../utils/inline-scripts.ts';

/** Plain `<script>` elements (no attributes): the head script and Astro's prescripts. */
const PLAIN_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
/** Astro's hydration prescripts: they register a directive on `self.Astro` or define `astro-island`. */
const isPrescript = (text: string) => text.startsWith('(()=>{') && (text.includes('(self.Astro||(self.Astro={}))') || text.includes('customElements.define("astro-island"'));
/** Inline stylesheets: their texts. */
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
/** Where the policy goes: after the charset (which must come first), else at the start of the head. */
const CHARSET = /<meta charset="[^"]*">/i;
const HEAD = /<head\b[^>]*>/i;

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

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * One page finished: its prescripts moved out (together, one `<script defer src>` where the
 * first was; `found` collects name → text) and its CSP meta written for the inline scripts and
 * styles it keeps. Throws for HTML without a `<head>`: such a page would go out without a policy.
 */
export function finishPage(html: string, policy: PagePolicy, found: Map<string, string>): string {
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
