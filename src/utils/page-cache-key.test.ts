import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { incrementalPageKeys, pageCacheKey } from './page-cache-key.ts';

describe('pageCacheKey', () => {
  const env = { PUBLIC_API_URL: '/v1', SITE_URL: 'https://quiz.example', BUILD_ID: 'b1', HOME: '/root' };

  it('changes with the page data', () => {
    expect(pageCacheKey(['en', { text: 'a' }], env)).toBe(pageCacheKey(['en', { text: 'a' }], env));
    expect(pageCacheKey(['en', { text: 'b' }], env)).not.toBe(pageCacheKey(['en', { text: 'a' }], env));
    expect(pageCacheKey(['sv', { text: 'a' }], env)).not.toBe(pageCacheKey(['en', { text: 'a' }], env));
  });

  it('changes with the public build environment, not with the build id or other variables', () => {
    const key = pageCacheKey(['en'], env);
    expect(pageCacheKey(['en'], { ...env, PUBLIC_ANALYTICS_TAG_ID: 'G-1' })).not.toBe(key);
    expect(pageCacheKey(['en'], { ...env, SITE_URL: 'https://other.example' })).not.toBe(key);
    expect(pageCacheKey(['en'], { ...env, BUILD_ID: 'b2', HOME: '/home/x' }, 'c1')).toBe(
      pageCacheKey(['en'], env, 'c1'),
    );
  });

  it('changes with the code version pages report (the git commit, named by no variable)', () => {
    expect(pageCacheKey(['en'], env, 'commit-2')).not.toBe(pageCacheKey(['en'], env, 'commit-1'));
    expect(pageCacheKey(['en'], env, 'commit-1')).toBe(pageCacheKey(['en'], env, 'commit-1'));
  });
});

describe('incrementalPageKeys', () => {
  const env = { PUBLIC_API_URL: '/v1', SITE_URL: 'https://quiz.example', PUBLIC_CODE_VERSION: 'c1' };

  it('gives no keys when the build renders every page (no ASTRO_BUILD_CACHE)', () => {
    expect(incrementalPageKeys(env)).toBeNull();
    expect(incrementalPageKeys({ ...env, ASTRO_BUILD_CACHE: '' })).toBeNull();
  });

  it('gives the same keys as pageCacheKey in an incremental build, so earlier caches stay valid', () => {
    const keys = incrementalPageKeys({ ...env, ASTRO_BUILD_CACHE: '/tmp/cache' });
    expect(keys).not.toBeNull();
    expect(keys!(['en', { text: 'a' }])).toBe(pageCacheKey(['en', { text: 'a' }], env, 'c1'));
    expect(keys!(['sv', { text: 'a' }])).not.toBe(keys!(['en', { text: 'a' }]));
    // The key of earlier builds: the hash of the public environment, the code version and the parts.
    const earlier = createHash('sha256')
      .update(
        JSON.stringify([
          [
            ['PUBLIC_API_URL', '/v1'],
            ['PUBLIC_CODE_VERSION', 'c1'],
            ['SITE_URL', 'https://quiz.example'],
          ],
          'c1',
          ['en'],
        ]),
      )
      .digest('base64url');
    expect(keys!(['en'])).toBe(earlier);
  });
});
