import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import pwaOutDir, { type PwaFolders } from './pwa-out-dir.ts';

describe('pwaOutDir', () => {
  it("points the PWA's output and precache search at the build's folder, keeping its other options", () => {
    const options: PwaFolders & { injectManifest: { globDirectory?: string; minify?: boolean } } = {
      injectManifest: { minify: true },
    };
    const hook = pwaOutDir(options).hooks['astro:config:setup'] as (arg: { config: { outDir: URL } }) => void;
    hook({ config: { outDir: pathToFileURL('/srv/quiz/data/builds/20260101000000-abcd/') } });
    expect(options).toEqual({
      outDir: '/srv/quiz/data/builds/20260101000000-abcd/',
      injectManifest: { minify: true, globDirectory: '/srv/quiz/data/builds/20260101000000-abcd/' },
    });
  });
});
