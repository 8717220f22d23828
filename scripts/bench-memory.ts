/**
 * Memory benchmark of the server on embedded PGlite (issue 13): starts `src/server/main.ts` as
 * `npm start` would serve (the built site in `dist/`, the content pack) on an empty DATA_DIR,
 * waits until `/readyz` answers 200, sends a few requests (pages, an anonymous user, its topics),
 * then reads the child's peak (VmHWM) and current (VmRSS) resident memory from
 * `/proc/<pid>/status`. Then it stops the server and starts it again on the same DATA_DIR
 * (the second start finds the database and skips the migrations). The first start copies the
 * ready-made empty database `npm install` makes (`npm run db:template`; made first if missing).
 *   npm run bench:memory [-- --port 6550 --runs 2]
 * Linux only (reads /proc). Run `npm run build` first: without `dist/` the site is not served.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { hasPgliteTemplate } from '../src/server/db/pglite-template.ts';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';
import { must } from '#src/utils/must.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env['PORT'] || '6550' },
    runs: { type: 'string', default: '2' },
  },
});
const port = Number(values.port);
const runs = Number(values.runs);
const root = resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${port}`;

interface Sample {
  start: string;
  readyMs: number;
  vmHwmMb: number;
  vmRssMb: number;
}

/** Resident memory of `pid` in MB: the peak so far (VmHWM) and now (VmRSS). */
function memoryOf(pid: number): { vmHwmMb: number; vmRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string): number => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { vmHwmMb: Math.round(kb('VmHWM') / 1024), vmRssMb: Math.round(kb('VmRSS') / 1024) };
}

async function waitReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready within ${timeoutMs} ms`);
}

/** A few requests a visitor makes: pages in both languages, an anonymous user and its topics. */
async function visit(): Promise<void> {
  for (const path of ['/', '/sv/', '/v1/docs/json']) {
    const res = await fetch(`${base}${path}`);
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    await res.arrayBuffer();
  }
  const created = await fetch(`${base}/v1/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (created.status !== 201) throw new Error(`POST /v1/users: ${created.status}`);
  const { data } = (await created.json()) as { data: { uuid: string } };
  const topics = await fetch(`${base}/v1/topics?user_uuid=${data.uuid}`);
  if (!topics.ok) throw new Error(`GET /v1/topics: ${topics.status}`);
  await topics.arrayBuffer();
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function measure(label: string, dataDir: string): Promise<Sample> {
  const started = Date.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitReady(child, 120_000);
    const readyMs = Date.now() - started;
    await visit();
    return { start: label, readyMs, ...memoryOf(must(child.pid, 'the pid of the started server')) };
  } finally {
    await stop(child);
  }
}

// As after `npm install`: the ready-made empty PGlite database exists, made in a process of its
// own (src/server/db/pglite-template.ts), so the server's first start copies it instead of running initdb.
const template = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'scripts/db-template.ts')], {
  stdio: 'inherit',
});
if (template.status !== 0 || !hasPgliteTemplate())
  throw new Error('no PGlite template: see the output of scripts/db-template.ts');

if (
  await fetch(`${base}/readyz`).then(
    () => true,
    () => false,
  )
)
  throw new Error(`port ${port} is taken: pass --port`);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
const samples: Sample[] = [];
try {
  for (let i = 0; i < runs; i++)
    samples.push(await measure(i === 0 ? 'first (empty DATA_DIR)' : `start ${i + 1}`, dataDir));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log('| start | ready (ms) | peak RSS VmHWM (MB) | RSS after requests VmRSS (MB) |');
console.log('|---|---:|---:|---:|');
for (const s of samples) console.log(`| ${s.start} | ${s.readyMs} | ${s.vmHwmMb} | ${s.vmRssMb} |`);
