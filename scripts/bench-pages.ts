/**
 * Page benchmark (issues 13 and 20), in two parts.
 * Load: Lighthouse (mobile preset) on every page type of the site, served by the project's own
 * `npm start` (the production build of the sample pack) on a free port, beside a plain Astro
 * page (a trivial project built in the same run with our Astro, one page of the about page's
 * text) served by the same server program. Runs go round the page types in turn (so a busy
 * moment of the machine spreads over all of them); each metric is the median of its runs.
 * Reports performance, LCP, TBT, CLS, JS transferred and JS gzip (every script the page runs on
 * load, inline ones included), and LCP as a ratio to the fastest page type's and to the plain
 * Astro page's.
 * Interaction (scripts/bench/interaction.ts): a learner's taps on each player on an emulated
 * phone (Playwright's Chromium with touch, 4× CPU slowdown, slow 4G): tap at first sight and
 * after 4 s of reading → response, INP, and the JS loaded by the first tap. On a site built from
 * a generated pack of 300 questions (content the project has never seen), or with
 * `--sample-pack` on the sample pack's site the load part measures.
 *   npm run bench:pages [-- --runs 3] [--page start,question] [--player practice,event]
 *     [--interaction-only] [--sample-pack] [--port 47160] [--out file.json]
 * Results: Markdown tables on stdout and JSON in `--out` (default `$DATA_DIR/bench-pages.json`,
 * or `bench-results/pages.json` without DATA_DIR).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { fullChromiumLaunch } from '../playwright.config.ts';
import { loadContent, type ContentGraph } from '../src/content-layer/index.ts';
import { LANGS } from '../src/domain/model.ts';
import { routeCases } from '../tests/support/routes.ts';
import { PHONE } from '../tests/support/phone/device.ts';
import {
  buildGeneratedSite,
  GENERATED_QUESTIONS,
  generatedGraph,
  serveGeneratedSite,
} from '../tests/support/phone/generated-site.ts';
import { PLAYERS, playerScenarios } from '../tests/support/phone/players.ts';
import { measureInteractions, READING_MS } from './bench/interaction.ts';
import { interactionTable, summariseInteractions } from './bench/interaction-report.ts';
import { runLighthouse, type PageRun } from './bench/lighthouse-run.ts';
import { markdownTable, summarise, type PageRuns } from './bench/pages-report.ts';
import { buildPlainAstro } from './bench/plain-astro.ts';
import { startProjectSite, startServerFor, type SiteServer } from './bench/site-server.ts';
import { must } from '#src/utils/must.ts';

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
    player: { type: 'string', default: '' },
    'interaction-only': { type: 'boolean', default: false },
    'sample-pack': { type: 'boolean', default: false },
    port: { type: 'string', default: '' },
    out: { type: 'string', default: '' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${values.runs}"`);

/** The names in a comma-separated option, or all of `known` when it is empty; an unknown name is an error naming the known ones. */
function chosen<T extends string>(option: string, known: readonly T[], what: string): T[] {
  if (!option) return [...known];
  const names = option.split(',').map((s) => s.trim());
  const unknown = names.filter((n) => !known.some((k) => k === n));
  if (unknown.length) throw new Error(`unknown ${what} ${unknown.join(', ')}; the ${what}s are ${known.join(', ')}`);
  return known.filter((k) => names.includes(k));
}
const wanted = chosen(
  values.page,
  PAGE_TYPES.map((p) => p.type),
  'page type',
);
const players = chosen(values.player, PLAYERS, 'player');
const port = values.port ? Number(values.port) : undefined;
const scratch = join(process.env['DATA_DIR'] || join(root, 'bench-results'), 'bench-pages');
const out =
  values.out ||
  join(
    process.env['DATA_DIR'] || join(root, 'bench-results'),
    process.env['DATA_DIR'] ? 'bench-pages.json' : 'pages.json',
  );

