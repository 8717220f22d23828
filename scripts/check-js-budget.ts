/**
 * JS budget: after a build, sums the gzip bytes of the JavaScript each page of dist/ loads
 * (module scripts, modulepreloads, island component and renderer URLs, following the static
 * imports of _astro chunks, plus inline scripts) on a first visit, prints the largest page per
 * route type and fails (exit 1) when a budget is exceeded. Islands with `client:ready`
 * (src/browser/on-ready.ts: players, forms) hydrate as soon as their code is there, so a first
 * visit loads all of it by itself; islands with `client:needed` (src/browser/when-needed.ts)
 * hydrate only for a returning visitor and are left out of that figure. What a returning
 * visitor's page loads (`needed` islands too) has a budget of its own. Code loaded on demand
 * (dynamic imports: the offline queue, the API client, end screens) is not counted: no page
 * loads it before a person acts. Pages without islands must load no React, nor must the
 * start, topic and search pages on a first visit (15 KB each at most).
 * Usage: node scripts/check-js-budget.ts [distDir]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoute } from '../src/domain/routes.ts';
import { inlineScriptTexts } from '../src/utils/inline-scripts.ts';
import { moduleClosure } from '../src/utils/module-imports.ts';
import { INTERACTIVE_BUDGET_BYTES } from '../tests/support/js-gzip.ts';
import { must } from '#src/utils/must.ts';

const dist = resolve(process.argv[2] ?? 'dist');
/** gzip bytes a page with islands (players, account forms) loads by itself on a first visit (tests/support/js-gzip.ts). */
const INTERACTIVE_BUDGET = INTERACTIVE_BUDGET_BYTES;
/**
 * gzip bytes a returning visitor's page loads (its `client:needed` islands hydrated too). 98 KB
 * since the stores were split by concern (issue 22): the session hands the queue its sender on
 * every page, about 250 B more on the certificate pages (99,349 B); docs/decisions.md.
 */
const RETURNING_BUDGET = 98 * 1024;
const STATIC_BUDGET = 8 * 1024;
/** Pages a first visit reaches most (start, topic, search): no React, 15 KB at most. */
const FIRST_VISIT_BUDGET = 15 * 1024;
const FIRST_VISIT = new Set(['index', 't-topic', 'search']);
/** Content pages that must never ship React. */
const NO_REACT = new Set(['about', 'tg-topicGroup']);

const gz = new Map<string, number>();
const gzipBytes = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const fileGzip = (file: string) => {
  let bytes = gz.get(file);
  if (bytes === undefined) {
    bytes = existsSync(file) ? gzipBytes(readFileSync(file)) : 0;
    gz.set(file, bytes);
  }
  return bytes;
};

/** Each chunk's text, read once for every page that loads it. */
const texts = new Map<string, string | null>();
const textOf = (file: string) => {
  let text = texts.get(file);
  if (text === undefined) {
    text = existsSync(file) ? readFileSync(file, 'utf8') : null;
    texts.set(file, text);
  }
  return text;
};

/** A chunk (a URL path under the build) and everything it imports statically, as files. */
function closure(url: string, files: Set<string>): void {
  for (const path of moduleClosure(url, (p) => textOf(join(dist, p)))) files.add(join(dist, path));
}

const isReact = (file: string) =>
  /react\.(transitional\.)?element|__CLIENT_INTERNALS|react-dom/.test(textOf(file) ?? '');

/**
 * The _astro files a page runs: its scripts and modulepreloads, and the component and renderer
 * of each island except those whose directive is in `skip`, with everything they import.
 */
function scriptFiles(html: string, skip: readonly string[]): Set<string> {
  const urls = new Set<string>();
  for (const [, src] of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) if (src) urls.add(src);
  for (const m of html.matchAll(
    /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g,
  ))
    urls.add(must(m[1] ?? m[2], 'the modulepreload href'));
  for (const island of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const directive = /\bclient="([^"]+)"/.exec(island[0])?.[1] ?? '';
    if (skip.includes(directive)) continue;
    for (const m of island[0].matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g))
      urls.add(must(m[1], 'the island script url'));
  }
  const files = new Set<string>();
  for (const u of urls) if (u.startsWith('/')) closure(u.replace(/\?[\s\S]*$/, ''), files);
  return files;
}

const sumGzip = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + fileGzip(f), 0);

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === '_astro' || f === 'pagefind' ? [] : pages(p);
    return f.endsWith('.html') ? [p] : [];
  });
}

function budgetOf(type: string, islands: boolean): number {
  if (FIRST_VISIT.has(type)) return FIRST_VISIT_BUDGET;
  return islands ? INTERACTIVE_BUDGET : STATIC_BUDGET;
}

interface Row {
  type: string;
  pages: number;
  page: string;
  bytes: number;
  woken: number;
  react: boolean;
  islands: boolean;
}
const rows = new Map<string, Row>();
const failures: string[] = [];
for (const file of pages(dist)) {
  const rel = `/${relative(dist, file).replace(/\\/g, '/')}`;
  const url = rel.replace(/index\.html$/, '');
  const type =
    rel.endsWith('404.html') || rel.includes('/404/')
      ? 'error-404'
      : rel.endsWith('500.html') || rel.includes('/500/')
        ? 'error-500'
        : (matchRoute(url)?.name ?? 'other');
  const html = readFileSync(file, 'utf8');
  const inline = inlineScriptTexts(html).reduce((sum, text) => sum + (text.trim() ? gzipBytes(text) : 0), 0);
  const first = scriptFiles(html, ['needed']);
  const bytes = sumGzip(first) + inline;
  const woken = sumGzip(scriptFiles(html, [])) + inline;
  const react = [...first].some(isReact);
  const islands = html.includes('<astro-island');
  const budget = budgetOf(type, islands);
  if (bytes > budget) failures.push(`${rel}: ${bytes} B gzip > ${budget} B`);
  if (woken > RETURNING_BUDGET)
    failures.push(`${rel}: ${woken} B gzip for a returning visitor > ${RETURNING_BUDGET} B`);
  if (react && (!islands || NO_REACT.has(type))) failures.push(`${rel}: loads React without an island (${type})`);
  if (react && FIRST_VISIT.has(type)) failures.push(`${rel}: loads React on a first visit (${type})`);
  const row = rows.get(type);
  if (!row) rows.set(type, { type, pages: 1, page: rel, bytes, woken, react, islands });
  else {
    row.pages++;
    row.woken = Math.max(row.woken, woken);
    if (bytes > row.bytes) Object.assign(row, { page: rel, bytes, react, islands });
  }
}

const table = [...rows.values()].sort((a, b) => a.type.localeCompare(b.type));
console.log(
  `${'route type'.padEnd(36)} ${'pages'.padStart(5)} ${'max JS gzip'.padStart(11)} ${'budget'.padStart(7)} ${'returning'.padStart(10)}  react  largest page`,
);
for (const r of table) {
  console.log(
    `${r.type.padEnd(36)} ${String(r.pages).padStart(5)} ${String(r.bytes).padStart(11)} ${String(budgetOf(r.type, r.islands)).padStart(7)} ${String(r.woken).padStart(10)}  ${(r.react ? 'yes' : 'no').padEnd(5)}  ${r.page}`,
  );
}
if (failures.length) {
  console.error(`\nJS budget exceeded:\n${failures.slice(0, 50).join('\n')}`);
  process.exit(1);
}
console.log('\nJS budget: ok');
