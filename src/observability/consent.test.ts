import { describe, expect, it } from 'vitest';
import { CONSENT_KEY, parseConsent, readConsent, writeConsent } from './consent.ts';

function memory(): Storage {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, String(v)), removeItem: (k) => void m.delete(k), clear: () => m.clear(), key: () => null, get length() { return m.size; } };
}

const blocked = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('consent choice', () => {
  it('is unknown until chosen, then remembered', () => {
    const s = memory();
    expect(readConsent(s)).toBeNull();
    expect(writeConsent(s, 'granted')).toBe(true);
    expect(s.getItem(CONSENT_KEY)).toBe('granted');
    expect(readConsent(s)).toBe('granted');
    writeConsent(s, 'denied');
    expect(readConsent(s)).toBe('denied');
  });

  it('treats anything but granted or denied as not chosen', () => {
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });

  it('survives blocked or missing storage', () => {
    expect(readConsent(blocked)).toBeNull();
    expect(writeConsent(blocked, 'granted')).toBe(false);
    expect(readConsent(undefined)).toBeNull();
    expect(writeConsent(undefined, 'denied')).toBe(false);
  });
});
