/**
 * The generated nginx config (npm run deploy:nginx) in Debian's nginx, in front of a deployment
 * as docs/operations.md "Running at scale" describes it: three `API_ONLY` processes and the publishing site
 * server on one PostgreSQL, nginx serving the live build's files itself. Through nginx: every
 * route of the route table answers as the Node server does (status, page, security and cache
 * headers), a learner opens a topic and a question link (a rewrite) and answers, a publish
 * reaches the publisher and its build is served, a rolling restart of the API processes under
 * load loses no answer (issue 21), and answers go on when an API process stops.
 *
 * nginx's root is the publisher's PUBLISH_DIR: a link the publisher flips to each live build, so
 * nginx serves a new build by itself, with nobody re-pointing it.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxConfig, parseNginxArgs } from '#src/deploy/nginx-config.ts';
import { HOOKS_PREFIX } from '#src/deploy/nginx-proxy.ts';
import { NOT_FOUND_CACHE, REVALIDATE, IMMUTABLE } from '#src/utils/response-headers.ts';
import { hasBrotli, nginxBinary, startNginx, type Nginx } from '../support/nginx.ts';
import { freePort } from '../support/ports.ts';
import { startPostgres, type PostgresServer } from '../support/postgres-server.ts';
import {
  addQuestion,
  editPack,
  firstPublishedBuild,
  nextPublishReport,
  publishStatus,
  signedHeaders,
  startServerProcess,
  waitFor,
  WEBHOOK_PATH,
  writeMiniPack,
  type ServerProcess,
} from '../support/publishing.ts';
import { routeCases, type RouteCase } from '../support/routes.ts';
import { buildTempDir } from '#tests/support/build-dir.ts';
import { ifStarted } from '#tests/support/if-started.ts';

const installed = nginxBinary() !== null;
if (!installed) console.warn('nginx is not installed (apt-get install nginx): the nginx deployment tests are skipped');

const secret = 'nginx-test-webhook-secret-'.padEnd(64, 'n');
const NEW_QUESTION = '106';

let dir: string;
let packFile: string;
let postgres: PostgresServer;
let site: ServerProcess;
let apis: ServerProcess[] = [];
let nginx: Nginx;
let base: string;
let cases: RouteCase[];
let firstBuildId: string;
let apiPorts: number[];
let apiEnv: (n: number) => NodeJS.ProcessEnv;

const portOf = (server: ServerProcess) => new URL(server.baseUrl).port;

/** The build a page names (`<meta name="build-id">`). */
const buildIdOf = (html: string) => /<meta name="build-id" content="([^"]+)">/.exec(html)?.[1] ?? null;

/** Fixed ports for the API processes (a restarted one comes back on its own), free now. */
async function fixedPorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let port = 4900; port < 5000 && ports.length < count; port++) {
    const free = await new Promise<boolean>((ok) => {
      const probe = createServer();
      probe.once('error', () => ok(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => ok(true)));
    });
    if (free) ports.push(port);
  }
  if (ports.length < count) throw new Error('no free ports in 4900-4999');
  return ports;
}

beforeAll(async () => {
  if (!installed) return;
  dir = buildTempDir('nginx-deploy');
  packFile = join(dir, 'export.json');
  writeMiniPack(packFile);
  postgres = await startPostgres();
  const dataDir = join(dir, 'publisher');
  const first = await firstPublishedBuild({
    dataDir,
    packFile,
    secret,
    env: { DATABASE_URL: postgres.url, TRUST_PROXY: 'true' },
  });
  firstBuildId = first.firstBuildId;
  apiEnv = (n: number): NodeJS.ProcessEnv => ({
    ...first.env,
    API_ONLY: 'true',
    DATA_DIR: join(dir, `api-${n}`),
    CONTENTFUL_WEBHOOK_SECRET: '',
    HOOKS_STATUS_TOKEN: '',
  });
  apiPorts = await fixedPorts(3);
  // Only the publisher keeps PUBLISH_DIR: nginx's root, flipped to each build that goes live.
  const started = await Promise.all([
    startServerProcess({ ...first.env, PUBLISH_DIR: join(dir, 'site') }),
    ...apiPorts.map((p, i) => startServerProcess(apiEnv(i + 1), 120_000, p)),
  ]);
  site = started[0]!;
  apis = started.slice(1);
  const port = await freePort('127.0.0.1');
  const args = [
    '--api',
    apiPorts.map((p) => `127.0.0.1:${p}`).join(','),
    '--publisher',
    `127.0.0.1:${portOf(site)}`,
    '--root',
    join(dir, 'site'),
    '--listen',
    `127.0.0.1:${port}`,
    ...(hasBrotli() ? ['--brotli'] : []),
  ];
  nginx = await startNginx(nginxConfig(parseNginxArgs(args, {})), port);
  base = `http://127.0.0.1:${port}`;
  const pack = process.env['CONTENT_PACK'];
  process.env['CONTENT_PACK'] = packFile;
  try {
    cases = await routeCases();
  } finally {
    if (pack === undefined) delete process.env['CONTENT_PACK'];
    else process.env['CONTENT_PACK'] = pack;
  }
}, 300_000);

