/**
 * Build benchmark (issue 13): builds the site from a generated pack of N questions
 * (scripts/generate-pack.ts: 100 questions a topic, two practice tests, a diploma test and a
 * challenge each) into a scratch folder, then, in the same run, a trivial Astro project with the
 * same number of pages (one dynamic route of question-sized pages, scripts/bench/plain-astro.ts),
 * and reports both times (wall and CPU: on a shared machine the CPU ratio is the steadier one),
 * the ratios, the time per page and the peak memory (the largest resident set of the build's
 * process tree, from GNU time: `apt-get install time`).
 *   npm run bench:build [-- --questions 20000[,1000]] [--runs 1] [--out file.json]
 * `--runs` alternates the two builds that many times and reports the medians. Results:
 * a Markdown table and JSON in `--out` (default `bench-results/build.json`).
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './bench/pages-report.ts';
import { buildPlainAstro, timedBuild } from './bench/plain-astro.ts';
import { generatePack } from './generate-pack.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    questions: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '1' },
    out: { type: 'string', default: join(root, 'bench-results', 'build.json') },
  },
});
const sizes = values.questions.split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error(`--questions must be whole numbers ≥ 1, not "${values.questions}"`);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${values.runs}"`);
const scratch = join(root, 'bench-results', 'build');

/** The pages (HTML files) a build wrote under `dir`, and the size of all its files in MB. */
function output(dir: string): { pages: number; megabytes: number } {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const bytes = entries.reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);
  return { pages: entries.filter((e) => e.name.endsWith('.html')).length, megabytes: Math.round(bytes / 1048576) };
}

interface Row {
  questions: number;
  pages: number;
  seconds: number;
  plainSeconds: number;
  ratio: number;
  cpuSeconds: number;
  plainCpuSeconds: number;
  cpuRatio: number;
  msPerPage: number;
  plainMsPerPage: number;
  peakMemoryMb: number;
  plainPeakMemoryMb: number;
  outputMb: number;
}

interface Measured {
  readonly seconds: number;
  readonly cpuSeconds: number;
  readonly peakMemoryMb: number;
}

/** One size: the project's build and the trivial one, alternated `runs` times. */
function measure(questions: number): Row {
  const dir = join(scratch, `pack-${questions}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const pack = join(dir, 'export.json');
  writeFileSync(pack, JSON.stringify(generatePack(questions)));
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const ours: Measured[] = [];
  const plain: Measured[] = [];
  let pages = 0;
  let outputMb = 0;
  for (let run = 1; run <= runs; run++) {
    const outDir = join(dir, 'dist');
    rmSync(outDir, { recursive: true, force: true });
    const last = timedBuild([process.execPath, astro, 'build', '--outDir', outDir], root, { CONTENT_PACK: pack });
    ours.push(last);
    ({ pages, megabytes: outputMb } = output(outDir));
    console.log(
      `run ${run}/${runs} ${questions} questions: ${pages} pages built in ${last.seconds.toFixed(1)} s (${last.cpuSeconds.toFixed(1)} s CPU)`,
    );
    rmSync(outDir, { recursive: true, force: true });
    const trivial = buildPlainAstro({ kind: 'many-pages', pages }, dir);
    plain.push(trivial);
    trivial.remove();
    console.log(
      `run ${run}/${runs} plain Astro, ${pages} pages: ${trivial.seconds.toFixed(1)} s (${trivial.cpuSeconds.toFixed(1)} s CPU)`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
  const seconds = median(ours.map((r) => r.seconds));
  const plainSeconds = median(plain.map((r) => r.seconds));
  const cpuSeconds = median(ours.map((r) => r.cpuSeconds));
  const plainCpuSeconds = median(plain.map((r) => r.cpuSeconds));
  return {
    questions,
    pages,
    seconds: Number(seconds.toFixed(1)),
    plainSeconds: Number(plainSeconds.toFixed(1)),
    ratio: Number((seconds / plainSeconds).toFixed(2)),
    cpuSeconds: Number(cpuSeconds.toFixed(1)),
    plainCpuSeconds: Number(plainCpuSeconds.toFixed(1)),
    cpuRatio: Number((cpuSeconds / plainCpuSeconds).toFixed(2)),
    msPerPage: Number(((seconds * 1000) / pages).toFixed(2)),
    plainMsPerPage: Number(((plainSeconds * 1000) / pages).toFixed(2)),
    peakMemoryMb: Math.max(...ours.map((r) => r.peakMemoryMb)),
    plainPeakMemoryMb: Math.max(...plain.map((r) => r.peakMemoryMb)),
    outputMb,
  };
}

const results = sizes.map(measure);
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(
  values.out,
  JSON.stringify({ date: new Date().toISOString(), node: process.version, runs, results }, null, 2),
);
console.log(
  '\n| questions | pages | build | plain Astro | ratio | build CPU | plain Astro CPU | CPU ratio | per page | plain per page | peak memory | plain peak memory | output |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  const cells = [
    r.questions,
    r.pages,
    `${r.seconds} s`,
    `${r.plainSeconds} s`,
    r.ratio,
    `${r.cpuSeconds} s`,
    `${r.plainCpuSeconds} s`,
    r.cpuRatio,
    `${r.msPerPage} ms`,
    `${r.plainMsPerPage} ms`,
    `${r.peakMemoryMb} MB`,
    `${r.plainPeakMemoryMb} MB`,
    `${r.outputMb} MB`,
  ];
  console.log(`| ${cells.join(' | ')} |`);
}
console.log(`\nJSON: ${values.out}`);
