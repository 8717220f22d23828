/**
 * End to end on the server side: a real `astro build` of a pack, a signed webhook after the
 * pack changed, and the page serving the new text, in the Node server and in PUBLISH_DIR;
 * wrongly signed or stale requests change nothing; a broken pack leaves the old site live and
 * reports the offending entry, and a reload after it (SIGHUP) keeps the live build's content.
 */
import { existsSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringMatching } from '#tests/support/matchers.ts';
import { buildTempDir } from '#tests/support/build-dir.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { createLogger } from '../logger.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { fieldsOf, signedHeaders, STATUS_TOKEN, waitFor, writeMiniPack, type Pack } from '#tests/support/publishing.ts';
import { astroBuilder } from './publisher.ts';

const secret = 's'.repeat(64);
const root = join(import.meta.dirname, '../../..');
let app: FastifyInstance;
let database: Database;
let packFile: string;
let publishDir: string;
let synced: string;
let dir: string;
const env = { ...process.env };
/** The server's log lines at info and above. */
const logged: { level: number; msg: string }[] = [];

const writePack = (mutate?: (p: Pack) => void) => writeMiniPack(packFile, mutate);
const signed = (body: string, headers: Record<string, string> = {}, timestamp = Date.now()) =>
  signedHeaders(secret, body, headers, timestamp);

const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;
/** The full status report: the operator's token unlocks the offending entries. */
const fullStatus = () =>
  app.inject({ method: 'GET', url: '/hooks/status', headers: { authorization: `Bearer ${STATUS_TOKEN}` } });

beforeAll(async () => {
  dir = buildTempDir('publish');
  packFile = join(dir, 'export.json');
  writePack();
  process.env['CONTENT_PACK'] = packFile;
  process.env['CONTENTFUL_WEBHOOK_SECRET'] = secret;
  process.env['HOOKS_STATUS_TOKEN'] = STATUS_TOKEN;
  publishDir = join(dir, 'www', 'site');
  process.env['PUBLISH_DIR'] = publishDir;
  synced = join(dir, 'synced.txt');
  // A sync to a static host, as an operator would write it: it copies the build PUBLISH_DIR shows.
  process.env['PUBLISH_COMMAND'] =
    `cp -R "$PUBLISH_BUILD_DIR" '${join(dir, 'host')}'-"$PUBLISH_BUILD_ID" && echo "$PUBLISH_BUILD_ID" >> '${synced}'`;
  const first = join(dir, 'dist');
  const built = await astroBuilder(root)(first);
  expect(built.ok, built.log).toBe(true);
  database = await openDatabase({ dataDir: 'memory://' });
  const logger = createLogger(
    { LOG_LEVEL: 'info' },
    { write: (line: string) => void logged.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  app = await buildApp({
    distDir: first,
    database,
    logger,
    config: configFromEnv({ DATA_DIR: join(dir, 'data'), JWT_SECRET: 'j'.repeat(40) }),
    publishDebounceMs: 50,
  });
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.close();
  process.env = env;
  rmSync(dir, { recursive: true, force: true });
});

/** The build id a page names (`<meta name="build-id">`). */
const buildIdOf = (html: string) => /<meta name="build-id" content="([^"]+)"/.exec(html)?.[1];
/** What PUBLISH_DIR shows: its front page's build id, and the file a static host serves for `path`. */
const published = (path = 'index.html') => readFileSync(join(publishDir, path), 'utf8');

