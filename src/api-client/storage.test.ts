import { describe, expect, it } from 'vitest';
import { browserStorage, createStorage } from './storage.ts';

describe('storage', () => {
  it('falls back to memory where localStorage cannot be read (blocked third-party iframes)', () => {
    const g = globalThis as { localStorage?: unknown };
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new Error('Access is denied for this document.');
      },
    });
    try {
      expect(browserStorage()).toBeNull();
      const s = createStorage();
      s.set('user_uuid', 'abc');
      expect(s.get('user_uuid')).toBe('abc');
      s.set('user_uuid', null);
      expect(s.get('user_uuid')).toBeNull();
    } finally {
      delete g.localStorage;
    }
  });
});
