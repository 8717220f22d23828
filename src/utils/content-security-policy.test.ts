import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  headerPolicy,
  inlineScriptHash,
  pageDirectives,
  pagePolicies,
  parsePolicy,
  scriptSources,
} from './content-security-policy.ts';

const directives = (env: Parameters<typeof pageDirectives>[0]) => parsePolicy(pageDirectives(env).join('; '));

describe('page policy', () => {
  it('allows only this origin by default, content images, workers and the manifest', () => {
    const p = directives({});
    expect(p.get('default-src')).toEqual(["'self'"]);
    expect(p.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://images.ctfassets.net',
      'https://assets.ctfassets.net',
    ]);
    expect(p.get('connect-src')).toEqual(["'self'"]);
    expect(p.get('worker-src')).toEqual(["'self'"]);
    expect(p.get('manifest-src')).toEqual(["'self'"]);
    expect(p.get('object-src')).toEqual(["'none'"]);
    expect(p.get('base-uri')).toEqual(["'self'"]);
    expect(p.get('form-action')).toEqual(["'self'"]);
    // A meta policy cannot carry these; Chromium logs an error for each.
    expect(p.has('frame-ancestors')).toBe(false);
    expect(p.has('script-src')).toBe(false);
    expect(scriptSources({})).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(scriptSources({})).not.toContain("'unsafe-inline'");
  });

  it('adds the API origin and content asset origins from the environment', () => {
    const p = directives({
      PUBLIC_API_URL: 'https://api.example.org/v1',
      CONTENT_ASSET_ORIGINS: 'https://cdn.example.org/images, not a url',
    });
    expect(p.get('connect-src')).toEqual(["'self'", 'https://api.example.org']);
    // Images from the API too: a certificate's QR code.
    expect(p.get('img-src')).toEqual(["'self'", 'data:', 'https://api.example.org', 'https://cdn.example.org']);
    // A relative API URL is this origin already.
    expect(directives({ PUBLIC_API_URL: '/v1' }).get('connect-src')).toEqual(["'self'"]);
  });

  it('allows Rollbar only with a client token, at its configured endpoint', () => {
    expect(
      directives({ PUBLIC_ROLLBAR_ENDPOINT: 'https://rollbar.example.org/api/1/item/' }).get('connect-src'),
    ).toEqual(["'self'"]);
    expect(directives({ PUBLIC_ROLLBAR_CLIENT_TOKEN: 't' }).get('connect-src')).toEqual([
      "'self'",
      'https://api.rollbar.com',
    ]);
    expect(
      directives({
        PUBLIC_ROLLBAR_CLIENT_TOKEN: 't',
        PUBLIC_ROLLBAR_ENDPOINT: 'https://rollbar.example.org/api/1/item/',
      }).get('connect-src'),
    ).toEqual(["'self'", 'https://rollbar.example.org']);
  });

  it('allows the Google tag only with a tag id', () => {
    const p = directives({ PUBLIC_ANALYTICS_TAG_ID: 'G-TEST' });
    // Google's documented policy for GA4 with Google Signals.
    const google = [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ];
    expect(p.get('connect-src')).toEqual(["'self'", ...google]);
    expect(p.get('img-src')).toEqual(expect.arrayContaining(google));
    expect(scriptSources({ PUBLIC_ANALYTICS_TAG_ID: 'G-TEST' })).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://*.googletagmanager.com',
    ]);
    expect(directives({}).get('img-src')).not.toContain('https://*.google-analytics.com');
  });

  it('allows inline scripts and styles by the hashes of their texts, and nothing else inline', () => {
    const policy = parsePolicy(pagePolicies({ PUBLIC_ANALYTICS_TAG_ID: 'G-TEST' })(['a()', 'b()', 'a()'], ['p{}']));
    expect(policy.get('script-src')).toEqual([
      ...scriptSources({ PUBLIC_ANALYTICS_TAG_ID: 'G-TEST' }),
      `'${inlineScriptHash('a()')}'`,
      `'${inlineScriptHash('b()')}'`,
    ]);
    expect(policy.get('style-src')).toEqual(["'self'", `'${inlineScriptHash('p{}')}'`]);
    expect(policy.get('connect-src')).toEqual(directives({ PUBLIC_ANALYTICS_TAG_ID: 'G-TEST' }).get('connect-src'));
    expect(parsePolicy(pagePolicies({})([], [])).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });
});

describe('header policy', () => {
  it('carries framing and the document locks', () => {
    expect(parsePolicy(headerPolicy('*')).get('frame-ancestors')).toEqual(['*']);
    expect(headerPolicy("'self'")).toBe(
      "frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'",
    );
  });
});

describe('inline script hash', () => {
  it('is the CSP source of exactly the given text', () => {
    const text = '(function(){document.documentElement.dataset.x="1"})()';
    expect(inlineScriptHash(text)).toBe(`sha256-${createHash('sha256').update(text).digest('base64')}`);
    expect(inlineScriptHash(`${text} `)).not.toBe(inlineScriptHash(text));
  });
});
