/**
 * JS budget: after a build, sums the gzip bytes of the JavaScript each page of dist/ loads
 * (module scripts, modulepreloads, island component and renderer URLs, following the static
 * imports of _astro chunks, plus inline scripts) on a first visit, prints the largest page per
 * route type and fails (exit 1) when a budget is exceeded. Islands with `client:needed`
 * (src/browser/when-needed.ts) hydrate only for a returning visitor, so a first visit loads
 * none of their code: they are left out. Pages without islands must load no React, nor must the
 * start, topic and search pages on a first visit (15 KB each at most).
 * Usage: node scripts/check-js-budget.ts [distDir]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoute } from '../src/domain/routes.ts';
import { inlineScriptTexts } from '../src/utils/inline-scripts.ts';

const dist = resolve(process.argv[2] ?? 'dist');
/** gzip bytes per page. Interactive (player, account) pages: the largest, the certificate test, measured 98,104 B. */
const INTERACTIVE_BUDGET = 96 * 1024;
const STATIC_BUDGET = 8 * 1024;
/** Pages a first visit reaches most (start, topic, search): no React, 15 KB at most. */
const FIRST_VISIT_BUDGET = 15 * 1024;
const FIRST_VISIT = new Set(['index', 't-topic', 'search']);
/** Content pages that must never ship React. */
const NO_REACT = new Set(['about', 'tg-topicGroup']);

const gz = new Map<string, number>();
const gzipBytes = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const fileGzip = (file: string) => {
  if (!gz.has(file)) gz.set(file, existsSync(file) ? gzipBytes(readFileSync(file)) : 0);
  return gz.get(file)!;
};

/** A chunk and everything it imports statically. */
function closure(file: string, seen: Set<string>): void {
  if (seen.has(file) || !existsSync(file)) return;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["']([^"']+\.js)["']/g)) {
    const spec = m[1]!;
    closure(spec.startsWith('/') ? join(dist, spec) : resolve(dirname(file), spec), seen);
  }
}

const isReact = (file: string) => /react\.(transitional\.)?element|__CLIENT_INTERNALS|react-dom/.test(readFileSync(file, 'utf8'));

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

interface Row { type: string; pages: number; page: string; bytes: number; react: boolean; islands: boolean }
const rows = new Map<string, Row>();
const failures: string[] = [];
for (const file of pages(dist)) {
  const rel = `/${relative(dist, file).replace(/\\/g, '/')}`;
  const url = rel.replace(/index\.html$/, '');
  const type = rel.endsWith('404.html') || rel.includes('/404/') ? 'error-404' : rel.endsWith('500.html') || rel.includes('/500/') ? 'error-500' : (matchRoute(url)?.name ?? 'other');
  const html = readFileSync(file, 'utf8');
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) urls.add((m[1] ?? m[2])!);
  // Islands a first visit hydrates (every directive but `needed`): their component and renderer.
  for (const island of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (/\bclient="needed"/.test(island[0])) continue;
    for (const m of island[0].matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)) urls.add(m[1]!);
  }
  const files = new Set<string>();
  for (const u of urls) if (u.startsWith('/')) closure(join(dist, u.split('?')[0]!), files);
  let bytes = 0;
  for (const f of files) bytes += fileGzip(f);
  for (const text of inlineScriptTexts(html)) if (text.trim()) bytes += gzipBytes(text);
  const react = [...files].some(isReact);
  const islands = html.includes('<astro-island');
  const budget = budgetOf(type, islands);
  if (bytes > budget) failures.push(`${rel}: ${bytes} B gzip > ${budget} B`);
  if (react && (!islands || NO_REACT.has(type))) failures.push(`${rel}: loads React without an island (${type})`);
  if (react && FIRST_VISIT.has(type)) failures.push(`${rel}: loads React on a first visit (${type})`);
  const row = rows.get(type);
  if (!row) rows.set(type, { type, pages: 1, page: rel, bytes, react, islands });
  else {
    row.pages++;
    if (bytes > row.bytes) Object.assign(row, { page: rel, bytes, react, islands });
  }
}

const table = [...rows.values()].sort((a, b) => a.type.localeCompare(b.type));
console.log(`${'route type'.padEnd(36)} ${'pages'.padStart(5)} ${'max JS gzip'.padStart(11)} ${'budget'.padStart(7)}  react  largest page`);
for (const r of table) {
  console.log(`${r.type.padEnd(36)} ${String(r.pages).padStart(5)} ${String(r.bytes).padStart(11)} ${String(budgetOf(r.type, r.islands)).padStart(7)}  ${(r.react ? 'yes' : 'no').padEnd(5)}  ${r.page}`);
}
if (failures.length) {
  console.error(`\nJS budget exceeded:\n${failures.slice(0, 50).join('\n')}`);
  process.exit(1);
}
console.log('\nJS budget: ok');
