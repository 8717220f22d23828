import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/api.ts';
import { HSTS, headersFile, siteHeaderRules } from '../utils/response-headers.ts';
import { robotsTxt } from './static-host-rules.ts';

/** Reads a `_headers` file the way Netlify does: every matching rule applies, a later one wins per header. */
function staticHostHeaders(file: string, path: string): Record<string, string> {
  const rules: { test: RegExp; headers: [string, string][] }[] = [];
  for (const line of file.split('\n')) {
    if (line.startsWith('/')) {
      const source = line
        .trim()
        .split('/')
        .map((s) => (s === '*' ? '.*' : s.startsWith(':') ? '[^/]+' : s.replace(/[.]/g, '\\.')))
        .join('/');
      rules.push({ test: new RegExp(`^${source}$`), headers: [] });
    } else if (line.trim()) {
      const at = line.indexOf(':');
      rules.at(-1)!.headers.push([line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()]);
    }
  }
  return Object.fromEntries(rules.filter((r) => r.test.test(path)).flatMap((r) => r.headers));
}

/** Headers both must agree on (HSTS: the test server answers over plain http). */
const COMPARED = [
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'content-security-policy',
  'x-frame-options',
  'cache-control',
];

const FILES = [
  'index.html',
  'q/101/index.html',
  'sv/q/101/index.html',
  't/alpha/index.html',
  't/alpha/embed/index.html',
  'sv/t/alpha/embed/index.html',
  'e/fair26/index.html',
  '_astro/app.abc123.js',
  'builds/latest.json',
  'sw.js',
  'manifest.webmanifest',
  'sv/manifest.webmanifest',
  'icons/icon-192.png',
  'favicon.svg',
  'robots.txt',
  'pagefind/pagefind.js',
  'sitemap-index.xml',
];
const PATHS = {
  page: ['/', '/q/101/', '/sv/q/101/', '/e/fair26/101/'],
  embed: ['/q/101/embed/', '/sv/t/alpha/embed/', '/t/alpha/embed/101/explanation/'],
  asset: ['/_astro/app.abc123.js'],
  revalidated: [
    '/builds/latest.json',
    '/sw.js',
    '/manifest.webmanifest',
    '/sv/manifest.webmanifest',
    '/sitemap-index.xml',
  ],
  file: ['/icons/icon-192.png', '/favicon.svg', '/robots.txt', '/pagefind/pagefind.js'],
};

let t: TestApp;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const file of FILES) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), 'x');
  }
  t = await createTestApp({}, { distDir: root });
});
afterAll(() => t.close());

describe('the static host _headers file', () => {
  const file = headersFile(siteHeaderRules([], true));

  for (const [kind, paths] of Object.entries(PATHS)) {
    it(`gives ${kind} paths the headers the server sends`, async () => {
      for (const path of paths) {
        const res = await t.app.inject({ method: 'GET', url: path });
        expect(res.statusCode, path).toBe(200);
        const host = staticHostHeaders(file, path);
        for (const name of COMPARED) {
          // A rule cannot remove a header: embeds on a static host keep the page's X-Frame-Options,
          // which browsers ignore where a policy names frame-ancestors (asserted below).
          if (kind === 'embed' && name === 'x-frame-options') continue;
          expect(host[name], `${path} ${name}`).toBe(res.headers[name]);
        }
      }
    });
  }

  it('lets any site frame embeds and no other site frame pages', () => {
    expect(staticHostHeaders(file, '/q/101/embed/')['content-security-policy']).toContain('frame-ancestors *');
    expect(staticHostHeaders(file, '/q/101/')['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(
      staticHostHeaders(headersFile(siteHeaderRules(['https://school.example'], true)), '/sv/q/101/embed/')[
        'content-security-policy'
      ],
    ).toContain("frame-ancestors 'self' https://school.example");
  });

  it('promises HTTPS (static hosts serve TLS) and caches hashed assets for a year', () => {
    expect(staticHostHeaders(file, '/')['strict-transport-security']).toBe(HSTS);
    expect(staticHostHeaders(file, '/_astro/x.js')['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('robots.txt', () => {
  it('names the sitemap index by absolute URL when the site URL is known', () => {
    expect(robotsTxt('https://quiz.example/')).toContain('Sitemap: https://quiz.example/sitemap-index.xml');
    expect(robotsTxt('https://quiz.example/')).toMatch(/^User-agent: \*$/m);
  });

  it('leaves the Sitemap line out without a site URL rather than naming localhost', () => {
    expect(robotsTxt(undefined)).not.toMatch(/^Sitemap:/m);
    expect(robotsTxt(undefined)).toMatch(/^# .*SITE_URL/m);
  });
});
