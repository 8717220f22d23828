import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '#tests/support/api.ts';
import staticSite from './static-site.ts';

/** A tiny built site: enough files to exercise every serving rule without running Astro. */
function fakeDist(): string {
  const root = mkdtempSync(join(tmpdir(), 'dist-'));
  const page = (path: string, body: string) => {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  };
  const messages: Record<string, readonly [string, string]> = {
    en: ['Page not found: ', 'Page Not Found: '],
    sv: ['Sidan hittades inte: ', 'Sidan finns inte: '],
  };
  const notFound = (lang: string) => {
    const [missing, invalid] = messages[lang]!;
    return `<html lang="${lang}"><h1 data-status-code>404</h1><p data-not-found><span data-not-found-message data-invalid-text="${invalid}">${missing}</span><code data-missing-path></code></p></html>`;
  };
  page('index.html', 'home');
  page('sv/index.html', 'hem');
  page('q/101/index.html', 'question 101');
  page('sv/q/101/index.html', 'fråga 101');
  page('t/alpha/index.html', 'topic alpha');
  page('c/alpha/index.html', 'certificate alpha');
  page('c/v/index.html', 'verify');
  page('e/fair26/index.html', 'event');
  page('_astro/app.abc123.css', 'body{}');
  page('404.html', notFound('en'));
  page('sv/404/index.html', notFound('sv'));
  page('500.html', '<h1 data-status-code>500</h1>');
  // Dotfiles a build or a deployment leaves behind: never part of the site.
  page('.public-env', 'PUBLIC_ROLLBAR_CLIENT_TOKEN digest');
  page('.git/config', '[remote "origin"]');
  page('_astro/.cache/app.js', 'cached');
  page('.hidden/index.html', 'hidden page');
  return root;
}

