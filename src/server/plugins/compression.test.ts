import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/api.ts';
import { precompressDir } from '#src/integrations/precompress.ts';
import { pickEncoding } from './compression.ts';
import { namesStaticFile } from './static-site.ts';

/** Text of a few kilobytes, like a real page or bundle. */
const bulky = (label: string) => `${label} ${'<p>Which of these statements matches your view best?</p>'.repeat(80)}`;

let root: string;
let t: TestApp;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'dist-'));
  const file = (path: string, body: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  file('q/101/index.html', `<html>${bulky('question')}</html>`);
  file('e/fair26/index.html', `<html>${bulky('event')}</html>`);
  file('_astro/app.abc123.js', `console.log(${JSON.stringify(bulky('js'))});`);
  file('_astro/tiny.abc123.css', 'body{}');
  file(
    '404.html',
    `<html><h1 data-status-code>404</h1><p data-not-found><span data-not-found-message data-invalid-text="Page Not Found: ">Page not found: </span><code data-missing-path></code></p>${bulky('lost')}</html>`,
  );
  // A copy left by an earlier build of the same folder, whose page has changed since: it must not
  // be served in place of the new page.
  file('q/101/index.html.br', 'stale');
  // The build step itself writes the compressed copies, as in a real build.
  await precompressDir(root);
  t = await createTestApp({}, { distDir: root });
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

/** The body as the client reads it after undoing the Content-Encoding. */
function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  return (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
}

describe('compressed responses', () => {
  const cases = [
    { what: 'an html page', url: '/q/101/', file: 'q/101/index.html' },
    { what: 'a rewrite route', url: '/e/fair26/101/', file: 'e/fair26/index.html' },
    { what: 'a hashed asset', url: '/_astro/app.abc123.js', file: '_astro/app.abc123.js' },
    { what: 'an html page asked for by its file name', url: '/e/fair26/index.html', file: 'e/fair26/index.html' },
  ];
  for (const { what, url, file } of cases) {
    it(`sends ${what} as brotli, gzip or plain by Accept-Encoding, the same bytes each way`, async () => {
      const original = readFileSync(join(root, file), 'utf8');
      for (const [accept, expected] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['gzip;q=1, br;q=0', 'gzip'],
        [undefined, undefined],
      ] as const) {
        const res = await get(url, accept);
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${accept}`).toBe(expected);
        expect(String(res.headers['vary']).toLowerCase()).toContain('accept-encoding');
        expect(decoded(res)).toBe(original);
      }
      expect((await get(url, 'br')).rawPayload.length).toBeLessThan(Buffer.byteLength(original) / 3);
    });
  }

  it('sends the 404 page, filled in for the request, compressed when accepted', async () => {
    const plain = await get('/nowhere/');
    expect(plain.statusCode).toBe(404);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<code data-missing-path>/nowhere/</code>');
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/nowhere/', encoding);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('text/html');
      expect(String(res.headers['vary']).toLowerCase()).toContain('accept-encoding');
      expect(decoded(res)).toBe(plain.body);
    }
  });

  it('leaves files below the threshold uncompressed (no copies were written)', async () => {
    const res = await get('/_astro/tiny.abc123.css', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('body{}');
  });

  it('compresses a large API answer on the fly, and not a small one', async () => {
    const plain = await get('/v1/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/v1/docs/json', encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers['vary']).toLowerCase()).toContain('accept-encoding');
      expect(JSON.parse(decoded(res))).toEqual(JSON.parse(plain.body));
    }
    const small = await t.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      headers: { 'accept-encoding': 'br' },
      payload: {},
    });
    expect(small.statusCode).toBe(400);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('tells the static files (compressed at build or not at all) from the pages (compressed on the fly)', () => {
    expect(namesStaticFile('/_astro/app.abc123.js?v=1')).toBe(true);
    expect(namesStaticFile('/robots.txt')).toBe(true);
    expect(namesStaticFile('/q/a%2Eb')).toBe(true);
    expect(namesStaticFile('/q/101/')).toBe(false);
    expect(namesStaticFile('/q/101/index.html')).toBe(false);
    expect(namesStaticFile('/sv/t/x?y=a.b')).toBe(false);
  });

  it('picks brotli over gzip, honours q=0 and wildcards', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
