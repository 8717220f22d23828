/**
 * Many API processes on one database (docs/operations.md, "Running at scale"): three `API_ONLY` processes
 * and the publishing site server start together on an empty PostgreSQL server (they take turns
 * at the migrations), then an editor adds a question and Contentful's signed webhook reaches
 * the site server. Once the new build is live, every API process accepts answers to the new
 * question: each learned of the publish through the database (LISTEN/NOTIFY) and loaded the
 * live build's content snapshot, without a signal; PUBLISH_DIR shows that build. Then a publish
 * fails (a duplicate slug) and every process gets SIGHUP: none loads the edit that never went
 * live, and each warns that it found nothing new.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { signRequest } from '@contentful/node-apps-toolkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringContaining } from '#tests/support/matchers.ts';
import { startPostgres, type PostgresServer } from '../support/postgres-server.ts';
import {
  addQuestion,
  editPack,
  fieldsOf,
  firstPublishedBuild,
  liveBuildId,
  nextPublishReport,
  publishStatus,
  startServerProcess,
  waitFor,
  WEBHOOK_PATH,
  writeMiniPack,
  type ServerProcess,
} from '../support/publishing.ts';
import { buildTempDir } from '#tests/support/build-dir.ts';
import { ifStarted } from '#tests/support/if-started.ts';

// Contentful's signing secrets are 64 characters (its toolkit refuses others).
const secret = 'scale-test-webhook-secret-'.padEnd(64, 'k');
const NEW_QUESTION = '106';
/** Added with an edit whose publish fails: no process may ever accept answers to it. */
const UNPUBLISHED_QUESTION = '107';

let dir: string;
let packFile: string;
let publishDir: string;
let postgres: PostgresServer;
let started: ServerProcess[] = [];
/** The site server first, then the three API processes. */
const site = () => started[0]!;
const apis = () => started.slice(1);

/** An anonymous user on `base`, then its answer to question `gid` (correct answer `<gid>-a`). */
async function answerNewQuestion(base: string, gid = NEW_QUESTION): Promise<number> {
  const user = await fetch(new URL('/v1/users', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { data } = (await user.json()) as { data: { uuid: string } };
  const res = await fetch(new URL('/v1/user_answers', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user_uuid: data.uuid,
      user_answer: { question_global_id: gid, answer_global_id: `${gid}-a` },
    }),
  });
  return res.status;
}

/** The webhook request Contentful sends on publish, signed by Contentful's own toolkit. */
async function publish(base: string, gid = NEW_QUESTION): Promise<Response> {
  const body = JSON.stringify({ sys: { type: 'Entry', id: `q${gid}` } });
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
    'x-contentful-idempotency-key': `scale-publish-${gid}`,
  };
  const signed = signRequest(secret, { method: 'POST', path: WEBHOOK_PATH, headers, body }, Date.now());
  return fetch(new URL(WEBHOOK_PATH, base), { method: 'POST', headers: { ...headers, ...signed }, body });
}

beforeAll(async () => {
  dir = buildTempDir('scale');
  packFile = join(dir, 'export.json');
  writeMiniPack(packFile);
  postgres = await startPostgres();
  publishDir = join(dir, 'www', 'quiz');
  // Info logs: the reloads say which build's content they loaded, or warn that nothing was new.
  const first = await firstPublishedBuild({
    dataDir: join(dir, 'site'),
    packFile,
    secret,
    env: { DATABASE_URL: postgres.url, PUBLISH_DIR: publishDir, LOG_LEVEL: 'info' },
  });
  const api = (n: number): NodeJS.ProcessEnv => ({
    ...first.env,
    API_ONLY: 'true',
    DATA_DIR: join(dir, `api-${n}`),
    CONTENTFUL_WEBHOOK_SECRET: '',
    HOOKS_STATUS_TOKEN: '',
    PUBLISH_DIR: '',
  });
  // All four at once on the empty database: each migrates at start.
  const starts = await Promise.allSettled([
    startServerProcess(first.env),
    ...[1, 2, 3].map((n) => startServerProcess(api(n))),
  ]);
  started = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  expect(starts.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(Array(4).fill('started'));
}, 240_000);

afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
  ifStarted(postgres, (x) => x.stop());
  rmSync(dir, { recursive: true, force: true });
});

