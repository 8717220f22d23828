import { describe, expect, it } from 'vitest';
import { format, hasMessage, type Messages } from './format.ts';
import { pickMessages, t } from './i18n.ts';

const en: Messages = {
  lang: 'en',
  entries: { hello: 'Hello {name}', 'items.one': '{count} item', 'items.other': '{count} items' },
};

describe('format (the islands and pages share it)', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format(en, 'hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(format(en, 'hello')).toBe('Hello {name}');
  });

  it('chooses plural forms with the language plural rules', () => {
    expect(format(en, 'items', { count: 1 })).toBe('1 item');
    expect(format(en, 'items', { count: 2 })).toBe('2 items');
    expect(format(en, 'items', { count: 1.5 })).toBe('1.5 items');
  });

  it('falls back to the other form when the language category has no string', () => {
    const onlyOther: Messages = { lang: 'en', entries: { 'items.other': '{count} items' } };
    expect(format(onlyOther, 'items', { count: 1 })).toBe('1 items');
  });

  it('shows a missing key as the key', () => {
    expect(format(en, 'nope')).toBe('nope');
    expect(hasMessage(en, 'nope')).toBe(false);
    expect(hasMessage(en, 'hello')).toBe(true);
  });

  it('counts a plural message as held when its count is given (a 429 names whole minutes)', () => {
    expect(hasMessage(en, 'items', { count: 3 })).toBe(true);
    expect(hasMessage(en, 'items')).toBe(false);
  });
});

describe('pages and islands agree', () => {
  it('gives an island the same text a page gets, in both languages', () => {
    for (const lang of ['en', 'sv'] as const) {
      const island = pickMessages(lang, ['account.progress.']);
      expect(island.lang).toBe(lang);
      expect(format(island, 'account.progress.correct', { count: 1 })).toBe(
        t(lang, 'account.progress.correct', { count: 1 }),
      );
      expect(format(island, 'account.progress.correct', { count: 3 })).toBe(
        t(lang, 'account.progress.correct', { count: 3 }),
      );
    }
  });

  it('hands an island only the keys it asked for', () => {
    const island = pickMessages('sv', ['account.progress.']);
    expect(Object.keys(island.entries).every((k) => k.startsWith('account.progress.'))).toBe(true);
  });

  it('picks one key, with its plural forms, when the prefix names a key instead of a family', () => {
    const island = pickMessages('en', ['account.password', 'home.toReview']);
    expect(Object.keys(island.entries).sort()).toEqual([
      'account.password',
      'home.toReview.one',
      'home.toReview.other',
    ]);
  });

  it('refuses a missing key on a page', () => {
    expect(() => t('sv', 'no.such.key')).toThrow(/no\.such\.key/);
  });
});