describe('publishing', () => {
  it('PUBLISH_DIR holds the site the server starts with, its pages naming the served build', async () => {
    const served = (JSON.parse(await page('/builds/latest.json')) as { buildId: string }).buildId;
    expect(buildIdOf(published())).toBe(served);
    expect(buildIdOf(published('q/101/index.html'))).toBe(served);
    expect(readlinkSync(publishDir)).toBe(`site.build-${served}`);
    expect(logged.some((l) => l.msg === `PUBLISH_DIR ${publishDir} shows build ${served}`)).toBe(true);
    // PUBLISH_COMMAND ran for it, with the mirror folder of that build.
    await waitFor(() => existsSync(synced) && readFileSync(synced, 'utf8').includes(served), 20_000, 50);
    expect(buildIdOf(readFileSync(join(`${join(dir, 'host')}-${served}`, 'index.html'), 'utf8'))).toBe(served);
  });

  it('refuses wrongly signed and stale requests and changes nothing', async () => {
    writePack((p) => {
      fieldsOf(p, 'q101')['questionText'] = { 'en-US': 'Tampered text?' };
    });
    const body = '{"sys":{"id":"q101"}}';
    const bad = await app.inject({
      method: 'POST',
      url: '/hooks/contentful',
      headers: { ...signed(body), 'x-contentful-signature': '0'.repeat(64) },
      payload: body,
    });
    expect(bad.statusCode).toBe(401);
    const stale = await app.inject({
      method: 'POST',
      url: '/hooks/contentful',
      headers: signed(body, {}, Date.now() - 120_000),
      payload: body,
    });
    expect(stale.json()).toEqual({ message: 'webhook.stale' });
    const unsigned = await app.inject({
      method: 'POST',
      url: '/hooks/contentful',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await page('/q/101/')).toContain('What is the answer to 101?');
    expect((await fullStatus()).json()).toEqual({ data: null, state: 'idle' });
  });

  it('rebuilds on a signed publish and serves the new text, with a new latest build id', async () => {
    const before = JSON.parse(await page('/builds/latest.json')) as { buildId: string };
    writePack((p) => {
      fieldsOf(p, 'q101')['questionText'] = {
        'en-US': 'What is the NEW answer to 101?',
        'sv-SE': 'Vad är det NYA svaret på 101?',
      };
    });
    const body = '{"sys":{"id":"q101","type":"Entry"}}';
    const reported = (await fullStatus()).body;
    const sent = Date.now();
    const headers = signed(body, { 'x-contentful-idempotency-key': 'publish-1' }, sent);
    // A burst: the same delivery twice (Contentful's retry, signed anew: idempotency), the same
    // request replayed (refused) and another publish coalesce into one build.
    expect((await app.inject({ method: 'POST', url: '/hooks/contentful', headers, payload: body })).statusCode).toBe(
      202,
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/hooks/contentful',
          headers: signed(body, { 'x-contentful-idempotency-key': 'publish-1' }, sent + 1),
          payload: body,
        })
      ).json(),
    ).toEqual({ message: 'webhook.duplicate' });
    expect((await app.inject({ method: 'POST', url: '/hooks/contentful', headers, payload: body })).json()).toEqual({
      message: 'webhook.replayed',
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/hooks/contentful',
          headers: signed(body, { 'x-contentful-idempotency-key': 'publish-2' }),
          payload: body,
        })
      ).statusCode,
    ).toBe(202);
    await waitForBuild(reported);
    expect(await page('/q/101/')).toContain('What is the NEW answer to 101?');
    expect(await page('/sv/q/101/explanation/')).toContain('Vad är det NYA svaret på 101?');
    const after = JSON.parse(await page('/builds/latest.json')) as { buildId: string };
    expect(after.buildId).not.toBe(before.buildId);
    expect(JSON.parse(await page(`/builds/meta/${after.buildId}.json`))).toMatchObject({
      buildId: after.buildId,
      questions: 5,
    });
    // The same build in PUBLISH_DIR, whole, and the API serves its content.
    expect(buildIdOf(published())).toBe(after.buildId);
    expect(published('q/101/index.html')).toContain('What is the NEW answer to 101?');
    expect(JSON.parse(published('builds/latest.json'))).toEqual({ buildId: after.buildId });
    expect(app.content.buildId).toBe(after.buildId);
    await waitFor(() => readFileSync(synced, 'utf8').trim().split('\n').at(-1) === after.buildId, 20_000, 50);
  }, 120_000);

  it('does not rebuild when the publish changes nothing a page shows', async () => {
    const before = JSON.parse(await page('/builds/latest.json')) as { buildId: string };
    writePack((p) => {
      fieldsOf(p, 'q101')['questionText'] = {
        'en-US': 'What is the NEW answer to 101?',
        'sv-SE': 'Vad är det NYA svaret på 101?',
      };
      // A hidden question is on no page.
      fieldsOf(p, 'q190')['questionText'] = { 'en-US': 'Edited while hidden?' };
    });
    expect(await publishEntry('q190')).toMatchObject({ ok: true, skipped: true, buildId: before.buildId });
    expect((JSON.parse(await page('/builds/latest.json')) as { buildId: string }).buildId).toBe(before.buildId);
  }, 120_000);

  it('keeps the live site when the new content is broken, and names the offending entry', async () => {
    writePack((p) => {
      delete fieldsOf(p, 'q102')['questionText'];
    });
    const report = await publishEntry('q102');
    expect(report.ok).toBe(false);
    expect(report.errors.join('\n')).toContain("question 'q102'");
    expect(await page('/q/101/')).toContain('What is the NEW answer to 101?');
    expect(await page('/q/102/')).toContain('What is the answer to 102?');
  }, 120_000);

  it('a reload after a failed publish (a duplicate slug) keeps the live build content, and warns', async () => {
    const live = (JSON.parse(await page('/builds/latest.json')) as { buildId: string }).buildId;
    writePack((p) => {
      fieldsOf(p, 'q101')['questionText'] = {
        'en-US': 'An edit that never went live?',
        'sv-SE': 'En ändring som aldrig publicerades?',
      };
      fieldsOf(p, 'testD')['slug'] = { 'en-US': 'test-a' };
    });
    const report = await publishEntry('testD');
    expect(report.ok).toBe(false);
    expect(report.errors.join('\n')).toMatch(/slug/i);
    // What `kill -HUP` does: the live build's content snapshot, not the edited source.
    logged.length = 0;
    expect(await app.content.reload('SIGHUP')).toBe('unchanged');
    expect(app.content.buildId).toBe(live);
    expect(app.content.index.graph.questions.find((q) => q.id === 'q101')?.text.en).toBe(
      'What is the NEW answer to 101?',
    );
    expect(logged).toEqual([
      expect.objectContaining({
        level: 40,
        msg: stringMatching(
          new RegExp(`^reload \\(SIGHUP\\) found nothing new: build ${live}'s content is loaded and still live`),
        ),
      }),
    ]);
    expect(await page('/q/101/')).toContain('What is the NEW answer to 101?');
    expect(buildIdOf(published())).toBe(live);
  }, 120_000);
});

/** Contentful's signed publish of entry `id`; resolves with the publisher's report once it is done. */
async function publishEntry(
  id: string,
): Promise<{ ok: boolean; skipped?: boolean; buildId: string; errors: string[] }> {
  const body = JSON.stringify({ sys: { id } });
  const reported = (await fullStatus()).body;
  expect(
    (await app.inject({ method: 'POST', url: '/hooks/contentful', headers: signed(body), payload: body })).statusCode,
  ).toBe(202);
  await waitForBuild(reported);
  return (await fullStatus()).json<{ data: { ok: boolean; skipped?: boolean; buildId: string; errors: string[] } }>()
    .data;
}

/** Waits until the publisher reports a build other than the one reported before, and none is pending. */
async function waitForBuild(before: string) {
  const previous = JSON.stringify((JSON.parse(before) as { data: unknown }).data);
  await expect
    .poll(
      async () => {
        const now = (await fullStatus()).json<{ data: unknown; state: string }>();
        return now.state === 'idle' && JSON.stringify(now.data) !== previous;
      },
      { timeout: 90_000, interval: 100, message: 'no build finished' },
    )
    .toBe(true);
}