describe('three API processes and the site server on one PostgreSQL', () => {
  it('all four are ready', async () => {
    for (const server of started) {
      const res = await fetch(new URL('/readyz', server.baseUrl));
      expect(await res.json()).toEqual({ status: 'ok', checks: { database: 'ok', content: 'ok', accepting: 'ok' } });
    }
  });

  it('a published question is answerable on every API process once its build is live, without a signal', async () => {
    for (const api of apis()) expect(await answerNewQuestion(api.baseUrl)).toBe(404);
    editPack(packFile, (pack) => addQuestion(pack, NEW_QUESTION));
    const before = await publishStatus(site().baseUrl);
    expect((await publish(site().baseUrl)).status).toBe(202);
    const report = await nextPublishReport(site().baseUrl, before, 180_000);
    expect(report).toMatchObject({ ok: true });
    expect(report.skipped).toBeUndefined();
    expect(await answerNewQuestion(site().baseUrl)).toBe(201);
    // Each process reloads when the notice reaches it: moments after the build went live.
    for (const api of apis())
      expect(await waitFor(async () => (await answerNewQuestion(api.baseUrl)) === 201 || null, 30_000, 250)).toBe(true);
    // The build a file server showing PUBLISH_DIR serves: the same one, and each process says it loaded it.
    const live = await liveBuildId(site().baseUrl);
    expect(report.buildId).toBe(live);
    expect(buildIdOf(readFileSync(join(publishDir, 'index.html'), 'utf8'))).toBe(live);
    for (const api of apis())
      expect(
        api.logs().some((l) => l.level === 30 && l.msg === `content of build ${live} loaded (build ${live} went live)`),
      ).toBe(true);
  }, 240_000);

  it('after a failed publish, SIGHUP leaves every process serving the live build, and each warns', async () => {
    const live = await liveBuildId(site().baseUrl);
    // An editor adds question 107 and, by mistake, gives the diploma test the practice test's slug.
    editPack(packFile, (pack) => {
      addQuestion(pack, UNPUBLISHED_QUESTION);
      fieldsOf(pack, 'testD')['slug'] = { 'en-US': 'test-a' };
    });
    const before = await publishStatus(site().baseUrl);
    expect((await publish(site().baseUrl, UNPUBLISHED_QUESTION)).status).toBe(202);
    const report = await nextPublishReport(site().baseUrl, before, 180_000);
    expect(report.ok).toBe(false);
    expect(report.errors.join('\n')).toMatch(/slug/i);
    for (const server of started) server.signal('SIGHUP');
    for (const server of started) {
      await waitFor(() => server.logs().some((l) => l.msg.startsWith('reload (SIGHUP)')), 30_000, 100);
      expect(server.logs().filter((l) => l.msg.startsWith('reload (SIGHUP)'))).toEqual([
        expect.objectContaining({
          level: 40,
          msg: stringContaining(`reload (SIGHUP) found nothing new: build ${live}'s content is loaded and still live`),
        }),
      ]);
      expect(await answerNewQuestion(server.baseUrl, UNPUBLISHED_QUESTION)).toBe(404);
      expect(await answerNewQuestion(server.baseUrl)).toBe(201);
    }
    expect(await liveBuildId(site().baseUrl)).toBe(live);
    expect(buildIdOf(readFileSync(join(publishDir, 'index.html'), 'utf8'))).toBe(live);
  }, 240_000);
});

/** The build id a page names (`<meta name="build-id">`). */
function buildIdOf(html: string): string | undefined {
  return /<meta name="build-id" content="([^"]+)"/.exec(html)?.[1];
}