afterAll(async () => {
  await ifStarted(nginx, (x) => x.stop());
  await Promise.all([site, ...apis].filter(Boolean).map((s) => s.stop()));
  ifStarted(postgres, (x) => x.stop());
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A request without compression or redirects, for comparing answers byte for byte. */
const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'identity', ...headers } });

/** The headers the site sets (the server's security and cache headers), lower-cased. */
const SITE_HEADERS = [
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'content-security-policy',
  'x-frame-options',
  'cache-control',
  'location',
];
const siteHeaders = (res: Response) => Object.fromEntries(SITE_HEADERS.map((name) => [name, res.headers.get(name)]));

/** An anonymous learner's uuid, made through nginx. */
async function learner(): Promise<string> {
  const res = await fetch(`${base}/v1/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { uuid: string } }).data.uuid;
}

/** Saves an answer through nginx as the site does (with a client_id); the status. */
async function answer(uuid: string, question: string, clientId = randomUUID()): Promise<number> {
  const user_answer = {
    question_global_id: question,
    answer_global_id: `${question}-a`,
    topic_global_id: 'topic-a',
    test_global_id: 'test-a',
    test_round: 1,
    client_id: clientId,
  };
  const res = await fetch(`${base}/v1/user_answers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_uuid: uuid, user_answer }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe.skipIf(!installed)('nginx in front of three API processes and the publisher (nginx installed)', () => {
  it('answers every route of the route table as the Node server does, in both languages', async () => {
    const extra = [
      '/t/alpha',
      '/sv/sv/t/alpha/',
      '/en/about/',
      '/q/101/no/such/',
      '/sv/t/alpha/c/no-such/',
      '/.public-env',
      '/sw.js',
      '/manifest.webmanifest',
      '/robots.txt',
    ];
    const paths = [...cases.flatMap((c) => [c.path, `/sv${c.path}`]), ...extra];
    const differ: string[] = [];
    for (const path of paths) {
      const [viaNginx, viaNode] = await Promise.all([get(`${base}${path}`), get(`${site.baseUrl}${path}`)]);
      const [a, b] = await Promise.all([viaNginx.text(), viaNode.text()]);
      if (viaNginx.status !== viaNode.status)
        differ.push(`${path}: status ${viaNginx.status}, the server's ${viaNode.status}`);
      // The server writes the missing path into its 404 page; nginx sends the page as built.
      else if (viaNode.status === 200 && a !== b) differ.push(`${path}: another body`);
      const [h, n] = [siteHeaders(viaNginx), siteHeaders(viaNode)];
      // nginx's redirects carry the pages' revalidation rule; the server's none (a browser may keep those).
      if (viaNode.status === 301 && n['cache-control'] === null && h['cache-control'] === REVALIDATE)
        h['cache-control'] = null;
      if (JSON.stringify(h) !== JSON.stringify(n))
        differ.push(`${path}: headers ${JSON.stringify(h)}, the server's ${JSON.stringify(n)}`);
    }
    expect(differ).toEqual([]);
    expect(paths.length).toBeGreaterThan(80);
  });

  it('serves the build the publisher shows at PUBLISH_DIR, named in every page', async () => {
    expect(buildIdOf(await (await get(`${base}/t/alpha/`)).text())).toBe(firstBuildId);
    expect(buildIdOf(await (await get(`${base}/sv/t/alpha/`)).text())).toBe(firstBuildId);
  });

  it("serves a learner's journey: a topic, a question link by rewrite, an answer through the API", async () => {
    const topic = await get(`${base}/t/alpha/`);
    expect(topic.status).toBe(200);
    expect(await topic.text()).toContain('Alpha');
    const question = await get(`${base}/t/alpha/101/`);
    expect(question.status).toBe(200);
    expect(await question.text()).toContain('What is the answer to 101?');
    for (const res of [topic, question]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(res.headers.get('cache-control')).toBe(REVALIDATE);
    }
    const embed = await get(`${base}/t/alpha/embed/101/`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(embed.headers.get('x-frame-options')).toBeNull();
    const sw = await get(`${base}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe(REVALIDATE);
    expect((await get(`${base}/t/alpha/9999/`)).headers.get('cache-control')).toBe(NOT_FOUND_CACHE);

    const uuid = await learner();
    const clientId = randomUUID();
    expect(await answer(uuid, '101', clientId)).toBe(201);
    // The same answer again (a retry, a replayed queue) is stored once.
    expect(await answer(uuid, '101', clientId)).toBe(200);
    const saved = await fetch(`${base}/v1/user_answers?user_uuid=${uuid}`);
    expect(saved.headers.get('cache-control')).toBe('no-store');
    expect(saved.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(((await saved.json()) as { data: unknown[] }).data).toHaveLength(1);
  });

  it("serves the build's compressed copies of assets, and compresses pages", async () => {
    const html = await (await get(`${base}/t/alpha/`)).text();
    const asset = /\/_astro\/[^"']+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const gzip = await get(`${base}${asset}`, { 'accept-encoding': 'gzip' });
    expect([gzip.headers.get('content-encoding'), gzip.headers.get('cache-control'), gzip.headers.get('vary')]).toEqual(
      ['gzip', IMMUTABLE, 'Accept-Encoding'],
    );
    if (hasBrotli())
      expect((await get(`${base}${asset}`, { 'accept-encoding': 'br' })).headers.get('content-encoding')).toBe('br');
    expect((await get(`${base}/t/alpha/`, { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
  });

  it('passes a publish to the publisher, and serves its build once it is live', async () => {
    editPack(packFile, (pack) => addQuestion(pack, NEW_QUESTION));
    const uuid = await learner();
    expect(await answer(uuid, NEW_QUESTION)).toBe(404);
    expect((await get(`${base}/t/alpha/${NEW_QUESTION}/`)).status).toBe(404);
    const before = await publishStatus(base);
    const body = JSON.stringify({ sys: { type: 'Entry', id: `q${NEW_QUESTION}` } });
    const hook = await fetch(`${base}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: signedHeaders(secret, body, { 'x-contentful-idempotency-key': 'nginx-publish-1' }),
      body,
    });
    expect(hook.status).toBe(202);
    expect(WEBHOOK_PATH.startsWith(`${HOOKS_PREFIX}/`)).toBe(true);
    const report = await nextPublishReport(base, before, 180_000);
    expect(report).toMatchObject({ ok: true });
    expect(report.skipped).toBeUndefined();
    // Nobody re-points nginx: the publisher flipped PUBLISH_DIR, nginx's root, to the new build.
    expect(report.buildId).not.toBe(firstBuildId);
    const served = await waitFor(
      async () => {
        const id = buildIdOf(await (await get(`${base}/t/alpha/`)).text());
        return id === report.buildId ? id : null;
      },
      10_000,
      100,
    );
    expect(served).toBe(report.buildId);
    const latest = (await (await get(`${base}/builds/latest.json`)).json()) as { buildId: string };
    expect(latest.buildId).toBe(report.buildId);
    const page = await get(`${base}/t/alpha/${NEW_QUESTION}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`What is the answer to ${NEW_QUESTION}?`);
    // Both API processes reload on the publisher's notice; nginx may send the answer to either.
    expect(await waitFor(async () => (await answer(uuid, NEW_QUESTION)) === 201 || null, 30_000, 250)).toBe(true);
    for (let i = 0; i < 4; i++) expect(await answer(uuid, NEW_QUESTION)).toBe(201);
  }, 240_000);

  it('restarts every API process in turn under load, failing no answer save (issue 21)', async () => {
    const LEARNERS = 10;
    const uuids = await Promise.all(Array.from({ length: LEARNERS }, () => learner()));
    const acked: string[] = [];
    const failures: string[] = [];
    let saves = 0;
    let running = true;
    const loop = async (uuid: string) => {
      while (running) {
        const clientId = randomUUID();
        try {
          const status = await answer(uuid, '101', clientId);
          saves++;
          if (status >= 200 && status < 300) acked.push(clientId);
          else failures.push(`status ${status}`);
        } catch (err) {
          saves++;
          failures.push(`network: ${(err as { cause?: { code?: string } }).cause?.code ?? String(err)}`);
        }
      }
    };
    const started = performance.now();
    const load = uuids.map(loop);
    // The learners are saving through nginx before the first restart…
    await expect.poll(() => acked.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(LEARNERS * 3);
    const restarts: { port: number; exitCode: number | null; stopMs: number; readyMs: number }[] = [];
    for (let i = 0; i < apis.length; i++) {
      const port = apiPorts[i]!;
      const t0 = performance.now();
      const exitCode = await apis[i]!.stop();
      const stopMs = Math.round(performance.now() - t0);
      const t1 = performance.now();
      const next = await startServerProcess(apiEnv(i + 1), 120_000, port);
      apis[i] = next;
      await waitFor(
        () =>
          fetch(`${next.baseUrl}/readyz`).then(
            (r) => r.status === 200,
            () => false,
          ),
        60_000,
        100,
      );
      restarts.push({ port, exitCode, stopMs, readyMs: Math.round(performance.now() - t1) });
      // As docs/operations.md says, the next process stops only once nginx sends to this one
      // again: it keeps a process that refused a connection out for fail_timeout (10 s), and
      // stopping the next sooner left one process serving (2,190 saves failed with 502 once).
      const mark = nginx.accessLogSize();
      await expect.poll(() => nginx.answeredSince(mark).includes(`127.0.0.1:${port}`), { timeout: 30_000 }).toBe(true);
    }
    // …and after the last.
    const afterRestarts = acked.length;
    await expect.poll(() => acked.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(afterRestarts + LEARNERS * 3);
    running = false;
    await Promise.all(load);
    const seconds = (performance.now() - started) / 1000;

    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    let stored: number;
    try {
      const res = await client.query<{ n: string }>(
        'select count(distinct client_id) as n from user_answers where client_id = any($1)',
        [acked],
      );
      stored = Number(res.rows[0]!.n);
    } finally {
      await client.end();
    }
    const errorLog = readFileSync(join(nginx.dir, 'error.log'), 'utf8')
      .split('\n')
      .filter((l) => /\[(error|warn)\]/.test(l));
    console.log(
      `rolling restart of ${apis.length} API processes under ${LEARNERS} learners: ${saves} saves in ${seconds.toFixed(1)} s, ${acked.length} acknowledged, ${failures.length} failed, ${stored} of the acknowledged client_ids stored`,
    );
    for (const r of restarts)
      console.log(
        `  127.0.0.1:${r.port}: exit ${r.exitCode} after ${r.stopMs} ms (SIGTERM to exit), ready again in ${r.readyMs} ms`,
      );
    console.log(
      `  nginx error log: ${errorLog.length} error/warn lines${errorLog.length ? `, e.g.\n    ${errorLog.slice(0, 5).join('\n    ')}` : ''}`,
    );
    if (failures.length)
      console.log(
        `  failures: ${JSON.stringify(Object.fromEntries([...new Set(failures)].map((f) => [f, failures.filter((x) => x === f).length])))}`,
      );

    expect(failures).toEqual([]);
    expect(restarts.map((r) => r.exitCode)).toEqual(apis.map(() => 0));
    expect(acked.length).toBeGreaterThan(100);
    expect(stored).toBe(acked.length);
  }, 240_000);

  it('goes on answering when an API process stops', async () => {
    await apis[1]!.stop();
    const uuid = await learner();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(await answer(uuid, '102'), (await fetch(`${base}/v1/users/${uuid}`)).status);
    expect(statuses).toEqual(Array(6).fill([201, 200]).flat());
  });
});
