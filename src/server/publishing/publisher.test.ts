import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
      writeFileSync(join(served, 'builds', 'meta', 'd1-x.json'), JSON.stringify({ buildId: 'd1-x', siteDigest: 'same' }));
      let builds = 0;
      let digest = 'same';
      const publisher = createPublisher({
        buildsDir: join(root, 'builds'),
        build: async () => {
          builds++;
          return { ok: false, log: '' };
        },
        goLive: async () => undefined,
        debounceMs: 1,
        read: async () => ({ siteDigest: digest }),
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
        refresh: async () => {
          if (!reachable) throw new Error('cdn.contentful.com timed out');
        },
        build: async () => ({ ok: false, log: "building\nERROR question 'q102': missing required field questionText\n" }),
        goLive: async () => void live++,
        debounceMs: 1,
        log: (level, message) => lines.push(`${level}: ${message}`),
      });
      publisher.request();
      await publisher.idle();
      expect(publisher.lastReport()).toMatchObject({ ok: false, errors: ['ERROR content source: cdn.contentful.com timed out'] });
      expect(lines.at(-1)).toBe('error: content could not be fetched; the previous build stays live: cdn.contentful.com timed out');

      reachable = true;
      publisher.request();
      await publisher.idle();
      const report = publisher.lastReport();
      expect(report).toMatchObject({ ok: false, errors: ["ERROR question 'q102': missing required field questionText"] });
      expect(report?.startedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(report?.seconds).toBeGreaterThanOrEqual(0);
      expect(lines.at(-1)).toBe(`error: build ${report?.buildId} failed; the previous build stays live:\nERROR question 'q102': missing required field questionText`);
      expect(live).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
