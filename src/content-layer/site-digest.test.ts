import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadedSiteDigest, loadSiteContent, resetContent } from './index.ts';
import { normalizeSpace } from './normalize.ts';
import type { RawSpace } from './raw.ts';
import { siteDigest } from './site-digest.ts';
import { miniPack } from '#tests/fixtures/mini-pack.ts';
import { fieldsOf as field, writeMiniPack, type Pack } from '#tests/support/publishing.ts';

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

describe("the build's recorded site digest", () => {
  it('counts who organizes an event, though no page shows it (the API reads it from what goes live)', async () => {
    const other = digestOf((p) => (field(p, 'ev1')['organizers'] = { 'en-US': ['someone.else@example.org'] }));
    expect(other).not.toBe(digestOf());
    // The build's pages read a graph without organizers; the digest it records is of the whole one,
    // the one the publisher compares with the content it read.
    const dir = mkdtempSync(join(tmpdir(), 'site-digest-'));
    const file = join(dir, 'export.json');
    writeMiniPack(file);
    vi.stubEnv('CONTENT_PACK', file);
    resetContent();
    try {
      expect(await loadedSiteDigest()).toBe(digestOf());
      expect(siteDigest(await loadSiteContent())).not.toBe(digestOf());
    } finally {
      vi.unstubAllEnvs();
      resetContent();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