let test: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  test = await createTestApp({}, { distDir: fakeDist() });
  app = test.app;
});
afterAll(() => test.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('static site serving', () => {
  it('serves generated pages', async () => {
    const res = await get('/q/101/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('question 101');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('serves question sub-routes by rewrite to the question page', async () => {
    for (const url of [
      '/q/101/explanation/',
      '/q/101/embed/',
      '/q/101/embed/explanation/',
      '/q/101/embed/extraexplanation/',
      '/t/alpha/101/',
      '/t/alpha/101/feedback/',
      '/t/alpha/embed/101/explanation/',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode, res.body]).toEqual([url, 200, 'question 101']);
    }
    expect((await get('/sv/q/101/explanation/')).body).toBe('fråga 101');
  });

  it('serves certificate, verification and event sub-routes by rewrite', async () => {
    expect((await get('/c/alpha/101/explanation/')).body).toBe('certificate alpha');
    expect((await get('/c/alpha/share/')).body).toBe('certificate alpha');
    expect((await get('/c/v/ABC-123/')).body).toBe('verify');
    expect((await get('/e/fair26/101/')).body).toBe('event');
  });

  it('gives hashed assets an immutable cache', async () => {
    const res = await get('/_astro/app.abc123.css');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('adds the trailing slash with a permanent redirect, keeping the query', async () => {
    const res = await get('/q/101?x=1');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/q/101/?x=1');
  });

  it('redirects the catch-all routes to sensible targets', async () => {
    expect((await get('/sv/sv/q/101/')).headers.location).toBe('/sv/q/101/');
    expect((await get('/q/1787/anything/deeper/')).headers.location).toBe('/q/1787/');
    expect((await get('/sv/t/sdg-course/old/path/')).headers.location).toBe('/sv/t/sdg-course/');
  });

  it('redirects only to paths on this site, never to another host (open redirect)', async () => {
    const tricks = [
      '//evil.example/',
      '//evil.example',
      '/en//evil.example/',
      '/en/%2Fevil.example/',
      '/en/%5Cevil.example/',
      '/%5Cevil.example/',
      '/%5C%5Cevil.example',
      '/sv//evil.example',
      '/sv/sv//evil.example/',
      '/en/\\evil.example/',
      '/\\evil.example/',
      '/en//%2Fevil.example',
      '/q//evil.example/x/',
      '/e//EVIL.example/',
    ];
    for (const trick of tricks) {
      for (const headers of [{}, { 'accept-language': 'sv' }]) {
        // Follow the redirect chain a few steps: no hop may leave the site.
        let url = trick;
        for (let hop = 0; hop < 4; hop++) {
          const res = await get(url, headers);
          const location = res.headers.location;
          if (typeof location !== 'string') break;
          expect(location, `${trick} (hop ${hop})`).not.toMatch(/^[/\\]{2}/);
          expect(new URL(location, 'http://site.test').host, `${trick} -> ${location}`).toBe('site.test');
          url = location;
        }
      }
    }
    expect((await get('/en//evil.example/')).headers.location).toBe('/evil.example/');
    expect((await get('/en/%2Fevil.example/')).headers.location).toBe('/evil.example/');
    expect((await get('/sv//evil-example')).headers.location).toBe('/sv//evil-example/');
  });

  it('treats event and group codes case-insensitively', async () => {
    const res = await get('/e/FAIR26/');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/e/fair26/');
  });

  it('answers an unmatched path with 404 and "Page not found: {path}"', async () => {
    const res = await get('/no/such/page/');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found: </span><code data-missing-path>/no/such/page/</code>');
  });

  it('answers a route whose parameter does not validate with "Page Not Found: {path}"', async () => {
    const res = await get('/t/no-such-topic/');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page Not Found: </span><code data-missing-path>/t/no-such-topic/</code>');
  });

  it('says both 404 lines in Swedish on a Swedish path', async () => {
    const invalid = await get('/sv/t/no-such-topic/');
    expect(invalid.statusCode).toBe(404);
    expect(invalid.body).toContain('lang="sv"');
    expect(invalid.body).toContain('Sidan finns inte: </span><code data-missing-path>/sv/t/no-such-topic/</code>');
    const unmatched = await get('/sv/no/such/page/');
    expect(unmatched.body).toContain('Sidan hittades inte: </span><code data-missing-path>/sv/no/such/page/</code>');
  });

  it('escapes the path it echoes', async () => {
    const res = await get('/%3Cscript%3Ealert(1)%3C%2Fscript%3E/');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).toContain('&lt;script&gt;');
  });

  it('never serves dotfiles or anything under a dot folder (404)', async () => {
    for (const url of [
      '/.public-env',
      '/.git/config',
      '/_astro/.cache/app.js',
      '/.hidden/',
      '/.hidden',
      '/%2Epublic-env',
      '/sv/.public-env',
      '/.public-env?x=1',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toMatch(/digest|origin|cached|hidden page/);
    }
  });

  it('never serves files outside the site', async () => {
    for (const url of [
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/_astro/..%2f..%2f..%2fetc%2fos-release.txt',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });

  it('picks the locale of a plain path from the cookie, then Accept-Language', async () => {
    const bySwedishBrowser = await get('/t/alpha/', { 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.5' });
    expect(bySwedishBrowser.statusCode).toBe(302);
    expect(bySwedishBrowser.headers.location).toBe('/sv/t/alpha/');
    expect(bySwedishBrowser.headers.vary).toContain('Accept-Language');
    const cookieWins = await get('/t/alpha/', { 'accept-language': 'sv-SE', cookie: 'locale=en' });
    expect(cookieWins.statusCode).toBe(200);
    const cookieSv = await get('/', { cookie: 'other=1; locale=sv' });
    expect(cookieSv.headers.location).toBe('/sv/');
    const english = await get('/t/alpha/', { 'accept-language': 'en-GB,sv;q=0.3' });
    expect(english.statusCode).toBe(200);
  });

  it('never redirects embeds by locale', async () => {
    const res = await get('/q/101/embed/', { 'accept-language': 'sv' });
    expect(res.statusCode).toBe(200);
  });
});

describe('pages the server rewrites (the verification page)', () => {
  it('reads the page once per build; a publish (a new root) brings the new page', async () => {
    const first = fakeDist();
    const server = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    await server.register(staticSite, {
      root: first,
      pageHtml: (route, readPage) =>
        Promise.resolve(route.name === 'c-v-code' ? `${readPage()} ${route.params.code}` : null),
    });
    try {
      const verify = async () => (await server.inject({ method: 'GET', url: '/c/v/abc123/' })).body;
      expect(await verify()).toBe('verify abc123');
      // Not read again per request: a file changed under a live build is not seen until a publish.
      writeFileSync(join(first, 'c/v/index.html'), 'changed in place');
      expect(await verify()).toBe('verify abc123');
      const second = fakeDist();
      writeFileSync(join(second, 'c/v/index.html'), 'verify, next build');
      server.site.setRoot(second);
      expect(await verify()).toBe('verify, next build abc123');
    } finally {
      await server.close();
    }
  });
});
