/**
 * Astro writes its island runtime and each client directive (`client:load`, `client:idle`,
 * `client:needed` …) as inline scripts into every page with an island: about 2 KB gzip that
 * every page view downloads again. This step moves them into hashed files under `/_astro/`
 * (cached for a year like every asset there) and loads them with `<script defer src>`: an
 * island waits for its directive's `astro:{name}` event and elements upgrade whenever the
 * runtime defines `astro-island`, so running them after parsing changes nothing else. A page's
 * prescripts go into one file, in their order, at the first one's place: deferred scripts run
 * in document order after parsing anyway, and one request instead of two or three keeps them
 * from queueing beside the stylesheet before the first paint on a phone's six connections (a
 * handful of combinations site-wide, each a file of its own). The file runs them after the
 * page's first paint (`afterFirstPaint`): every island's first screen is in the HTML, so the
 * largest paint never waits for hydration, and the islands' modules (React among them) are
 * fetched once the page is on screen instead of racing the paint. Their
 * hashes leave the page's CSP meta (the files are allowed by `'self'`). The head script stays
 * inline: it must run before the first paint (src/utils/head-script.ts). Reads and may rewrite
 * every page once (a few milliseconds per thousand pages on the sample pack).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { inlineScriptHash } from '../utils/content-security-policy.ts';
import { inlineScriptTexts } from '../utils/inline-scripts.ts';

/** Plain `<script>` elements (no attributes): the head script and Astro's prescripts. */
const PLAIN_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
/** Astro's hydration prescripts: they register a directive on `self.Astro` or define `astro-island`. */
const isPrescript = (text: string) => text.startsWith('(()=>{') && (text.includes('(self.Astro||(self.Astro={}))') || text.includes('customElements.define("astro-island"'));
/** Pages rewritten at once. */
const PARALLEL = 16;

/** The file name of a shared script: content hash, so a changed runtime is a new file. */
export function sharedScriptName(text: string): string {
  return `island-${createHash('sha256').update(text, 'utf8').digest('base64url').slice(0, 10)}.js`;
}

/**
 * Wraps scripts so they run right after the next frame is painted (a task queued from
 * `requestAnimationFrame` runs once that frame is drawn), or at once in a hidden tab, where no
 * frame is drawn until it is shown.
 */
export function afterFirstPaint(text: string): string {
  return `(()=>{const run=()=>{${text}\n};document.visibilityState==="hidden"?run():requestAnimationFrame(()=>setTimeout(run))})();`;
}

/**
 * One page with its prescripts moved out (together, one `<script defer src>` where the first
 * was), and its CSP's `script-src` hashes reduced to the inline scripts the page still has
 * (Astro lists every directive's hash on every page). `found` collects the files (name → text).
 */
export function externalizePrescripts(html: string, found: Map<string, string>): string {
  const texts = [...html.matchAll(PLAIN_SCRIPT)].map((m) => m[1]!).filter(isPrescript);
  const combined = afterFirstPaint(texts.join('\n'));
  const name = sharedScriptName(combined);
  if (texts.length) found.set(name, combined);
  let placed = false;
  const out = html.replace(PLAIN_SCRIPT, (whole, text: string) => {
    if (!isPrescript(text)) return whole;
    if (placed) return '';
    placed = true;
    return `<script defer src="/_astro/${name}"></script>`;
  });
  const kept = new Set(inlineScriptTexts(out).map((text) => `'${inlineScriptHash(text)}'`));
  return out.replace(/(<meta http-equiv="content-security-policy" content="[^"]*?script-src )([^;"]*)/, (_w, head: string, sources: string) => {
    const next = sources.split(' ').filter((src) => !src.startsWith("'sha256-") || kept.has(src));
    return `${head}${next.join(' ')}`;
  });
}

/** Runs `fn` over `files`, PARALLEL at a time. */
async function inBatches(files: readonly string[], fn: (file: string) => Promise<void>): Promise<void> {
  for (let i = 0; i < files.length; i += PARALLEL) await Promise.all(files.slice(i, i + PARALLEL).map(fn));
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/** The build step (runs before the service worker's precache list and compression). */
export default function sharedScripts(): AstroIntegration {
  return {
    name: 'quiz-shared-scripts',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = await htmlFiles(root);
        const found = new Map<string, string>();
        let changed = 0;
        await inBatches(files, async (file) => {
          const html = await readFile(file, 'utf8');
          const out = externalizePrescripts(html, found);
          if (out === html) return;
          changed++;
          await writeFile(file, out);
        });
        await mkdir(join(root, '_astro'), { recursive: true });
        await Promise.all([...found].map(([name, text]) => writeFile(join(root, '_astro', name), text)));
        logger.info(`moved ${found.size} island script(s) out of ${changed} page(s)`);
      },
    },
  };
}
