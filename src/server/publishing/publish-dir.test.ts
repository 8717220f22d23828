/**
 * PUBLISH_DIR swaps builds atomically: a reader polling it from another thread while builds are
 * mirrored and swapped in never finds index.html missing, never a folder holding two builds or
 * part of one, and never goes back to an older build; old mirrors are pruned, the previous kept.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishDir, publishDirProblem } from './publish-dir.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'publish-dir-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Pages every fake build has; each names its build as a page does (`<meta name="build-id">`). */
const PAGES = Array.from({ length: 150 }, (_, i) => `q/${i}/index.html`);

/** A build folder as the publisher leaves one: pages, a manifest, and a dotfile that must not be published. */
function fakeBuild(buildId: string): string {
  const dir = join(root, 'builds', buildId);
  for (const page of ['index.html', ...PAGES]) {
    mkdirSync(join(dir, page, '..'), { recursive: true });
    writeFileSync(
      join(dir, page),
      `<!doctype html><meta name="build-id" content="${buildId}"><p>${'x'.repeat(2000)}</p>`,
    );
  }
  mkdirSync(join(dir, 'builds'), { recursive: true });
  writeFileSync(join(dir, 'builds', 'latest.json'), JSON.stringify({ buildId }));
  writeFileSync(join(dir, '.public-env'), 'secret-ish');
  return dir;
}

const buildIdOf = (html: string) => /<meta name="build-id" content="([^"]+)">/.exec(html)?.[1] ?? null;

describe('PUBLISH_DIR', () => {
  it('mirrors a build and points the link at it; dotfiles stay out; the folder shown before is kept, older ones go', async () => {
    const published = join(root, 'site', 'public');
    const dir = publishDir(published);
    expect(dir.shown()).toBeNull();
    for (const id of ['b1', 'b2', 'b3']) {
      await dir.prepare(fakeBuild(id), id);
      await dir.swap(id);
      expect(dir.shown()).toBe(id);
      expect(buildIdOf(readFileSync(join(published, 'index.html'), 'utf8'))).toBe(id);
    }
    expect(lstatSync(published).isSymbolicLink()).toBe(true);
    expect(existsSync(join(published, '.public-env'))).toBe(false);
    expect(JSON.parse(readFileSync(join(published, 'builds', 'latest.json'), 'utf8'))).toEqual({ buildId: 'b3' });
    // Hard links where the file system allows: no second copy of the site.
    expect(statSync(join(published, 'q', '7', 'index.html')).ino).toBe(
      statSync(join(root, 'builds', 'b3', 'q', '7', 'index.html')).ino,
    );
    expect(readdirSync(join(root, 'site')).sort()).toEqual(['public', 'public.build-b2', 'public.build-b3']);
  });

  it('leaves folders it did not make alone and refuses a real folder as PUBLISH_DIR', async () => {
    const published = join(root, 'www');
    mkdirSync(join(root, 'www.backup'));
    writeFileSync(join(root, 'www.conf'), 'server {}');
    const dir = publishDir(published);
    for (const id of ['a', 'b', 'c']) {
      await dir.prepare(fakeBuild(id), id);
      await dir.swap(id);
    }
    expect(
      readdirSync(root)
        .filter((n) => n.startsWith('www'))
        .sort(),
    ).toEqual(['www', 'www.backup', 'www.build-b', 'www.build-c', 'www.conf']);
    expect(publishDirProblem(published)).toBeNull();
    expect(publishDirProblem(join(root, 'not-yet'))).toBeNull();
    expect(publishDirProblem(join(root, 'www.backup'))).toMatch(
      /^must be a symbolic link the server manages, or not exist yet; .*www\.backup is a folder/,
    );
  });

  it('a reader polling during publishes never sees index.html missing, a mix of builds or an older build', async () => {
    const published = join(root, 'live');
    const ids = Array.from({ length: 12 }, (_, i) => `build-${String(i).padStart(2, '0')}`);
    const builds = ids.map(fakeBuild);
    const dir = publishDir(published);
    await dir.prepare(builds[0]!, ids[0]!);
    await dir.swap(ids[0]!);
    // [stop flag, reads completed]: the reader runs in a thread of its own, as a file server would.
    const shared = new Int32Array(new SharedArrayBuffer(8));
    const reader = new Worker(READER, { eval: true, workerData: { published, pages: PAGES, shared } });
    const report = new Promise<{ reads: number; problems: string[]; seen: string[] }>((resolve, reject) => {
      reader.once('message', resolve);
      reader.once('error', reject);
    });
    /** Waits until the reader has finished `n` more whole reads. */
    let stopped = false;
    reader.once('exit', () => (stopped = true));
    const readsPass = async (n: number) => {
      const until = Atomics.load(shared, 1) + n;
      // Woken by the reader's notify after each read; the 1 s bound only rechecks whether it stopped.
      for (let now = Atomics.load(shared, 1); now < until && !stopped; now = Atomics.load(shared, 1)) {
        const wait = Atomics.waitAsync(shared, 1, now, 1000);
        if (wait.async) await wait.value;
      }
    };
    await readsPass(3);
    for (let i = 1; i < ids.length; i++) {
      await dir.prepare(builds[i]!, ids[i]!);
      await dir.swap(ids[i]!);
      // A reader never holds a folder older than the one kept (a file server's request is short).
      await readsPass(2);
    }
    Atomics.store(shared, 0, 1);
    const { reads, problems, seen } = await report;
    expect(problems).toEqual([]);
    expect(reads).toBeGreaterThan(ids.length * 2);
    expect(seen.at(-1)).toBe(ids.at(-1));
    expect(seen.length).toBeGreaterThan(ids.length / 2);
    expect(realpathSync(published)).toBe(join(root, `live.build-${ids.at(-1)}`));
  }, 60_000);
});

/**
 * The polling reader: each round reads index.html through PUBLISH_DIR (it must be there), then
 * resolves PUBLISH_DIR once and reads every page of the build it found (all must be there and
 * name that build), and checks that builds only ever move forward.
 */
const READER = `
const { workerData, parentPort } = require('node:worker_threads');
const { readFileSync, realpathSync } = require('node:fs');
const { join } = require('node:path');
const { published, pages, shared } = workerData;
const idOf = (html) => (/<meta name="build-id" content="([^"]+)">/.exec(html) || [])[1] || null;
const problems = [];
const seen = [];
let reads = 0;
while (Atomics.load(shared, 0) === 0 && problems.length < 20) {
  let front;
  try {
    front = idOf(readFileSync(join(published, 'index.html'), 'utf8'));
  } catch (err) {
    problems.push('index.html: ' + err.code);
    continue;
  }
  if (seen.length && front < seen[seen.length - 1]) problems.push('went back from ' + seen[seen.length - 1] + ' to ' + front);
  if (seen[seen.length - 1] !== front) seen.push(front);
  const folder = realpathSync(published);
  const ids = new Set([idOf(readFileSync(join(folder, 'index.html'), 'utf8'))]);
  for (const page of pages) {
    try {
      ids.add(idOf(readFileSync(join(folder, page), 'utf8')));
    } catch (err) {
      problems.push(page + ' in ' + folder + ': ' + err.code);
    }
  }
  if (ids.size !== 1) problems.push('a mix in ' + folder + ': ' + [...ids].join(', '));
  reads += 1;
  Atomics.store(shared, 1, reads);
  Atomics.notify(shared, 1);
}
parentPort.postMessage({ reads, problems, seen });
`;
