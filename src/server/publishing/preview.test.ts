/**
 * Preview builds against the local stand-in of Contentful's Delivery and Preview APIs: an
 * editor's save rebuilds the preview site (drafts included) on its own port, within seconds,
 * while the public site and its builds stay as published; a burst of auto_saves makes one
 * preview build; without PREVIEW_PORT a save changes nothing. The builds are a stand-in for
 * `astro build` that reads the content with the environment the preview build gets.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startContentfulServer, type ContentfulTestServer } from '#tests/support/contentful-server.ts';
import { miniPack } from '#tests/fixtures/mini-pack.ts';
import { freePort } from '#tests/support/ports.ts';
import { buildTempDir } from '#tests/support/build-dir.ts';
import { deliveryKey, signedHeaders, STATUS_TOKEN, waitFor, WEBHOOK_PATH } from '#tests/support/publishing.ts';
import { contentConfigFromEnv, loadContent } from '#src/content-layer/index.ts';
import { buildApp, type AppOptions } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { previewBuildEnv } from './preview.ts';
import { ConfigError, readSettings } from '../settings.ts';
import { buildCacheDir, type Builder } from './publisher.ts';

const SECRET = 'p'.repeat(64);
const SPACE = 'space-preview';
const DELIVERY = 'delivery-token-preview';
const PREVIEW = 'preview-token-preview';
const PUBLISHED = 'What is the answer to 101?';
type PackEntry = { sys: { id: string }; fields: Record<string, Record<string, unknown>> };

const env = { ...process.env };
let contentful: ContentfulTestServer;
let database: Database;
let root: string;
let app: FastifyInstance | undefined;
/** Question q101's text in each build, public and preview. */
const built = { public: [] as string[], preview: [] as string[] };

beforeAll(async () => {
  contentful = await startContentfulServer(miniPack(), {
    deliveryToken: DELIVERY,
    previewToken: PREVIEW,
    spaceId: SPACE,
  });
  database = await openDatabase({ dataDir: 'memory://' });
  root = buildTempDir('preview');
  Object.assign(process.env, {
    CONTENTFUL_SPACE_ID: SPACE,
    CONTENTFUL_ACCESS_TOKEN: DELIVERY,
    CONTENTFUL_PREVIEW_TOKEN: PREVIEW,
    CONTENTFUL_HOST: contentful.host,
    CONTENTFUL_INSECURE: 'true',
    CONTENTFUL_WEBHOOK_SECRET: SECRET,
    HOOKS_STATUS_TOKEN: STATUS_TOKEN,
  });
}, 60_000);
afterEach(async () => {
  await app?.close();
  app = undefined;
  built.public.length = 0;
  built.preview.length = 0;
  delete process.env['PREVIEW_PORT'];
});
afterAll(async () => {
  process.env = env;
  await database.close();
  await contentful.close();
  rmSync(root, { recursive: true, force: true });
});

/** A site whose page `/q/101/` shows question q101's text as `env`'s content has it. */
function siteBuilder(env: NodeJS.ProcessEnv, into: string[]): Builder {
  return async (outDir) => {
    const text = (await loadContent(contentConfigFromEnv(env))).questions.find((q) => q.id === 'q101')?.text.en ?? '';
    into.push(text);
    writePage(outDir, text);
    return { ok: true, log: '' };
  };
}

function writePage(dir: string, text: string) {
  mkdirSync(join(dir, 'q', '101'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(join(dir, 'q', '101', 'index.html'), `<!doctype html><h1>${text}</h1>`);
}

/**
 * The publishing server in `dir` (its `dist` and DATA_DIR `data`) with its public site built from
 * the published content; the builders are stand-ins unless `builders` names others (none: the real
 * `astro build`).
 */
async function startServer(
  dir: string,
  builders: Pick<AppOptions, 'builder' | 'previewBuilder'> = {
    builder: siteBuilder(process.env, built.public),
    previewBuilder: (previewEnv) => siteBuilder(previewEnv, built.preview),
  },
): Promise<FastifyInstance> {
  const dist = join(dir, 'dist');
  writePage(dist, PUBLISHED);
  return buildApp({
    distDir: dist,
    database,
    config: configFromEnv({ DATA_DIR: join(dir, 'data'), JWT_SECRET: 'j'.repeat(40) }),
    publishDebounceMs: 200,
    ...builders,
  });
}

/** An editor's save of q101, signed as Contentful signs it. */
function save(server: FastifyInstance, key: string, topic = 'ContentManagement.Entry.save') {
  const body = JSON.stringify({ sys: { id: 'q101', type: 'Entry' } });
  return server.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: signedHeaders(SECRET, body, {
      'x-contentful-idempotency-key': deliveryKey(key),
      'x-contentful-topic': topic,
    }),
    payload: body,
  });
}

