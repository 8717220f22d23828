/**
 * The Sync API snapshot, run with the REAL `contentful` SDK against the local stand-in: an
 * initial sync yields the same content as reading the whole space, and a later sync fetches
 * only what changed (an edited, a new and a deleted entry) in one request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startContentfulServer, type ContentfulTestServer } from '#tests/support/contentful-server.ts';
import { miniPack } from '#tests/fixtures/mini-pack.ts';
import { normalizeSpace } from '../../normalize.ts';
import { siteDigest } from '../../site-digest.ts';
import { loadPack } from '../pack.ts';
import { loadFromContentful } from '../contentful.ts';
import type { ContentfulSourceOptions } from './client.ts';
import { syncSnapshot } from './sync.ts';

const SPACE = 'space-sync-1';
const DELIVERY = 'delivery-token-sync';
type Pack = ReturnType<typeof miniPack>;
type PackEntry = { sys: { id: string }; fields: Record<string, Record<string, unknown>> };

let server: ContentfulTestServer;
let dir: string;
let options: ContentfulSourceOptions;

beforeEach(async () => {
  server = await startContentfulServer(miniPack(), {
    deliveryToken: DELIVERY,
    previewToken: 'preview-token-sync',
    spaceId: SPACE,
  });
  dir = mkdtempSync(join(tmpdir(), 'contentful-sync-'));
  options = {
    spaceId: SPACE,
    accessToken: DELIVERY,
    host: server.host,
    insecure: true,
    throttle: 30,
    retryLimit: 0,
    logHandler: () => undefined,
  };
});

afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const entriesOf = (pack: Pack) => pack.entries as unknown as PackEntry[];
const graphOf = async (file: string) => normalizeSpace(await loadPack(file));

describe('syncSnapshot', () => {
  it('starts with an initial sync whose snapshot reads like the whole space', async () => {
    const result = await syncSnapshot(options, dir);
    expect(result.initial).toBe(true);
    const fromSync = await graphOf(result.file);
    const whole = normalizeSpace(await loadFromContentful(options));
    expect(fromSync.questions.map((q) => q.id)).toEqual(whole.questions.map((q) => q.id));
    expect(siteDigest(fromSync)).toBe(siteDigest(whole));
  });

  it('fetches only the changes on the next sync: an edited, a new and a deleted entry', async () => {
    await syncSnapshot(options, dir);
    const pack = miniPack();
    const entries = entriesOf(pack);
    const edited = entries.find((e) => e.sys.id === 'q101')!;
    edited.fields['questionText'] = { 'en-US': 'Edited in Contentful?', 'sv-SE': 'Ändrad i Contentful?' };
    const added = structuredClone(entries.find((e) => e.sys.id === 'a101c')!);
    added.sys.id = 'a101d';
    entries.push(added);
    // The hidden question and its answers are deleted; the test linking to it then skips the link.
    const deleted = new Set(['q190', 'a190a', 'a190b', 'a190c']);
    pack.entries = pack.entries.filter((e) => !deleted.has((e as PackEntry).sys.id));
    server.setPack(pack);
    const before = server.requests.length;

    const result = await syncSnapshot(options, dir);

    expect(result).toMatchObject({ initial: false, changed: 2, deleted: 4 });
    const requests = server.requests.slice(before);
    expect(requests.filter((r) => r.resource === 'sync')).toHaveLength(1);
    expect(requests.filter((r) => r.resource.startsWith('entries') || r.resource === 'assets')).toEqual([]);
    const snapshot = await loadPack(result.file);
    const ids = new Set(snapshot.entries.map((e) => e.sys.id));
    expect(ids.has('a101d')).toBe(true);
    expect([...deleted].filter((id) => ids.has(id))).toEqual([]);
    const graph = normalizeSpace(snapshot);
    expect(graph.questions.find((q) => q.id === 'q101')?.text).toMatchObject({
      en: 'Edited in Contentful?',
      sv: 'Ändrad i Contentful?',
    });
    expect(siteDigest(graph)).toBe(siteDigest(normalizeSpace(await loadFromContentful(options))));
  });

  it('follows nextPageUrl through a space larger than one page', async () => {
    const pack = miniPack();
    const template = entriesOf(pack).find((e) => e.sys.id === 'a101c')!;
    for (let i = 0; i < 150; i++)
      pack.entries.push({
        ...structuredClone(template),
        sys: { ...structuredClone(template.sys), id: `extra${i}` },
      });
    await server.close();
    server = await startContentfulServer(pack, { deliveryToken: DELIVERY, previewToken: 'p', spaceId: SPACE });
    options = { ...options, host: server.host };
    const result = await syncSnapshot(options, dir);
    expect(server.count('sync')).toBeGreaterThan(1);
    const snapshot = await loadPack(result.file);
    expect(snapshot.entries.filter((e) => e.sys.id.startsWith('extra'))).toHaveLength(150);
  });

  it('keeps the snapshot and its token when a sync fails, and goes on from them', async () => {
    await syncSnapshot(options, dir);
    server.failNext(1, 500, (r) => r.resource === 'sync');
    await expect(syncSnapshot({ ...options, retryLimit: 0 }, dir)).rejects.toThrow(
      /Contentful request for sync \(delta\) failed: .*500/,
    );
    const again = await syncSnapshot(options, dir);
    expect(again).toMatchObject({ initial: false, changed: 0, deleted: 0 });
  });
});
