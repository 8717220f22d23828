import { describe, expect, it } from 'vitest';
import { byLang, isLang, negotiateLang, preferredLanguage, readCookie } from './locale.ts';

describe('locale negotiation', () => {
  it('reads one cookie among many', () => {
    expect(readCookie('a=1; locale=sv; b=2', 'locale')).toBe('sv');
    expect(readCookie(undefined, 'locale')).toBeNull();
  });

  it('weighs Accept-Language by q and ignores unsupported languages', () => {
    expect(preferredLanguage('de-DE,sv;q=0.8,en;q=0.7')).toBe('sv');
    expect(preferredLanguage('en-US,en;q=0.9,sv;q=0.8')).toBe('en');
    expect(preferredLanguage('fr,de')).toBeNull();
    expect(preferredLanguage('sv;q=0')).toBeNull();
  });

  it('prefers the cookie, then the browser, then English', () => {
    expect(negotiateLang('locale=en', 'sv')).toBe('en');
    expect(negotiateLang('locale=xx', 'sv')).toBe('sv');
    expect(negotiateLang(undefined, undefined)).toBe('en');
  });

  it('accepts exactly the site languages from outside values (cookies, messages, module ids)', () => {
    expect(isLang('sv')).toBe(true);
    expect(isLang('en')).toBe(true);
    expect(isLang('SV')).toBe(false);
    expect(isLang('de')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });

  it('makes one value per site language', () => {
    expect(byLang((lang) => `title-${lang}`)).toEqual({ en: 'title-en', sv: 'title-sv' });
  });
});
