import { describe, expect, it } from 'vitest';
import { miniPack } from '#tests/fixtures/mini-pack.ts';
import { normalizeSpace } from '../content-layer/normalize.ts';
import type { RawSpace } from '../content-layer/raw.ts';
import { plainText, searchRecords } from './search-records.ts';

describe('search records', () => {
  const graph = normalizeSpace(miniPack() as unknown as RawSpace);
  const records = searchRecords(graph);

  it('index every visible topic, challenge and question once per language, linking to the localized page', () => {
    const urls = records.map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining(['/t/alpha/', '/sv/t/alpha/', '/t/alpha/c/ch-visible/', '/q/101/', '/sv/q/101/']),
    );
    expect(urls.filter((u) => u.includes('hidden'))).toEqual([]);
    expect(records.filter((r) => r.language === 'sv')).toHaveLength(records.length / 2);
  });

  it('holds the text a reader searches for, in the record language', () => {
    const sv = records.find((r) => r.url === '/sv/q/101/')!;
    expect(sv.meta.type).toBe('question');
    expect(sv.content).toContain('Därför att 101.');
  });

  it("joins a record's parts as sentences, with no full stop after a question mark", () => {
    for (const r of records) expect(r.content, r.url).not.toMatch(/[?!.]\./);
    const q = records.find((r) => r.url === '/q/101/')!;
    expect(q.content).toMatch(/\? \S/);
  });

  it('turns rendered rich text into plain text', () => {
    expect(plainText('<p>Fish &amp; chips&nbsp;<a href="x">&lt;here&gt;</a></p>')).toBe('Fish & chips <here>');
  });
});
