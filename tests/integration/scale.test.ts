/**
 * Many API processes on one database (README, "Running at scale"): three `API_ONLY` processes
 * and the publishing site server start together on an empty PostgreSQL server (they take turns
 * at the migrations), then an editor adds a question and Contentful's signed webhook reaches
 * the site server. Once the new build is live, every API process accepts answers to the new
 * question: each learned of the publish through the database (LISTEN/NOTIFY) and reloaded the
 * content itself, without a signal.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signRequest } from '@contentful/node-apps-toolkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../support/postgres-server.ts';
import { addQuestion, editPack, firstPublishedBuild, nextPublishReport, publishStatus, startServerProcess, waitFor, WEBHOOK_PATH, writeMiniPack, type ServerProcess } from '../support/publishing.ts';

// Contentful's signing secrets are 64 characters (its toolkit refuses others).
const secret = 'scale-test-webhook-secret-'.padEnd(64, 'k');
const NEW_QUESTION = '106';

let dir: string;
let packFile: string;
let postgres: PostgresServer;
let started: ServerProcess[] = [];
/** The site server first, then the three API processes. */
const site = () => started[0]!;
const apis = () => started.slice(1);

/** An anonymous user on `base`, then its answer to the new question (correct answer `106-a`). */
async function answerNewQuestion(base: string): Promise<number> {
  const user = await fetch(new URL('/v1/users', base), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const { data } = (await user.json()) as { data: { uuid: string } };
  const res = await fetch(new URL('/v1/user_answers', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_uuid: data.uuid, user_answer: { question_global_id: NEW_QUESTION, answer_global_id: `${NEW_QUESTION}-a` } }),
  });
  return res.status;
}

/** The webhook request Contentful sends on publish, signed by Contentful's own toolkit. */
async function publish(base: string): Promise<Response> {
  const body = JSON.stringify({ sys: { type: 'Entry', id: `q${NEW_QUESTION}` } });
  const headers = { 'content-type': 'application/vnd.contentful.management.v1+json', 'x-contentful-topic': 'ContentManagement.Entry.publish', 'x-contentful-idempotency-key': 'scale-publish-1' };
  const signed = signRequest(secret, { method: 'POST', path: WEBHOOK_PATH, headers, body }, Date.now());
  return fetch(new URL(WEBHOOK_PATH, base), { method: 'POST', headers: { ...headers, ...signed }, body });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scale-'));
  packFile = join(dir, 'export.json');
  writeMiniPack(packFile);
  postgres = await startPostgres();
  const first = await firstPublishedBuild({ dataDir: join(dir, 'site'), packFile, secret, env: { DATABASE_URL: postgres.url } });
  const api = (n: number): NodeJS.ProcessEnv => ({ ...first.env, API_ONLY: 'true', DATA_DIR: join(dir, `api-${n}`), CONTENTFUL_WEBHOOK_SECRET: '', HOOKS_STATUS_TOKEN: '' });
  // All four at once on the empty database: each migrates at start.
  const starts = await Promise.allSettled([startServerProcess(first.env), ...[1, 2, 3].map((n) => startServerProcess(api(n)))]);
  started = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  expect(starts.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(Array(4).fill('started'));
}, 240_000);

afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('three API processes and the site server on one PostgreSQL', () => {
  it('all four are ready', async () => {
    for (const server of started) {
      const res = await fetch(new URL('/readyz', server.baseUrl));
      expect(await res.json()).toEqual({ status: 'ok', checks: { database: 'ok', content: 'ok' } });
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
    for (const api of apis()) expect(await waitFor(async () => (await answerNewQuestion(api.baseUrl)) === 201 || null, 30_000, 250)).toBe(true);
  }, 240_000);
});
