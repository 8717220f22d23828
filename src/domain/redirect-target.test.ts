import { describe, expect, it } from 'vitest';
import { sameSitePath } from './redirect-target.ts';

describe('redirect targets', () => {
  it('keeps same-site paths as they are', () => {
    expect(sameSitePath('/sv/q/101/')).toBe('/sv/q/101/');
    expect(sameSitePath('/a%2F%2Fb/')).toBe('/a%2F%2Fb/');
  });

  it('collapses leading slashes and backslashes, so no target names another host', () => {
    expect(sameSitePath('//evil.example/')).toBe('/evil.example/');
    expect(sameSitePath('/\\evil.example/')).toBe('/evil.example/');
    expect(sameSitePath('\\\\evil.example')).toBe('/evil.example');
    expect(sameSitePath('/\\/\\evil.example/x/')).toBe('/evil.example/x/');
  });

  it('refuses what is not a path', () => {
    expect(sameSitePath('https://evil.example/')).toBeNull();
    expect(sameSitePath('evil.example')).toBeNull();
    expect(sameSitePath('/\t/evil.example/')).toBeNull();
  });
});
