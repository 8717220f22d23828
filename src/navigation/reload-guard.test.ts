import { describe, expect, it } from 'vitest';
import { claimReload, isChunkLoadError, RELOAD_GUARD_MS } from './reload-guard.ts';
import type { KeyValue } from './session-memory.ts';

function memoryStore(): KeyValue & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => {
      if (value === null) data.delete(key);
      else data.set(key, value);
      return true;
    },
  };
}

describe('claimReload', () => {
  it('allows one reload per path within 10 seconds, then again after them', () => {
    const store = memoryStore();
    const t0 = 1_700_000_000_000;
    expect(claimReload('/q/q1/', t0, store)).toBe(true);
    expect(claimReload('/q/q1/', t0 + 1, store)).toBe(false);
    expect(claimReload('/q/q1/', t0 + RELOAD_GUARD_MS - 1, store)).toBe(false);
    expect(claimReload('/q/q1/', t0 + RELOAD_GUARD_MS, store)).toBe(true);
    expect(claimReload('/q/q1/', t0 + RELOAD_GUARD_MS + 5_000, store)).toBe(false);
  });

  it('guards each path on its own', () => {
    const store = memoryStore();
    expect(claimReload('/q/q1/', 1000, store)).toBe(true);
    expect(claimReload('/sv/q/q1/', 1001, store)).toBe(true);
    expect(claimReload('/t/health/', 1002, store)).toBe(true);
    expect(claimReload('/q/q1/', 1003, store)).toBe(false);
  });

  it('forgets expired paths so the record stays small', () => {
    const store = memoryStore();
    for (let i = 0; i < 50; i++) claimReload(`/q/q${i}/`, i * RELOAD_GUARD_MS, store);
    expect(Object.keys(JSON.parse(store.data.get('quiz:reloads')!) as object)).toEqual(['/q/q49/']);
  });

  it('survives a damaged record and a clock that went backwards', () => {
    const store = memoryStore();
    store.set('quiz:reloads', '{not json');
    expect(claimReload('/', 5000, store)).toBe(true);
    // A timestamp from the future (clock changed) does not block for ever.
    store.set('quiz:reloads', JSON.stringify({ '/': 99_999 }));
    expect(claimReload('/', 5000, store)).toBe(true);
  });

  it('never reloads when the guard cannot remember the reload', () => {
    const blocked: KeyValue = { get: () => null, set: () => false };
    expect(claimReload('/', 1, blocked)).toBe(false);
  });
});

describe('isChunkLoadError', () => {
  it("recognises the browsers' failed dynamic import messages", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/_astro/Q.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /_astro/a.css'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError({ status: 500 })).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