interface Status {
  data: unknown;
  state: string;
  preview?: { data: { buildId: string; ok: boolean } | null; state: string };
}
const status = async (server: FastifyInstance) =>
  (
    await server.inject({ method: 'GET', url: '/hooks/status', headers: { authorization: `Bearer ${STATUS_TOKEN}` } })
  ).json<Status>();

/** Waits until a preview build other than `before` finished and none is pending. */
const previewBuilt = (server: FastifyInstance, before: string | undefined) =>
  waitFor(
    async () => {
      const preview = (await status(server)).preview;
      return preview?.state === 'idle' && preview.data?.ok && preview.data.buildId !== before
        ? preview.data.buildId
        : null;
    },
    20_000,
    20,
  );

/** Saves a draft of q101 with this English text in the stand-in (the preview token sees it). */
function saveDraft(text: string) {
  const q = (miniPack().entries as unknown as PackEntry[]).find((e) => e.sys.id === 'q101')!;
  q.fields['questionText'] = { ...q.fields['questionText'], 'en-US': text };
  contentful.saveDraft(q);
}

describe('preview builds', () => {
  it('an Entry.save shows the draft on the preview port within seconds; the public site stays as published', async () => {
    const port = await freePort();
    process.env['PREVIEW_PORT'] = String(port);
    app = await startServer(join(root, 'save'));
    const first = await previewBuilt(app, undefined);
    saveDraft('A draft nobody published?');
    const started = Date.now();
    expect((await save(app, 'save')).statusCode).toBe(202);
    await previewBuilt(app, first);
    const page = await fetch(`http://localhost:${port}/q/101/`);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await page.text()).toContain('A draft nobody published?');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect(built.preview).toEqual([PUBLISHED, 'A draft nobody published?']);
    // The public site, its builds and the API's content: untouched.
    expect((await app.inject({ method: 'GET', url: '/q/101/' })).body).toContain(PUBLISHED);
    expect(built.public).toEqual([]);
    expect((await status(app)).data).toBeNull();
    expect(app.content.index.graph.questions.find((q) => q.id === 'q101')?.text.en).toBe(PUBLISHED);
    expect(existsSync(join(root, 'save', 'data', 'builds', 'current'))).toBe(false);
  }, 30_000);

  it('a burst of auto_saves makes one preview build', async () => {
    process.env['PREVIEW_PORT'] = String(await freePort());
    app = await startServer(join(root, 'burst'));
    const first = await previewBuilt(app, undefined);
    for (let i = 0; i < 5; i++) {
      saveDraft(`Draft, keystroke ${i}?`);
      expect((await save(app, `auto-${i}`, 'ContentManagement.Entry.auto_save')).statusCode).toBe(202);
    }
    await previewBuilt(app, first);
    // The first build is the one at start; then one for the whole burst, with the last draft.
    expect(built.preview).toHaveLength(2);
    expect(built.preview[1]).toBe('Draft, keystroke 4?');
    expect(built.public).toEqual([]);
  }, 30_000);

  it('without PREVIEW_PORT a save is acknowledged and changes nothing', async () => {
    app = await startServer(join(root, 'none'));
    saveDraft('Saved without a preview?');
    expect((await save(app, 'plain')).json()).toEqual({ message: 'webhook.ignored' });
    // A requested build shows as 'waiting' from the moment it is asked for: idle now means none was.
    expect(await status(app)).toEqual({ data: null, state: 'idle' });
    expect(built).toEqual({ public: [], preview: [] });
    expect(existsSync(join(root, 'none', 'data', 'preview-builds'))).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/q/101/' })).body).toContain(PUBLISHED);
  });
});

