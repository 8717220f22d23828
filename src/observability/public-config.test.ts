import { describe, expect, it } from 'vitest';
import { codeVersion, isProduction, publicEnvFingerprint, publicObservabilityConfig } from './public-config.ts';

const noGit = () => '';

describe('public observability configuration', () => {
  it('is empty without variables: no token, no tag id, development', () => {
    expect(publicObservabilityConfig({}, noGit)).toEqual({
      rollbarClientToken: '',
      rollbarEndpoint: '',
      production: false,
      codeVersion: 'dev',
      analyticsTagId: '',
    });
  });

  it('reads every setting from the environment', () => {
    const cfg = publicObservabilityConfig(
      {
        PUBLIC_ROLLBAR_CLIENT_TOKEN: ' tok ',
        PUBLIC_ROLLBAR_ENDPOINT: 'http://localhost:9/api/1/item/',
        PUBLIC_PRODUCTION: 'true',
        PUBLIC_CODE_VERSION: 'v1.2',
        PUBLIC_ANALYTICS_TAG_ID: 'G-ABC123XYZ',
      },
      noGit,
    );
    expect(cfg).toEqual({
      rollbarClientToken: 'tok',
      rollbarEndpoint: 'http://localhost:9/api/1/item/',
      production: true,
      codeVersion: 'v1.2',
      analyticsTagId: 'G-ABC123XYZ',
    });
  });

  it('takes the code version from git, then the build id', () => {
    expect(publicObservabilityConfig({ BUILD_ID: 'b7' }, () => 'abc123').codeVersion).toBe('abc123');
    expect(publicObservabilityConfig({ BUILD_ID: 'b7' }, noGit).codeVersion).toBe('b7');
  });

  it('asks git only without PUBLIC_CODE_VERSION', () => {
    const asked: string[] = [];
    const commit = () => (asked.push('git'), 'abc');
    expect(codeVersion({ PUBLIC_CODE_VERSION: 'v1' }, commit)).toBe('v1');
    expect(asked).toEqual([]);
  });

  it('refuses a tag id that is not one (it would be put into a script URL)', () => {
    expect(() => publicObservabilityConfig({ PUBLIC_ANALYTICS_TAG_ID: 'G-1&l=x' }, noGit)).toThrow(
      /PUBLIC_ANALYTICS_TAG_ID/,
    );
  });

  it('is production by PUBLIC_PRODUCTION, else by NODE_ENV', () => {
    expect(isProduction({ PUBLIC_PRODUCTION: '1' })).toBe(true);
    expect(isProduction({ PUBLIC_PRODUCTION: 'false', NODE_ENV: 'production' })).toBe(false);
    expect(isProduction({ NODE_ENV: 'production' })).toBe(true);
    expect(isProduction({ NODE_ENV: 'development' })).toBe(false);
  });

  it('fingerprints the public variables only, in any order', () => {
    const base = publicEnvFingerprint({ PUBLIC_A: '1', PUBLIC_B: '2', HOME: '/x' });
    expect(publicEnvFingerprint({ PUBLIC_B: '2', PUBLIC_A: '1', HOME: '/y', PATH: '/bin' })).toBe(base);
    expect(publicEnvFingerprint({ PUBLIC_A: '1', PUBLIC_B: '3' })).not.toBe(base);
    expect(publicEnvFingerprint({ PUBLIC_A: '1', PUBLIC_B: '2', NODE_ENV: 'production' })).toBe(base);
    // An empty variable is the same as an unset one.
    expect(publicEnvFingerprint({ PUBLIC_A: '1', PUBLIC_B: '2', PUBLIC_C: '' })).toBe(base);
  });
});
