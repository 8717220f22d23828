/**
 * Every process serves the live build's content, from its snapshot in the shared database: a
 * reload after an edit that never went live (a failed publish) keeps the live content and warns;
 * a reload after another build went live loads that build's content and says which; a second
 * process starts with the live build's content, not the source's. Runs on PGlite and on a real
 * PostgreSQL server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, sql } from 'drizzle-orm';
import { parseLocaleMap } from '#src/content-layer/locales.ts';
import { siteDigest } from '#src/content-layer/site-digest.ts';
import { normalizeContent, type ContentConfig } from '#src/content-layer/index.ts';
import { editPack, fieldsOf, writeMiniPack } from '#tests/support/publishing.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { contentSnapshots } from '../db/schema.ts';
import { publishingContent } from './content-source.ts';
import { KEEP_SNAPSHOTS } from './content-snapshots.ts';
import { startLiveContent, type ContentStart, type LiveContent } from './live-content.ts';

let database: Database;
let dir: string;
let packFile: string;

beforeAll(async () => {
  const url = process.env['TEST_DATABASE_URL'];
  database = await openDatabase({ url, dataDir: url ? mkdtempSync(join(tmpdir(), 'live-db-')) : 'memory://' });
});
afterAll(async () => {
  // The PostgreSQL run shares its database with later files: leave no live build behind.
  await database.db.execute(sql`delete from content_snapshots`);
  await database.close();
});
beforeEach(async () => {
  await database.db.execute(sql`delete from content_snapshots`);
  dir = mkdtempSync(join(tmpdir(), 'live-content-'));
  packFile = join(dir, 'export.json');
  writeMiniPack(packFile);
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const config = (): ContentConfig => ({
  source: { kind: 'pack', path: packFile },
  preview: false,
  localeMap: parseLocaleMap(undefined),
});

/** A process's content on the shared database, with the lines it logged. */
async function server(start: ContentStart = { kind: 'live' }) {
  const lines: string[] = [];
  const log = {
    info: (m: string) => lines.push(`info: ${m}`),
    warn: (m: string) => lines.push(`warn: ${m}`),
    error: (m: string) => lines.push(`error: ${m}`),
  };
  const source = () => publishingContent(config(), dir);
  const started = await startLiveContent(
    { db: database.db, source, normalize: (raw) => normalizeContent(raw, config()), log },
    start,
  );
  return { ...started, lines };
}

/** Publishes the pack as it is now as build `buildId` from `publisher` (what the publisher's goLive does). */
async function publish(publisher: LiveContent, buildId: string) {
  const source = await publishingContent(config(), dir);
  const raw = await source.read();
  const graph = source.normalize(raw);
  await publisher.goLive({ buildId, siteDigest: siteDigest(graph), raw }, graph);
}

const textOf = (content: LiveContent, id = 'q101') => content.index.graph.questions.find((q) => q.id === id)?.text.en;

describe('the live build content', () => {
  it('a reload after an edit that never went live keeps the live content and warns', async () => {
    const publisher = await server();
    await publish(publisher.content, 'build-1');
    // The edit whose publish failed: the source has it, no build shows it.
    editPack(packFile, (p) => {
      fieldsOf(p, 'q101')['questionText'] = { 'en-US': 'An edit that never went live?' };
    });
    expect(await publisher.content.reload('SIGHUP')).toBe('unchanged');
    expect(textOf(publisher.content)).toBe('What is the answer to 101?');
    expect(publisher.content.buildId).toBe('build-1');
    expect(publisher.lines.at(-1)).toMatch(
      /^warn: reload \(SIGHUP\) found nothing new: build build-1's content is loaded and still live; edits reach the API when their publish succeeds/,
    );
    // Another process starting now gets the live build's content, not the source's.
    const other = await server();
    expect(other.content.buildId).toBe('build-1');
    expect(textOf(other.content)).toBe('What is the answer to 101?');
    expect(other.lines).toContain('info: content of build build-1 loaded (start)');
  });

  it('a reload after another build went live loads that build and says which', async () => {
    const publisher = await server();
    await publish(publisher.content, 'build-1');
    const other = await server();
    editPack(packFile, (p) => {
      fieldsOf(p, 'q101')['questionText'] = { 'en-US': 'Published in build 2?' };
    });
    await publish(publisher.content, 'build-2');
    expect(textOf(publisher.content)).toBe('Published in build 2?');
    expect(await other.content.reload('build build-2 went live')).toBe('loaded');
    expect(textOf(other.content)).toBe('Published in build 2?');
    expect(other.lines.at(-1)).toBe('info: content of build build-2 loaded (build build-2 went live)');
    // A listener that reconnected and finds nothing new says so at info.
    expect(await other.content.reload('listener reconnected', { expectNew: false })).toBe('unchanged');
    expect(other.lines.at(-1)).toBe(
      "info: reload (listener reconnected) found nothing new: build build-2's content is loaded and still live",
    );
  });

  it('keeps the live snapshot and the one before it', async () => {
    const publisher = await server();
    for (let i = 1; i <= KEEP_SNAPSHOTS + 2; i++) await publish(publisher.content, `build-${i}`);
    const rows = await database.db
      .select({ buildId: contentSnapshots.buildId })
      .from(contentSnapshots)
      .orderBy(desc(contentSnapshots.liveAt));
    expect(rows.map((r) => r.buildId)).toEqual(['build-4', 'build-3']);
  });

  it('the site server records the build it serves from the source, unless the source shows something else', async () => {
    const source = await publishingContent(config(), dir);
    const digest = siteDigest(await source.load());
    const site = await server({ kind: 'served', buildId: 'dist-1', siteDigest: digest });
    expect(site.madeLive).toBe('dist-1');
    expect(site.content.buildId).toBe('dist-1');
    expect(site.lines).toContain('info: content of build dist-1 loaded (start, recorded from the content source)');
    // Restarted serving the same build: its snapshot, whatever the source holds now.
    editPack(packFile, (p) => {
      fieldsOf(p, 'q101')['questionText'] = { 'en-US': 'Edited after the build?' };
    });
    const again = await server({ kind: 'served', buildId: 'dist-1', siteDigest: digest });
    expect(again.madeLive).toBeNull();
    expect(textOf(again.content)).toBe('What is the answer to 101?');
    // Another build whose recorded digest is not the source's: nothing is recorded, and it says so.
    const other = await server({ kind: 'served', buildId: 'dist-2', siteDigest: 'not-this' });
    expect(other.madeLive).toBeNull();
    expect(other.content.buildId).toBeNull();
    expect(other.lines.join('\n')).toMatch(/warn: the content source differs from the served build dist-2/);
  });

  it('before any build is recorded live, a reload reads the source', async () => {
    const api = await server();
    expect(api.content.buildId).toBeNull();
    expect(api.lines).toContain('info: content loaded from the content source (start; no build recorded live yet)');
    expect(await api.content.reload('SIGHUP')).toBe('unchanged');
    editPack(packFile, (p) => {
      fieldsOf(p, 'q101')['questionText'] = { 'en-US': 'Built elsewhere?' };
    });
    expect(await api.content.reload('SIGHUP')).toBe('loaded');
    expect(textOf(api.content)).toBe('Built elsewhere?');
  });
});