describe('a preview build with the real astro build', () => {
  it('reads the draft through the Preview API and serves it on the preview port only', async () => {
    const port = await freePort();
    process.env['PREVIEW_PORT'] = String(port);
    // A preview kept from an earlier run: no build at start, only the save's.
    const kept = join(root, 'real', 'data', 'preview-builds', 'kept-build');
    writePage(kept, PUBLISHED);
    writeFileSync(join(kept, '..', 'current'), 'kept-build');
    app = await startServer(join(root, 'real'), { builder: siteBuilder(process.env, built.public) });
    saveDraft('A draft built by Astro?');
    expect((await save(app, 'real')).statusCode).toBe(202);
    await waitFor(
      async () => {
        const preview = (await status(app!)).preview;
        return preview?.state === 'idle' && preview.data;
      },
      240_000,
      200,
    );
    expect((await status(app)).preview?.data?.ok).toBe(true);
    expect(await (await fetch(`http://localhost:${port}/q/101/`)).text()).toContain('A draft built by Astro?');
    expect((await app.inject({ method: 'GET', url: '/q/101/' })).body).toContain(PUBLISHED);
    expect(built.public).toEqual([]);
  }, 300_000);

  it('a save during a publish: both build, with DATA_DIR outside the project (the builds take turns)', async () => {
    const port = await freePort();
    process.env['PREVIEW_PORT'] = String(port);
    // Outside the project, as on a server: Astro keeps such builds' server bundle in one shared folder.
    const outside = mkdtempSync(join(tmpdir(), 'preview-turns-'));
    try {
      app = await startServer(outside, {});
      saveDraft('A draft saved during a publish?');
      const answers = await Promise.all([save(app, 'turns'), save(app, 'turns', 'ContentManagement.Entry.publish')]);
      expect(answers.map((a) => a.statusCode)).toEqual([202, 202]);
      const preview = () =>
        fetch(`http://localhost:${port}/q/101/`).then(
          (r) => r.text(),
          () => '',
        );
      await waitFor(
        async () => {
          const now = await status(app!);
          return now.state === 'idle' && now.data && (await preview()).includes('A draft saved during a publish?');
        },
        240_000,
        200,
      );
      const done = await status(app);
      expect(done.data).toMatchObject({ ok: true });
      expect(done.preview?.data).toMatchObject({ ok: true });
      expect((await app.inject({ method: 'GET', url: '/q/101/' })).body).toContain(PUBLISHED);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  }, 300_000);
});

describe('the preview settings', () => {
  const refusal = (e: NodeJS.ProcessEnv) => {
    try {
      readSettings(e);
      return 'accepted';
    } catch (err) {
      if (err instanceof ConfigError) return err.message;
      throw err;
    }
  };

  it('need a Preview API token with Contentful and a port of their own', () => {
    expect(readSettings({}).preview).toBeNull();
    expect(readSettings({ PREVIEW_PORT: '4322' }).preview).toEqual({ port: 4322, host: 'localhost' });
    expect(refusal({ PREVIEW_PORT: '4322', CONTENTFUL_SPACE_ID: 'space' })).toBe(
      'PREVIEW_PORT needs CONTENTFUL_PREVIEW_TOKEN (a Content Preview API token) when CONTENTFUL_SPACE_ID is set',
    );
    expect(refusal({ PREVIEW_PORT: '4321' })).toBe('PREVIEW_PORT must differ from PORT; both are 4321');
  });
});

describe('previewBuildEnv', () => {
  it('reads drafts into a build cache of its own, none when incremental builds are off', () => {
    const env = previewBuildEnv({ CONTENT_PACK: 'pack.json' }, '/data');
    expect(env).toMatchObject({
      CONTENT_PACK: 'pack.json',
      CONTENT_PREVIEW: 'true',
      ASTRO_BUILD_CACHE: join('/data', 'preview-build-cache'),
    });
    expect(env['ASTRO_BUILD_CACHE']).not.toBe(buildCacheDir('/data'));
    expect(previewBuildEnv({ INCREMENTAL_BUILD: 'false' }, '/data')['ASTRO_BUILD_CACHE']).toBe('');
  });
});
