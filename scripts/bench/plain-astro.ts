/**
 * The anchor of the page and build benchmarks: a trivial Astro project, generated in a scratch
 * folder and built with this project's own Astro (same version, same Node), so a ratio to it
 * measures what our pages and build steps add on top of Astro itself, on the same machine in the
 * same run.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { must } from '#src/utils/must.ts';

const root = resolve(import.meta.dirname, '..', '..');
const ASTRO_BIN = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');

/** What the plain project contains: one page with this text, or `pages` pages of a dynamic route. */
export type PlainSite =
  | { readonly kind: 'one-page'; readonly title: string; readonly paragraphs: readonly string[] }
  | { readonly kind: 'many-pages'; readonly pages: number };

/** A generated project folder and the result of building it. */
export interface PlainBuild {
  readonly dir: string;
  readonly dist: string;
  readonly seconds: number;
  /** Peak resident memory of the build process tree (GNU time's maximum RSS), in MB; NaN without GNU time. */
  readonly peakMemoryMb: number;
  /** CPU seconds (user + system) of the build process tree; NaN without GNU time. */
  readonly cpuSeconds: number;
  readonly remove: () => void;
}

// The same output options as astro.config.mjs, so both builds write the same kind of files.
const CONFIG = `import { defineConfig } from 'astro/config';
export default defineConfig({ output: 'static', trailingSlash: 'always', build: { format: 'directory', inlineStylesheets: 'never' }, compressHTML: true });
`;

const escape = (text: string) => text.replace(/[&<>{}]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A minimal document around `main` (Astro template syntax), with a little CSS. */
function document(frontmatter: string, title: string, main: string): string {
  return `---
${frontmatter}
---
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title}</title></head>
  <body>
    <main>
      ${main}
    </main>
  </body>
</html>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; line-height: 1.5; }
</style>
`;
}

/** A page with a heading and paragraphs. */
function onePage(title: string, paragraphs: readonly string[]): string {
  return document(
    '',
    escape(title),
    [`<h1>${escape(title)}</h1>`, ...paragraphs.map((p) => `<p>${escape(p)}</p>`)].join('\n      '),
  );
}

/** `count` pages from one dynamic route, each a question-sized page with its own text. */
function dynamicRoute(count: number): string {
  const frontmatter = `export function getStaticPaths() {
  return Array.from({ length: ${count} }, (_, i) => ({ params: { slug: String(100000 + i) }, props: { n: i } }));
}
const { n } = Astro.props;
const title = \`Synthetic question \${n}\`;`;
  return document(
    frontmatter,
    '{title}',
    `<h1>{title}</h1>
      <p>In synthetic topic {Math.floor(n / 100) + 1}, which option is right for question {n}?</p>
      <ol>{[1, 2, 3].map((k) => <li>Option {k} for question {n}</li>)}</ol>
      <p>Option {(n % 3) + 1} is right: this is generated content.</p>`,
  );
}

/**
 * Writes the plain project into a new scratch folder (its `node_modules` a link to ours, so it
 * builds with exactly our Astro) and builds it, timed, under GNU time when it is installed.
 */
export function buildPlainAstro(site: PlainSite, scratch = tmpdir()): PlainBuild {
  const dir = mkdtempSync(join(scratch, 'plain-astro-'));
  const pagesDir = join(dir, 'src', 'pages');
  mkdirSync(pagesDir, { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'plain-astro', private: true, type: 'module' }));
  writeFileSync(join(dir, 'astro.config.mjs'), CONFIG);
  if (site.kind === 'one-page') writeFileSync(join(pagesDir, 'index.astro'), onePage(site.title, site.paragraphs));
  else writeFileSync(join(pagesDir, '[slug].astro'), dynamicRoute(site.pages));
  const dist = join(dir, 'dist');
  const { seconds, peakMemoryMb, cpuSeconds } = timedBuild([process.execPath, ASTRO_BIN, 'build'], dir, {});
  return { dir, dist, seconds, peakMemoryMb, cpuSeconds, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Runs a build command in `cwd`, under GNU time when it is installed, and returns its wall time,
 * its CPU time and peak resident memory (the largest RSS of its process tree); throws with the
 * build's output when it fails. CPU time is the steadier measure on a shared machine: other work
 * stretches the wall time of a build, much less its CPU seconds.
 */
export function timedBuild(
  command: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): { seconds: number; cpuSeconds: number; peakMemoryMb: number; output: string } {
  const gnuTime = spawnSync('/usr/bin/time', ['-f', 'x', 'true']).status === 0;
  const argv = gnuTime ? ['/usr/bin/time', '-f', 'PEAK_KB %M CPU_S %U %S', ...command] : [...command];
  const started = performance.now();
  const [program, ...args] = argv;
  const run = spawnSync(must(program, 'a command'), args, {
    cwd,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const seconds = (performance.now() - started) / 1000;
  const output = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0) throw new Error(`build in ${cwd} failed (exit ${run.status}):\n${output.slice(-4000)}`);
  const measured = /PEAK_KB (\d+) CPU_S ([\d.]+) ([\d.]+)/.exec(run.stderr);
  const peakKb = Number(measured?.[1] ?? NaN);
  const cpuSeconds = Number(measured?.[2] ?? NaN) + Number(measured?.[3] ?? NaN);
  return { seconds, cpuSeconds, peakMemoryMb: Math.round(peakKb / 1024), output };
}
