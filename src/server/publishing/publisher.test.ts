import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPublisher, newBuildId, siteToServe } from './publisher.ts';

describe('newBuildId', () => {
  it('is the time and a random suffix, always of one length (reused pages are patched in place)', () => {
    expect(newBuildId(new Date('2026-11-21T03:04:05.678Z'))).toMatch(/^20261121030405-[0-9a-z]{4}$/);
    const ids = Array.from({ length: 2000 }, () => newBuildId());
    expect(new Set(ids.map((id) => id.length))).toEqual(new Set([19]));
    expect(new Set(ids).size).toBeGreaterThan(1900);
  });
});

describe('siteToServe', () => {
  /** A built site in `dir` with this build id. */
  function site(dir: string, buildId: string, builtAt: string) {
    mkdirSync(join(dir, 'builds', 'meta'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(join(dir, 'builds', 'latest.json'), JSON.stringify({ buildId }));
    writeFileSync(join(dir, 'builds', 'meta', `${buildId}.json`), JSON.stringify({ buildId, builtAt }));
  }

  it('serves the newer of the last published build and dist/', () => {
    const root = mkdtempSync(join(tmpdir(), 'serve-'));
    try {
      const dist = join(root, 'dist');
      const builds = join(root, 'builds');
      // dist/ ids start with the content digest (`npm start`), published ids with the time.
      site(dist, 'f3a9c1d2-mi8x1a', '2026-11-21T03:00:00.000Z');
      expect(siteToServe(builds, dist)).toBe(dist);
      site(join(builds, '20261121040000-bbbb'), '20261121040000-bbbb', '2026-11-21T04:00:00.000Z');
      writeFileSync(join(builds, 'current'), '20261121040000-bbbb');
      expect(siteToServe(builds, dist)).toBe(join(builds, '20261121040000-bbbb'));
      // npm start rebuilt dist/ after that publish (new code, pack or public configuration).
      site(dist, '0b7e2a11-mi8y2b', '2026-11-21T05:00:00.000Z');
      expect(siteToServe(builds, dist)).toBe(dist);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('skipping unchanged content', () => {
  it('compares with the build being served, not only the last publish', async () => {
    const root = mkdtempSync(join(tmpdir(), 'skip-'));
    try {
      const served = join(root, 'dist');
      mkdirSync(join(served, 'builds', 'meta'), { recursive: true });
      writeFileSync(join(served, 'builds', 'latest.json'), JSON.stringify({ buildId: 'd1-x' }));
      writeFileSync(
        join(served, 'builds', 'meta', 'd1-x.json'),
        JSON.stringify({ buildId: 'd1-x', siteDigest: 'same' }),
      );
      let builds = 0;
      let digest = 'same';
      const publisher = createPublisher({
        buildsDir: join(root, 'builds'),
        build: () => {
          builds++;
          return Promise.resolve({ ok: false, log: '' });
        },
        goLive: () => Promise.resolve(),
        debounceMs: 1,
        read: () => Promise.resolve({ siteDigest: digest }),
        served: () => served,
      });
      publisher.request();
      await publisher.idle();
      expect(builds).toBe(0);
      expect(publisher.lastReport()).toMatchObject({ buildId: 'd1-x', skipped: true });
      digest = 'changed';
      publisher.request();
      await publisher.idle();
      expect(builds).toBe(1);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('failed publishes', () => {
  it('reports content that could not be fetched and a failed build alike; the live build stays', async () => {
    const root = mkdtempSync(join(tmpdir(), 'fail-'));
    try {
      const lines: string[] = [];
      let reachable = false;
      let live = 0;
      const publisher = createPublisher({
        buildsDir: join(root, 'builds'),
        refresh: () => (reachable ? Promise.resolve() : Promise.reject(new Error('cdn.contentful.com timed out'))),
        build: () =>
          Promise.resolve({
            ok: false,
            log: "building\nERROR question 'q102': missing required field questionText\n",
          }),
        goLive: () => {
          live++;
          return Promise.resolve();
        },
        debounceMs: 1,
        log: (level, message) => lines.push(`${level}: ${message}`),
      });
      publisher.request();
      await publisher.idle();
      expect(publisher.lastReport()).toMatchObject({
        ok: false,
        errors: ['ERROR content source: cdn.contentful.com timed out'],
      });
      expect(lines.at(-1)).toBe(
        'error: content could not be fetched; the previous build stays live: cdn.contentful.com timed out',
      );

      reachable = true;
      publisher.request();
      await publisher.idle();
      const report = publisher.lastReport();
      expect(report).toMatchObject({
        ok: false,
        errors: ["ERROR question 'q102': missing required field questionText"],
      });
      expect(report?.startedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(report?.seconds).toBeGreaterThanOrEqual(0);
      expect(lines.at(-1)).toBe(
        `error: build ${report?.buildId} failed; the previous build stays live:\nERROR question 'q102': missing required field questionText`,
      );
      expect(live).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the content a build goes live with', () => {
  /** A stand-in build that records `digest` as `astro build` records its site digest. */
  const builder = (digest: () => string) => (outDir: string) => {
    const buildId = outDir.slice(outDir.lastIndexOf('/') + 1);
    mkdirSync(join(outDir, 'builds', 'meta'), { recursive: true });
    writeFileSync(join(outDir, 'index.html'), '<!doctype html>');
    writeFileSync(join(outDir, 'builds', 'latest.json'), JSON.stringify({ buildId }));
    writeFileSync(join(outDir, 'builds', 'meta', `${buildId}.json`), JSON.stringify({ buildId, siteDigest: digest() }));
    return Promise.resolve({ ok: true, log: '' });
  };

  it('is the content read before the build; a build of other content (edited meanwhile) does not go live', async () => {
    const root = mkdtempSync(join(tmpdir(), 'read-'));
    try {
      let source = 'v1';
      let built = 'v1';
      const live: { buildId: string; content: string | undefined }[] = [];
      const publisher = createPublisher({
        buildsDir: join(root, 'builds'),
        build: builder(() => built),
        goLive: (_dir, buildId, content) => {
          live.push({ buildId, content: content?.siteDigest });
          return Promise.resolve();
        },
        debounceMs: 1,
        read: () => Promise.resolve({ siteDigest: source }),
      });
      publisher.request();
      await publisher.idle();
      expect(live).toEqual([{ buildId: publisher.lastReport()?.buildId, content: 'v1' }]);
      // The source changes while the build reads it: the build shows v2, the read said v3.
      source = 'v2';
      built = 'v3';
      publisher.request();
      await publisher.idle();
      expect(publisher.lastReport()).toMatchObject({
        ok: false,
        errors: ['ERROR content source: the content changed while the build ran; publish again to build it'],
      });
      expect(live).toHaveLength(1);
      // Edited before the build read it (the read before the build is stale, the one after matches).
      source = 'v4';
      built = 'v5';
      const reads: string[] = [];
      const later = createPublisher({
        buildsDir: join(root, 'builds'),
        build: builder(() => ((source = 'v5'), built)),
        goLive: (_dir, buildId, content) => {
          live.push({ buildId, content: content?.siteDigest });
          return Promise.resolve();
        },
        debounceMs: 1,
        read: () => {
          reads.push(source);
          return Promise.resolve({ siteDigest: source });
        },
      });
      later.request();
      await later.idle();
      expect(reads).toEqual(['v4', 'v5']);
      expect(live.at(-1)?.content).toBe('v5');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a build that cannot go live (the database refuses its content) is a failed publish; the previous build stays', async () => {
    const root = mkdtempSync(join(tmpdir(), 'golive-'));
    try {
      const lines: string[] = [];
      const publisher = createPublisher({
        buildsDir: join(root, 'builds'),
        build: builder(() => 'v1'),
        goLive: () => Promise.reject(new Error('connection terminated')),
        debounceMs: 1,
        read: () => Promise.resolve({ siteDigest: 'v1' }),
        log: (level, message) => lines.push(`${level}: ${message}`),
      });
      publisher.request();
      await publisher.idle();
      const report = publisher.lastReport();
      expect(report).toMatchObject({ ok: false, errors: ['ERROR going live: connection terminated'] });
      expect(lines.at(-1)).toBe(
        `error: build ${report?.buildId} could not go live; the previous build stays live: connection terminated`,
      );
      expect(existsSync(join(root, 'builds', 'current'))).toBe(false);
      expect(existsSync(join(root, 'builds', report!.buildId))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
