/**
 * Build benchmark (issue 13): builds the site from a generated pack of N questions
 * (scripts/generate-pack.ts: 100 questions a topic, two practice tests, a diploma test and a
 * challenge each) into a scratch folder, then, in the same run, a trivial Astro project with the
 * same number of pages (one dynamic route of question-sized pages, scripts/bench/plain-astro.ts),
 * and reports both times, the ratio, the time per page and the peak memory (the largest resident
 * set of the build's process tree, from GNU time: `apt-get install time`).
 *   npm run bench:build [-- --questions 20000[,1000]] [--runs 1] [--out file.json]
 * `--runs` alternates the two builds that many times and reports the medians. Results:
 * a Markdown table and JSON in `--out` (default `bench-results/build.json`).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--questions must be whole numbers ≥ 1, not "${values.questions}"`);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${values.runs}"`);
const scratch = join(root, 'bench-results', 'build');

/** HTML files under `dir`: the pages a build wrote. */
function countPages(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length;
}

interface Row {
  questions: number;
  pages: number;
  seconds: number;
  plainSeconds: number;
  ratio: number;
  msPerPage: number;
  plainMsPerPage: number;
  peakMemoryMb: number;
  plainPeakMemoryMb: number;
}

/** One size: the project's build and the trivial one, alternated `runs` times. */
function measure(questions: number): Row {
  const dir = join(scratch, `pack-${questions}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const pack = join(dir, 'export.json');
  writeFileSync(pack, JSON.stringify(generatePack(questions)));
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const ours: { seconds: number; peakMemoryMb: number }[] = [];
  const plain: { seconds: number; peakMemoryMb: number }[] = [];
  let pages = 0;
  for (let run = 1; run <= runs; run++) {
    const outDir = join(dir, 'dist');
    rmSync(outDir, { recursive: true, force: true });
    ours.push(timedBuild([process.execPath, astro, 'build', '--outDir', outDir], root, { CONTENT_PACK: pack }));
    pages = countPages(outDir);
    console.log(`run ${run}/${runs} ${questions} questions: ${pages} pages built in ${ours.at(-1)!.seconds.toFixed(1)} s`);
    rmSync(outDir, { recursive: true, force: true });
    const trivial = buildPlainAstro({ kind: 'many-pages', pages }, dir);
    plain.push(trivial);
    trivial.remove();
    console.log(`run ${run}/${runs} plain Astro, ${pages} pages: ${trivial.seconds.toFixed(1)} s`);
  }
  rmSync(dir, { recursive: true, force: true });
  const seconds = median(ours.map((r) => r.seconds));
  const plainSeconds = median(plain.map((r) => r.seconds));
  return {
    questions,
    pages,
    seconds: Number(seconds.toFixed(1)),
    plainSeconds: Number(plainSeconds.toFixed(1)),
    ratio: Number((seconds / plainSeconds).toFixed(2)),
    msPerPage: Number(((seconds * 1000) / pages).toFixed(2)),
    plainMsPerPage: Number(((plainSeconds * 1000) / pages).toFixed(2)),
    peakMemoryMb: Math.max(...ours.map((r) => r.peakMemoryMb)),
    plainPeakMemoryMb: Math.max(...plain.map((r) => r.peakMemoryMb)),
  };
}

const results = sizes.map(measure);
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, JSON.stringify({ date: new Date().toISOString(), node: process.version, runs, results }, null, 2));
console.log('\n| questions | pages | build | plain Astro | ratio | per page | plain per page | peak memory | plain peak memory |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  console.log(`| ${r.questions} | ${r.pages} | ${r.seconds} s | ${r.plainSeconds} s | ${r.ratio} | ${r.msPerPage} ms | ${r.plainMsPerPage} ms | ${r.peakMemoryMb} MB | ${r.plainPeakMemoryMb} MB |`);
}
console.log(`\nJSON: ${values.out}`);
