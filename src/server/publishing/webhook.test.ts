/**
 * The publishing webhook's hardening: idempotency keys shared by every process through the
 * database and kept across restarts (old ones pruned), replayed requests refused by their signature, a status report whose entries only the
 * operator's token sees, and a signing secret of Contentful's length or the server refuses to
 * start. Runs on PGlite and on a real PostgreSQL server.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { normalizeSpace } from '#src/content-layer/normalize.ts';
import type { RawSpace } from '#src/content-layer/raw.ts';
import { miniPack } from '#tests/fixtures/mini-pack.ts';
import { deliveryKey, signedHeaders, WEBHOOK_PATH } from '#tests/support/publishing.ts';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { ConfigError, readSettings } from '../settings.ts';
import { openDatabase, type Database } from '../db/client.ts';
import type { Builder } from './publisher.ts';
import { KEEP_DAYS, recordDelivery } from './deliveries.ts';
import { ifStarted } from '#tests/support/if-started.ts';

const SECRET = 'w'.repeat(64);
const STATUS_TOKEN = 'status-token-'.padEnd(40, 't');
const root = join(import.meta.dirname, '../../..');
const env = { ...process.env };
let database: Database;
let dist: string;

beforeAll(async () => {
  const url = process.env['TEST_DATABASE_URL'];
  database = await openDatabase({ url, dataDir: url ? mkdtempSync(join(tmpdir(), 'hooks-db-')) : 'memory://' });
  dist = mkdtempSync(join(tmpdir(), 'hooks-dist-'));
  writeFileSync(join(dist, 'index.html'), 'home');
  process.env['CONTENTFUL_WEBHOOK_SECRET'] = SECRET;
  process.env['HOOKS_STATUS_TOKEN'] = STATUS_TOKEN;
}, 60_000);
afterAll(async () => {
  process.env = env;
  await ifStarted(database, (x) => x.close());
});

/** A server process of its own (own data folder) on the shared database. */
async function server(
  build: Builder = () => Promise.resolve({ ok: false, log: 'not expected to build' }),
): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hooks-data-'));
  mkdirSync(join(dataDir, 'builds'), { recursive: true });
  return buildApp({
    distDir: dist,
    database,
    builder: build,
    publishDebounceMs: 10,
    content: normalizeSpace(miniPack() as unknown as RawSpace),
    config: configFromEnv({ DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(40) }),
  });
}

/** Timestamps (ms) a millisecond apart at least, so two deliveries never share a signature by chance. */
let lastStamp = 0;
const stamp = () => (lastStamp = Math.max(Date.now(), lastStamp + 1));

/** A signed delivery with this idempotency key (a topic that builds nothing unless given). */
function deliver(app: FastifyInstance, key: string, topic = 'ContentManagement.Entry.save') {
  const body = JSON.stringify({ sys: { id: 'q101' } });
  return app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: signedHeaders(SECRET, body, { 'x-contentful-idempotency-key': key, 'x-contentful-topic': topic }, stamp()),
    payload: body,
  });
}

