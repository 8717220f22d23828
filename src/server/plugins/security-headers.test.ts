import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/api.ts';
import Fastify from 'fastify';
import securityHeaders, { frameAncestors, HSTS } from './security-headers.ts';
import { API_POLICY, parsePolicy } from '#src/utils/content-security-policy.ts';

let t: TestApp;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const p of ['q/101', 't/alpha', '_astro', 'builds']) mkdirSync(join(root, p), { recursive: true });
  writeFileSync(join(root, 'builds/latest.json'), '{"buildId":"b1"}');
  writeFileSync(join(root, 'q/101/index.html'), 'q');
  writeFileSync(join(root, 't/alpha/index.html'), 't');
  writeFileSync(join(root, '_astro/app.123.js'), 'x');
  writeFileSync(join(root, '404.html'), '404');
  t = await createTestApp({}, { distDir: root });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('security headers', () => {
  it('lets any site frame embed routes and no one frame other pages', async () => {
    const embed = await get('/q/101/embed/');
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    const topicEmbed = await get('/sv/t/alpha/embed/101/explanation/');
    expect(topicEmbed.headers['content-security-policy']).toContain('frame-ancestors *');
    const page = await get('/q/101/');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends pages and embeds the policy a meta element cannot carry (the page meta holds the rest)', async () => {
    for (const url of ['/q/101/', '/q/101/embed/', '/sv/t/alpha/embed/']) {
      const policy = parsePolicy(String((await get(url)).headers['content-security-policy']));
      expect([...policy.keys()], url).toEqual(['frame-ancestors', 'base-uri', 'object-src', 'form-action']);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
    }
    // The 404 page too: it is a page like any other.
    expect(
      parsePolicy(String((await get('/nope/')).headers['content-security-policy'])).get('frame-ancestors'),
    ).toEqual(["'self'"]);
  });

  it('limits framing of embeds to configured origins when given', () => {
    expect(frameAncestors('/q/1/embed/', ['https://school.example'])).toBe("'self' https://school.example");
    expect(frameAncestors('/q/1/', ['https://school.example'])).toBe("'self'");
  });

  it('locks API responses down and keeps assets immutable', async () => {
    const api = await get('/v1/events/nope');
    expect(api.headers['content-security-policy']).toBe(API_POLICY);
    expect(API_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['content-type']).toContain('application/json');
    const asset = await get('/_astro/app.123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(parsePolicy(String(asset.headers['content-security-policy'])).get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('revalidates HTML and the latest build file', async () => {
    expect((await get('/q/101/')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await get('/builds/latest.json')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('sends Strict-Transport-Security only for requests that came over TLS', async () => {
    // Plain http: never.
    expect((await get('/q/101/')).headers['strict-transport-security']).toBeUndefined();
    // Behind a proxy that terminates TLS (TRUST_PROXY=true): X-Forwarded-Proto says https.
    const behindProxy = await headersApp(true);
    try {
      for (const url of ['/page/', '/v1/thing']) {
        const tls = await behindProxy.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
        expect(tls.headers['strict-transport-security'], url).toBe(HSTS);
        const plain = await behindProxy.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'http' } });
        expect(plain.headers['strict-transport-security'], url).toBeUndefined();
      }
      expect(HSTS).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behindProxy.close();
    }
    // Without a trusted proxy the header is anyone's to send, so it proves nothing.
    const direct = await headersApp(false);
    try {
      expect(
        (await direct.inject({ method: 'GET', url: '/page/', headers: { 'x-forwarded-proto': 'https' } })).headers[
          'strict-transport-security'
        ],
      ).toBeUndefined();
    } finally {
      await direct.close();
    }
  });

  it('lets only configured origins (and the site itself) read API answers from a browser', async () => {
    const x = await createTestApp({ corsOrigins: ['https://school.example'] });
    try {
      const from = (origin: string) => x.app.inject({ method: 'GET', url: '/v1/events/nope', headers: { origin } });
      expect((await from('https://school.example')).headers['access-control-allow-origin']).toBe(
        'https://school.example',
      );
      expect((await from(x.config.publicUrl)).headers['access-control-allow-origin']).toBe(x.config.publicUrl);
      expect((await from('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await x.close();
    }
  });
});

/** A bare server with only the security headers, trusting a proxy or not. */
async function headersApp(trustProxy: boolean) {
  const app = Fastify({ trustProxy });
  await app.register(securityHeaders, { embedOrigins: [] });
  app.get('/*', () => 'ok');
  return app;
}
