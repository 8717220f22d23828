import { describe, expect, it } from 'vitest';
import { normalizeSpace } from './normalize.ts';
import type { RawSpace } from './raw.ts';
import { siteDigest } from './site-digest.ts';
import { miniPack } from '#tests/fixtures/mini-pack.ts';
import { fieldsOf as field, type Pack } from '#tests/support/publishing.ts';

const digestOf = (mutate: (p: Pack) => void = () => undefined) => {
  const pack = miniPack() as unknown as Pack;
  mutate(pack);
  return siteDigest(normalizeSpace(pack as unknown as RawSpace));
};

describe('site digest', () => {
  const base = digestOf();

  it('is stable for the same content', () => {
    expect(digestOf()).toBe(base);
  });

  it('changes when visible content changes', () => {
    expect(digestOf((p) => (field(p, 'q101')['questionText'] = { 'en-US': 'Changed?' }))).not.toBe(base);
    expect(digestOf((p) => (field(p, 'topicA')['name'] = { 'en-US': 'Alpha 2', 'sv-SE': 'Alfa 2' }))).not.toBe(base);
  });

  it('stays when only content no page shows changes', () => {
    // A hidden question's text and an unpublished challenge's title are on no page.
    expect(digestOf((p) => (field(p, 'q190')['questionText'] = { 'en-US': 'Still hidden?' }))).toBe(base);
    expect(digestOf((p) => (field(p, 'ch-unpublished')['title'] = { 'en-US': 'Not yet' }))).toBe(base);
  });

  it('changes when the content gets an error, so the failed build is reported', () => {
    expect(digestOf((p) => delete field(p, 'q102')['questionText'])).not.toBe(base);
  });
});
