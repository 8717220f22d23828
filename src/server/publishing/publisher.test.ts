import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newBuildId, siteToServe } from './publisher.ts';

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
  function site(dir: string, buildId: string) {
    mkdirSync(join(dir, 'builds'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(join(dir, 'builds', 'latest.json'), JSON.stringify({ buildId }));
  }

  it('serves the newer of the last published build and dist/', () => {
    const root = mkdtempSync(join(tmpdir(), 'serve-'));
    try {
      const dist = join(root, 'dist');
      const builds = join(root, 'builds');
      site(dist, '20261121030000-aaaa');
      expect(siteToServe(builds, dist)).toBe(dist);
      site(join(builds, '20261121040000-bbbb'), '20261121040000-bbbb');
      writeFileSync(join(builds, 'current'), '20261121040000-bbbb');
      expect(siteToServe(builds, dist)).toBe(join(builds, '20261121040000-bbbb'));
      // npm start rebuilt dist/ after that publish (new code, pack or public configuration).
      site(dist, '20261121050000-cccc');
      expect(siteToServe(builds, dist)).toBe(dist);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