describe('webhook idempotency keys', () => {
  it('ignores a delivery another process saw, and one seen before a restart', async () => {
    const key = deliveryKey('delivery');
    const a = await server();
    const b = await server();
    try {
      expect((await deliver(a, key)).json()).toEqual({ message: 'webhook.ignored' });
      expect((await deliver(b, key)).json()).toEqual({ message: 'webhook.duplicate' });
      await a.close();
      const restarted = await server();
      try {
        expect((await deliver(restarted, key)).json()).toEqual({ message: 'webhook.duplicate' });
        expect((await deliver(restarted, deliveryKey('other'))).json()).toEqual({ message: 'webhook.ignored' });
      } finally {
        await restarted.close();
      }
    } finally {
      await b.close();
    }
  });

  it('refuses a replayed request within the window whatever key it carries, and keeps a key the signature does not cover', async () => {
    const body = JSON.stringify({ sys: { id: 'q101' } });
    // Signed without its idempotency key: the key header can be changed without breaking the signature.
    const signed = signedHeaders(SECRET, body, { 'x-contentful-topic': 'ContentManagement.Entry.save' }, stamp());
    const key = deliveryKey('unsigned-key');
    const send = (app: FastifyInstance, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: WEBHOOK_PATH, headers, payload: body });
    const a = await server();
    const b = await server();
    try {
      expect((await send(a, { ...signed, 'x-contentful-idempotency-key': key })).json()).toEqual({
        message: 'webhook.ignored',
      });
      // The same signed request again, on this process or another, with another key or none: refused.
      for (const [app, headers] of [
        [a, { ...signed, 'x-contentful-idempotency-key': deliveryKey('changed') }],
        [b, signed],
        [b, { ...signed, 'x-contentful-idempotency-key': key }],
      ] as const) {
        const replayed = await send(app, headers);
        expect(replayed.statusCode).toBe(409);
        expect(replayed.json()).toEqual({ message: 'webhook.replayed' });
      }
      // Contentful's retry (a new signature) with the unsigned key: the key was kept.
      const retry = signedHeaders(SECRET, body, { 'x-contentful-topic': 'ContentManagement.Entry.save' }, stamp());
      expect((await send(b, { ...retry, 'x-contentful-idempotency-key': key })).json()).toEqual({
        message: 'webhook.duplicate',
      });
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('lets exactly one of two simultaneous receipts through: of one key, and of one request', async () => {
    const key = deliveryKey('race');
    const retries = await Promise.all([
      recordDelivery(database.db, { signature: deliveryKey('sig'), key }),
      recordDelivery(database.db, { signature: deliveryKey('sig'), key }),
    ]);
    expect(retries.sort()).toEqual(['duplicate', 'new']);
    const request = { signature: deliveryKey('sig'), key: deliveryKey('race') };
    const replays = await Promise.all([recordDelivery(database.db, request), recordDelivery(database.db, request)]);
    expect(replays.sort()).toEqual(['new', 'replayed']);
  });

  it(`forgets keys older than ${KEEP_DAYS} days when new ones arrive`, async () => {
    const old = { signature: deliveryKey('old') };
    const now = Date.now();
    expect(await recordDelivery(database.db, old, new Date(now - (KEEP_DAYS + 1) * 24 * 3600 * 1000))).toBe('new');
    const recent = { signature: deliveryKey('recent') };
    expect(await recordDelivery(database.db, recent, new Date(now - 24 * 3600 * 1000))).toBe('new');
    expect(await recordDelivery(database.db, { signature: deliveryKey('new') }, new Date(now))).toBe('new');
    expect(await recordDelivery(database.db, old)).toBe('new'); // pruned, so new again
    expect(await recordDelivery(database.db, recent)).toBe('replayed'); // kept
  });
});

describe('GET /hooks/status', () => {
  it('tells anyone the state and whether the build failed; the offending entries only with the token', async () => {
    const failing: Builder = () =>
      Promise.resolve({
        ok: false,
        log: "ERROR question 'q102': missing required field questionText",
      });
    const app = await server(failing);
    try {
      expect((await deliver(app, deliveryKey('publish'), 'ContentManagement.Entry.publish')).statusCode).toBe(202);
      const full = async (authorization?: string) =>
        (
          await app.inject({ method: 'GET', url: '/hooks/status', headers: authorization ? { authorization } : {} })
        ).json<{ data: { buildId: string; ok: boolean; errors?: string[] } | null; state: string }>();
      const report = await vi.waitFor(
        async () => {
          const now = await full(`Bearer ${STATUS_TOKEN}`);
          if (now.state !== 'idle' || !now.data)
            throw new Error(`the build has not reported yet: ${JSON.stringify(now)}`);
          return now;
        },
        { timeout: 20_000, interval: 50 },
      );
      expect(report.data).toMatchObject({
        ok: false,
        errors: ["ERROR question 'q102': missing required field questionText"],
      });
      const summary = { data: { buildId: report.data!.buildId, ok: false }, state: 'idle' };
      expect(await full()).toEqual(summary);
      expect(await full('Bearer not-the-status-token-but-long-enough-xx')).toEqual(summary);
      expect(await full(STATUS_TOKEN)).toEqual(summary);
      const res = await app.inject({ method: 'GET', url: '/hooks/status' });
      expect(res.body).not.toContain('q102');
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });
});

describe('the webhook signing secret', () => {
  it('must be at least 64 characters, as Contentful makes them', () => {
    expect(() => readSettings({ CONTENTFUL_WEBHOOK_SECRET: 'x'.repeat(63) })).toThrow(ConfigError);
    expect(() => readSettings({ CONTENTFUL_WEBHOOK_SECRET: 'short' })).toThrow(
      'CONTENTFUL_WEBHOOK_SECRET must be at least 64 characters',
    );
    expect(readSettings({ CONTENTFUL_WEBHOOK_SECRET: SECRET, HOOKS_STATUS_TOKEN: STATUS_TOKEN })).toMatchObject({
      webhookSecret: SECRET,
      hooksStatusToken: STATUS_TOKEN,
    });
    expect(readSettings({})).toMatchObject({ webhookSecret: undefined, hooksStatusToken: undefined });
    expect(() => readSettings({ HOOKS_STATUS_TOKEN: 'guessable' })).toThrow(
      'HOOKS_STATUS_TOKEN must be at least 32 characters',
    );
  });

  it('a short one stops the server at start with a message naming it, not a stack trace', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hooks-start-'));
    const run = spawnSync(process.execPath, ['src/server/main.ts'], {
      cwd: root,
      env: {
        ...env,
        CONTENTFUL_WEBHOOK_SECRET: 'too-short-secret',
        DATA_DIR: dataDir,
        DIST_DIR: dist,
        PORT: '0',
        HOST: 'localhost',
        API_ONLY: '',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      "Cannot start: CONTENTFUL_WEBHOOK_SECRET must be at least 64 characters (Contentful's signing secret); it has 16",
    );
  }, 40_000);
});
