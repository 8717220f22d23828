/**
 * Helpers for the tests of pages whose meta the server rewrites (a certificate's verification
 * page, a shared result's page): a stand-in `dist/` with those pages in both languages, each
 * carrying the site's meta, and a reader of a meta tag's content.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createTestApp, type TestApp } from './api.ts';

const META =
  ['og:title', 'og:description', 'og:url', 'og:image', 'og:image:alt']
    .map((p) => `<meta property="${p}" content="site ${p}">`)
    .join('') +
  ['twitter:card', 'twitter:title', 'twitter:image'].map((n) => `<meta name="${n}" content="site ${n}">`).join('') +
  '<meta name="description" content="site description">';

/** A built site with the verification and the result pages (`c/v/`, `r/`) in both languages. */
function fakeDist(): string {
  const root = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const page of ['c/v', 'r']) {
    for (const [path, lang] of [
      [`${page}/index.html`, 'en'],
      [`sv/${page}/index.html`, 'sv'],
    ] as const) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(
        join(root, path),
        `<!doctype html><html lang="${lang}"><head>${META}</head><body>${page}</body></html>`,
      );
    }
  }
  return root;
}

/** The content of meta tag `key` (`property` or `name`) in a page. */
export const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** An API app serving `fakeDist()` as the site, its public origin `https://quiz.example`. */
export const pageMetaApp = (): Promise<TestApp> =>
  createTestApp({ publicUrl: 'https://quiz.example' }, { distDir: fakeDist() });
