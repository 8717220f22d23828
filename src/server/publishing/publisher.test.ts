import { describe, expect, it } from 'vitest';
import { newBuildId } from './publisher.ts';

describe('newBuildId', () => {
  it('is the time and a random suffix, always of one length (reused pages are patched in place)', () => {
    expect(newBuildId(new Date('2026-11-21T03:04:05.678Z'))).toMatch(/^20261121030405-[0-9a-z]{4}$/);
    const ids = Array.from({ length: 2000 }, () => newBuildId());
    expect(new Set(ids.map((id) => id.length))).toEqual(new Set([19]));
    expect(new Set(ids).size).toBeGreaterThan(1900);
  });
});