/** The about page's heading and paragraphs, as text: what the plain Astro page shows. */
async function aboutText(baseUrl: string): Promise<{ title: string; paragraphs: string[] }> {
  const html = await fetch(`${baseUrl}/about/`).then((r) => r.text());
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? html;
  const text = (s: string) =>
    s
      .replace(/<[^>]+>/g, ' ')
      .replace(/&[a-z#0-9]+;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const title = text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? 'About');
  const paragraphs = [...main.matchAll(/<(?:p|li|h2|h3)[^>]*>([\s\S]*?)<\/(?:p|li|h2|h3)>/g)]
    .map((m) => text(m[1] ?? ''))
    .filter(Boolean);
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

/** The commit measured, marked when the work tree has changes on top of it. */
function commitLabel(): string {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  return git('status', '--porcelain', '--untracked-files=no') ? `${commit} with uncommitted changes` : commit;
}

/** The load part: Lighthouse on each page type and the plain Astro page; its JSON and table. */
async function loadPart(site: SiteServer, servers: SiteServer[]): Promise<{ json: object; table: string }> {
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
  const plain = { type: 'plain Astro', path: '/', url: `${plainServer.baseUrl}/` };
  const all = [...targets, plain];
  const measured = new Map<string, PageRun[]>(all.map((t) => [t.type, []]));
  for (let run = 1; run <= runs; run++) {
    for (const t of all) {
      const result = await withRetries(() => runLighthouse(t.url), 3);
      must(measured.get(t.type), `the runs of ${t.type}`).push(result);
      console.log(
        `run ${run}/${runs} ${t.type.padEnd(12)} perf ${result.performance} LCP ${Math.round(result.lcpMs)} ms TBT ${Math.round(result.tbtMs)} ms JS gzip ${result.jsGzipBytes} B`,
      );
    }
  }
  const byType = (t: { type: string; path: string }): PageRuns => ({
    type: t.type,
    path: t.path,
    runs: must(measured.get(t.type), `the runs of ${t.type}`),
  });
  const summary = summarise(targets.map(byType), byType(plain));
  plainBuild.remove();
  return { json: { runsPerPage: runs, ...summary, raw: Object.fromEntries(measured) }, table: markdownTable(summary) };
}

/** The site the interaction part taps on: the generated pack's, built here, or the sample pack's. */
async function interactionSite(
  projectSite: () => Promise<SiteServer>,
  servers: SiteServer[],
): Promise<{ baseUrl: string; graph: ContentGraph; label: string }> {
  if (values['sample-pack'])
    return { baseUrl: (await projectSite()).baseUrl, graph: await loadContent(), label: 'sample pack' };
  console.log(`Building a site from a generated pack of ${GENERATED_QUESTIONS} questions…`);
  const built = await buildGeneratedSite(join(scratch, 'generated'));
  const server = await serveGeneratedSite(built, join(scratch, 'generated-data'));
  servers.push(server);
  return {
    baseUrl: server.baseUrl,
    graph: await generatedGraph(built),
    label: `generated pack of ${GENERATED_QUESTIONS} questions`,
  };
}

/** The interaction part: each player's taps on a phone; its JSON and table. */
async function interactionPart(
  projectSite: () => Promise<SiteServer>,
  servers: SiteServer[],
): Promise<{ json: object; table: string }> {
  const site = await interactionSite(projectSite, servers);
  const commit = commitLabel();
  const loadAverage = loadavg();
  const scenarios = playerScenarios(site.graph, LANGS[0]);
  const browser = await chromium.launch(fullChromiumLaunch);
  const measured = await measureInteractions(
    browser,
    site.baseUrl,
    players.map((p) => scenarios[p]),
    runs,
    (line) => console.log(line),
  ).finally(() => browser.close());
  const summary = summariseInteractions(measured);
  const json = {
    site: site.label,
    commit,
    loadAverageStart: loadAverage,
    loadAverageEnd: loadavg(),
    runsPerPlayer: runs,
    readingMs: READING_MS,
    phone: PHONE,
    summary,
    raw: measured,
  };
  return { json, table: interactionTable(summary, { commit, site: site.label, loadAverage }) };
}

rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
const servers: SiteServer[] = [];
let project: Promise<SiteServer> | null = null;
/** `npm start` on the sample pack, started once when a part needs it. */
const projectSite = () => {
  if (!project) {
    console.log('Starting the site (npm start; builds when dist/ is stale)…');
    project = startProjectSite(join(scratch, 'site-data'), port).then((s) => {
      servers.push(s);
      return s;
    });
  }
  return project;
};
try {
  const load = values['interaction-only'] ? null : await loadPart(await projectSite(), servers);
  const interaction = await interactionPart(projectSite, servers);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        ...(load ? load.json : {}),
        interaction: interaction.json,
      },
      null,
      2,
    ),
  );
  if (load) console.log(`\n${load.table}`);
  console.log(`\nTaps on a phone:\n${interaction.table}\n\nJSON: ${out}`);
} finally {
  for (const s of servers) await s.stop();
}
