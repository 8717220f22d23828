/**
 * A publishing server reading Contentful through the Sync API (the real `contentful` SDK
 * against the local stand-in): each publish fetches only the changes, once, and the digest,
 * the build (through its `CONTENT_PACK`) and the API's content read that one snapshot.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startContentfulServer, type ContentfulTestServer } from '#tests/support/contentful-server.ts';
import { miniPack } from '#tests/fixtures/mini-pack.ts';
import { signedHeaders, STATUS_TOKEN, waitFor } from '#tests/support/publishing.ts';
import { contentConfigFromEnv, loadContent, type ContentConfig } from '#src/content-layer/index.ts';
import { parseLocaleMap } from '#src/content-layer/locales.ts';
import { siteDigest } from '#src/content-layer/site-digest.ts';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { publishingContent } from './content-source.ts';

const SPACE = 'space-publish-sync';
const DELIVERY = 'delivery-token-publish';
const PREVIEW = 'preview-token-publish';
type PackEntry = { sys: { id: string }; fields: Record<string, Record<string, unknown>> };

let server: ContentfulTestServer;
let dataDir: string;

beforeEach(async () => {
  server = await startContentfulServer(miniPack(), { deliveryToken: DELIVERY, previewToken: PREVIEW, spaceId: SPACE });
  dataDir = mkdtempSync(join(tmpdir(), 'publish-sync-'));
});
afterEach(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const contentfulConfig = (preview = false): ContentConfig => ({
  source: {
    kind: 'contentful',
    options: {
      spaceId: SPACE,
      accessToken: preview ? PREVIEW : DELIVERY,
      preview,
      host: server.host,
      insecure: true,
      throttle: 30,
      retryLimit: 0,
      logHandler: () => undefined,
    },
  },
  preview,
  localeMap: parseLocaleMap(undefined),
});

/** The stand-in's pack with question q101's English text changed. */
function editedPack(text: string) {
  const pack = miniPack();
  const q = (pack.entries as unknown as PackEntry[]).find((e) => e.sys.id === 'q101')!;
  q.fields['questionText'] = { ...q.fields['questionText'], 'en-US': text };
  return pack;
}

/** Requests made while `run` ran, by resource. */
async function requestsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const before = server.requests.length;
  await run();
  return server.requests.slice(before).map((r) => r.resource);
}

describe('publishingContent', () => {
  it('refreshes with one delta sync and hands the build the same snapshot', async () => {
    const content = await publishingContent(contentfulConfig(), dataDir);
    server.setPack(editedPack('Edited for the sync?'));
    const fetched = await requestsDuring(() => content.refresh());
    expect(fetched.filter((r) => r === 'sync')).toHaveLength(1);
    expect(fetched.filter((r) => r.startsWith('entries') || r === 'assets')).toEqual([]);
    const graph = await content.load();
    expect(graph.questions.find((q) => q.id === 'q101')?.text.en).toBe('Edited for the sync?');
    // The build child reads the environment with buildEnv on top of the server's.
    const asBuild = await loadContent(
      contentConfigFromEnv({ CONTENTFUL_SPACE_ID: SPACE, CONTENTFUL_ACCESS_TOKEN: DELIVERY, ...content.buildEnv }),
    );
    expect(siteDigest(asBuild)).toBe(siteDigest(graph));
    expect(await requestsDuring(() => content.load())).toEqual([]);
  });

  it('keeps reading the whole space in preview, with no snapshot', async () => {
    const content = await publishingContent(contentfulConfig(true), dataDir);
    expect(content.buildEnv).toEqual({});
    expect(await requestsDuring(() => content.refresh())).toEqual([]);
    expect(await requestsDuring(() => content.load())).toContain('entries:question');
    expect(existsSync(join(dataDir, 'contentful'))).toBe(false);
  });
});

describe('publishing from Contentful', () => {
  let app: FastifyInstance;
  let database: Database;
  afterEach(async () => {
    await app.close();
    await database.close();
  });

  it('fetches the changes once per publish: the digest, the build and the API read them', async () => {
    const env = { ...process.env };
    process.env['CONTENTFUL_WEBHOOK_SECRET'] = 's'.repeat(64);
    process.env['HOOKS_STATUS_TOKEN'] = STATUS_TOKEN;
    const builtFrom: string[] = [];
    try {
      const dist = join(dataDir, 'dist');
      mkdirSync(dist);
      writeFileSync(join(dist, 'index.html'), '<!doctype html>');
      database = await openDatabase({ dataDir: 'memory://' });
      app = await buildApp({
        distDir: dist,
        database,
        contentConfig: contentfulConfig(),
        config: configFromEnv({ DATA_DIR: join(dataDir, 'data'), JWT_SECRET: 'j'.repeat(40) }),
        publishDebounceMs: 10,
        // A stand-in for `astro build`: a site that names the question text the content had.
        builder: async (outDir) => {
          const graph = await loadContent(
            contentConfigFromEnv({ CONTENT_PACK: join(dataDir, 'data', 'contentful', 'snapshot.json') }),
          );
          builtFrom.push(graph.questions.find((q) => q.id === 'q101')?.text.en ?? '');
          mkdirSync(outDir, { recursive: true });
          writeFileSync(join(outDir, 'index.html'), '<!doctype html>');
          return { ok: true, log: '' };
        },
      });
      server.setPack(editedPack('Published through sync?'));
      const body = '{"sys":{"id":"q101","type":"Entry"}}';
      const fetched = await requestsDuring(async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/hooks/contentful',
          headers: signedHeaders('s'.repeat(64), body, { 'x-contentful-idempotency-key': 'sync-1' }),
          payload: body,
        });
        expect(res.statusCode).toBe(202);
        await waitFor(
          async () => {
            const status = (
              await app.inject({
                method: 'GET',
                url: '/hooks/status',
                headers: { authorization: `Bearer ${STATUS_TOKEN}` },
              })
            ).json<{ data: { ok: boolean } | null; state: string }>();
            return status.data !== null && status.state === 'idle';
          },
          30_000,
          20,
        );
      });
      expect(fetched.filter((r) => r === 'sync')).toHaveLength(1);
      expect(fetched.filter((r) => r.startsWith('entries') || r === 'assets')).toEqual([]);
      expect(builtFrom).toEqual(['Published through sync?']);
      expect(app.content.index.graph.questions.find((q) => q.id === 'q101')?.text.en).toBe('Published through sync?');
    } finally {
      process.env = env;
    }
  });
});
