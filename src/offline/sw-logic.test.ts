import { describe, expect, it } from 'vitest';
import {
  buildTag,
  contentAssetUrls,
  embeddableHeaders,
  isExpectedOfflineFailure,
  logUnexpected,
  NEVER_CACHED,
  offlinePagePath,
  pageCacheKey,
} from './sw-logic.ts';

const o = 'https://quiz.example';

describe('service worker logic', () => {
  it('keeps every view of a page under the page that serves it, without the query', () => {
    expect(pageCacheKey(`${o}/t/health/q-1/?test=t1`)).toBe(`${o}/q/q-1/`);
    expect(pageCacheKey(`${o}/sv/t/health/q-1/explanation/`)).toBe(`${o}/sv/q/q-1/`);
    expect(pageCacheKey(`${o}/c/health/q-9/explanation/`)).toBe(`${o}/c/health/`);
    expect(pageCacheKey(`${o}/e/fair/q-2/`)).toBe(`${o}/e/fair/`);
    expect(pageCacheKey(`${o}/t/health/`)).toBe(`${o}/t/health/`);
    expect(pageCacheKey(`${o}/offline/`)).toBe(`${o}/offline/`);
  });
  it("keeps embed views apart from the site's own views (they are sent with other framing headers)", () => {
    expect(pageCacheKey(`${o}/q/q-1/embed/`)).toBe(`${o}/q/q-1/embed/`);
    expect(pageCacheKey(`${o}/q/q-1/embed/explanation/`)).toBe(`${o}/q/q-1/embed/`);
    expect(pageCacheKey(`${o}/t/health/embed/q-1/?x=1`)).toBe(`${o}/q/q-1/embed/`);
    expect(pageCacheKey(`${o}/sv/t/health/embed/q-1/explanation/`)).toBe(`${o}/sv/q/q-1/embed/`);
    expect(pageCacheKey(`${o}/t/health/embed/done/`)).toBe(`${o}/t/health/embed/`);
    expect(pageCacheKey(`${o}/q/q-1/explanation/`)).toBe(`${o}/q/q-1/`);
  });
  it('makes a fallback shown at an embed path frameable, keeping its other protections', () => {
    const h = embeddableHeaders(
      new Headers({
        'X-Frame-Options': 'SAMEORIGIN',
        'Content-Security-Policy': "frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
        'Content-Type': 'text/html',
      }),
    );
    expect(h.get('X-Frame-Options')).toBeNull();
    expect(h.get('Content-Security-Policy')).toBe("base-uri 'self'; object-src 'none'");
    expect(h.get('Content-Type')).toBe('text/html');
    expect(
      embeddableHeaders(new Headers({ 'Content-Security-Policy': "frame-ancestors 'none'" })).has(
        'Content-Security-Policy',
      ),
    ).toBe(false);
  });
  it('never caches the API, the webhook or the build pointers', () => {
    for (const p of ['/v1/user_answers', '/hooks/contentful', '/builds/latest.json', '/v1'])
      expect(NEVER_CACHED.test(p), p).toBe(true);
    for (const p of ['/', '/v1x/', '/t/builds/', '/_astro/a.js']) expect(NEVER_CACHED.test(p), p).toBe(false);
  });
  it('picks the offline page of the language', () => {
    expect(offlinePagePath('/sv/t/x/')).toBe('/sv/offline/');
    expect(offlinePagePath('/t/x/')).toBe('/offline/');
  });
  it('tags a build by its precache manifest', () => {
    const a = [
      { url: '/_astro/a.js', revision: null },
      { url: '/offline/', revision: '1' },
    ];
    expect(buildTag(a)).toBe(buildTag([...a]));
    expect(buildTag(a)).not.toBe(buildTag([a[0]!, { url: '/offline/', revision: '2' }]));
  });
  it('finds the content images of a page', () => {
    expect(
      contentAssetUrls(
        '<img src="/_content/a b.png"><img src="https://x/y.png"><a href="/_content/c.pdf?x=1&amp;y=2">',
      ),
    ).toEqual(['/_content/a b.png', '/_content/c.pdf?x=1&y=2']);
  });

  it('stays silent on being offline or refused storage, and logs a bug that would otherwise pass for offline', () => {
    const noResponse = Object.assign(new Error('no-response'), { name: 'no-response' });
    const full = new DOMException('quota', 'QuotaExceededError');
    const bug = new TypeError("Cannot read properties of undefined (reading 'url')");
    expect(isExpectedOfflineFailure(noResponse)).toBe(true);
    expect(isExpectedOfflineFailure(full)).toBe(true);
    expect(isExpectedOfflineFailure(bug)).toBe(false);
    const logged: unknown[] = [];
    for (const err of [noResponse, full, bug, new SyntaxError('Unexpected token < in JSON')])
      logUnexpected(err, (e) => logged.push(e));
    expect(logged).toEqual([bug, expect.any(SyntaxError)]);
  });
});
