import { describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY, forgetConsent, parseConsent, readConsent, writeConsent } from './consent.ts';
import { onReportedError } from './report-error.ts';

/** Runs `fn` and returns what it reported as a bug (console.error silenced meanwhile). */
function reportedBy(fn: () => void): unknown[] {
  const reported: unknown[] = [];
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const off = onReportedError((err) => reported.push(err));
  try {
    fn();
  } finally {
    off();
    quiet.mockRestore();
  }
  return reported;
}

function memory(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: () => null,
    get length() {
      return m.size;
    },
  };
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

  it('reports no bug when storage is blocked (expected), but reports a bug behind the same fallback', () => {
    expect(
      reportedBy(() => {
        readConsent(blocked);
        writeConsent(blocked, 'granted');
        forgetConsent({ removeItem: blocked.getItem });
      }),
    ).toEqual([]);
    const bug = new TypeError('storage.getItem is not a function');
    const broken = {
      getItem: () => {
        throw bug;
      },
      setItem: () => {
        throw bug;
      },
      removeItem: () => {
        throw bug;
      },
    };
    let read: unknown = 'unset';
    let written: unknown = 'unset';
    expect(
      reportedBy(() => {
        read = readConsent(broken);
        written = writeConsent(broken, 'granted');
        forgetConsent(broken);
      }),
    ).toEqual([bug, bug, bug]);
    expect(read).toBeNull();
    expect(written).toBe(false);
  });
});
