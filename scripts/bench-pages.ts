/**
 * Page benchmark (issue 13): Lighthouse (mobile preset) on every page type of the site, served by
 * the project's own `npm start` (the production build of the sample pack) on a free port, beside
 * a plain Astro page (a trivial project built in the same run with our Astro, one page of the
 * about page's text) served by the same server program. Runs go round the page types in turn
 * (so a busy moment of the machine spreads over all of them); each metric is the median of its
 * runs. Reports performance, LCP, TBT, CLS, JS transferred and JS gzip (every script the page
 * runs on load, inline ones included), and LCP as a ratio to the fastest page type's and to the
 * plain Astro page's.
 *   npm run bench:pages [-- --runs 3] [--page start,question] [--port 47160] [--out file.json]
 * Results: a Markdown table on stdout and JSON in `--out` (default `$DATA_DIR/bench-pages.json`,
 * or `bench-results/pages.json` without DATA_DIR).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { routeCases } from '../tests/support/routes.ts';
import { runLighthouse, type PageRun } from './bench/lighthouse-run.ts';
import { markdownTable, summarise, type PageRuns } from './bench/pages-report.ts';
import { buildPlainAstro } from './bench/plain-astro.ts';
import { startProjectSite, startServerFor, type SiteServer } from './bench/site-server.ts';

/** The page types measured, by the route (tests/support/routes.ts) whose page stands for each. */
const PAGE_TYPES = [
  { type: 'start', route: 'index' },
  { type: 'about', route: 'about' },
  { type: 'topic', route: 't-topic' },
  { type: 'topic-group', route: 'tg-topicGroup' },
  { type: 'question', route: 't-topic-question' },
  { type: 'explanation', route: 't-topic-question-explanation' },
  { type: 'challenge', route: 't-topic-c-challenge' },
  { type: 'certificate', route: 'c-topic' },
  { type: 'event', route: 'e-code' },
  { type: 'search', route: 'search' },
  { type: 'account', route: 'account' },
  { type: 'verify', route: 'c-v' },
  { type: 'embed', route: 't-topic-embed' },
] as const;

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    page: { type: 'string', default: '' },
    port: { type: 'string', default: '' },
    out: { type: 'string', default: '' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${values.runs}"`);
const wanted = values.page ? values.page.split(',').map((s) => s.trim()) : PAGE_TYPES.map((p) => p.type);
const unknown = wanted.filter((w) => !PAGE_TYPES.some((p) => p.type === w));
if (unknown.length) throw new Error(`unknown page type ${unknown.join(', ')}; the page types are ${PAGE_TYPES.map((p) => p.type).join(', ')}`);
const port = values.port ? Number(values.port) : undefined;
const scratch = join(process.env['DATA_DIR'] || join(root, 'bench-results'), 'bench-pages');
const out = values.out || join(process.env['DATA_DIR'] || join(root, 'bench-results'), process.env['DATA_DIR'] ? 'bench-pages.json' : 'pages.json');

/** The about page's heading and paragraphs, as text: what the plain Astro page shows. */
async function aboutText(baseUrl: string): Promise<{ title: string; paragraphs: string[] }> {
  const html = await fetch(`${baseUrl}/about/`).then((r) => r.text());
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? html;
  const text = (s: string) => s.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/g, ' ').replace(/\s+/g, ' ').trim();
  const title = text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? 'About');
  const paragraphs = [...main.matchAll(/<(?:p|li|h2|h3)[^>]*>([\s\S]*?)<\/(?:p|li|h2|h3)>/g)].map((m) => text(m[1]!)).filter(Boolean);
  return { title, paragraphs };
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP): such a run is made again. */
async function withRetries<T>(run: () => Promise<T>, attempts: number): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts) throw err;
      console.warn(`retrying after: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
const servers: SiteServer[] = [];
try {
  console.log('Starting the site (npm start; builds when dist/ is stale)…');
  const site = await startProjectSite(join(scratch, 'site-data'), port);
  servers.push(site);
  const cases = await routeCases();
  const targets = PAGE_TYPES.filter((p) => wanted.includes(p.type)).map((p) => {
    const route = cases.find((c) => c.name === p.route);
    if (!route) throw new Error(`no route case ${p.route}`);
    return { type: p.type, path: route.path, url: `${site.baseUrl}${route.path}` };
  });
  console.log('Building the plain Astro page…');
  const plainBuild = buildPlainAstro({ kind: 'one-page', ...(await aboutText(site.baseUrl)) }, scratch);
  const plainServer = await startServerFor(plainBuild.dist, join(scratch, 'plain-data'));
  servers.push(plainServer);
  const all = [...targets, { type: 'plain Astro', path: '/', url: `${plainServer.baseUrl}/` }];
  const measured = new Map<string, PageRun[]>(all.map((t) => [t.type, []]));
  for (let run = 1; run <= runs; run++) {
    for (const t of all) {
      const result = await withRetries(() => runLighthouse(t.url), 3);
      measured.get(t.type)!.push(result);
      console.log(`run ${run}/${runs} ${t.type.padEnd(12)} perf ${result.performance} LCP ${Math.round(result.lcpMs)} ms TBT ${Math.round(result.tbtMs)} ms JS gzip ${result.jsGzipBytes} B`);
    }
  }
  const byType = (t: { type: string; path: string }): PageRuns => ({ type: t.type, path: t.path, runs: measured.get(t.type)! });
  const summary = summarise(targets.map(byType), byType(all.at(-1)!));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), node: process.version, runsPerPage: runs, ...summary, raw: Object.fromEntries(measured) }, null, 2));
  console.log(`\n${markdownTable(summary)}\n\nJSON: ${out}`);
  plainBuild.remove();
} finally {
  for (const s of servers) await s.stop();
}
