/**
 * Build benchmark: generates synthetic packs (default 1,000 and 20,000 questions), builds the
 * site from each into a scratch folder, and reports pages, seconds, pages per second, peak
 * memory (maximum resident set size of the build process) and output size.
 *   npm run bench:build [-- --sizes 1000,20000]
 * Peak memory comes from GNU time (`apt-get install time`). Results: bench-results/build.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generatePack } from './generate-pack.ts';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '1000,20000' } } });
const sizes = values.sizes.split(',').map(Number);
const root = resolve(import.meta.dirname, '..');
const results: Record<string, number | string>[] = [];

function walk(dir: string): { html: number; bytes: number } {
  let html = 0;
  let bytes = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const s = statSync(p);
    if (s.isDirectory()) {
      const sub = walk(p);
      html += sub.html;
      bytes += sub.bytes;
    } else {
      bytes += s.size;
      if (name.endsWith('.html')) html++;
    }
  }
  return { html, bytes };
}

if (!existsSync('/usr/bin/time')) throw new Error('GNU time is needed for peak memory: apt-get install time');
for (const size of sizes) {
  const dir = join(root, 'bench-results', `pack-${size}`);
  mkdirSync(dir, { recursive: true });
  const pack = join(dir, 'export.json');
  writeFileSync(pack, JSON.stringify(generatePack(size)));
  const out = join(root, 'bench-results', `dist-${size}`);
  rmSync(out, { recursive: true, force: true });
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const started = performance.now();
  const run = spawnSync('/usr/bin/time', ['-f', 'PEAK_KB %M', process.execPath, astro, 'build', '--outDir', out], {
    cwd: root,
    env: { ...process.env, CONTENT_PACK: pack, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`build of ${size} questions failed:\n${run.stdout}\n${run.stderr}`);
  const peakKb = Number(/PEAK_KB (\d+)/.exec(run.stderr)?.[1] ?? NaN);
  const { html, bytes } = walk(out);
  const row = { questions: size, pages: html, seconds: Number(seconds.toFixed(1)), pagesPerSecond: Math.round(html / seconds), peakMemoryMB: Math.round(peakKb / 1024), outputMB: Math.round(bytes / 1048576) };
  results.push(row);
  console.log(row);
  rmSync(out, { recursive: true, force: true });
}
writeFileSync(join(root, 'bench-results', 'build.json'), JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2));
console.log('\n| questions | pages | seconds | pages/s | peak memory | output |\n| ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) console.log(`| ${r['questions']} | ${r['pages']} | ${r['seconds']} | ${r['pagesPerSecond']} | ${r['peakMemoryMB']} MB | ${r['outputMB']} MB |`);
