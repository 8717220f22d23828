/**
 * API benchmark: `POST /v1/user_answers`, `GET /v1/topics?user_uuid=…` for a learner with 10
 * and one with 5,000 answers, `GET /v1/questions/{id}/shares` (a question with its shares shown)
 * and an organizer's `GET /v1/events/{code}/results` of an event with 10 and one with 10,000
 * participants (scripts/bench/event-results.ts; the ratio of the two is printed), against the real app on 127.0.0.1, on PGlite (a temporary
 * DATA_DIR) and on PostgreSQL. Beside each endpoint, in the same run: the raw-driver floor of
 * the statements one request of it runs (scripts/bench-floor.ts: the faster of replaying them on
 * the clients the app used and on the pool), and a bare Fastify route
 * (`GET /bare` answering `{ ok: true }`, its own server).
 *   npm run bench:api [-- --duration 10 --connections 10 --questions 1000 --db pglite,postgres]
 * PostgreSQL: the server in BENCH_DATABASE_URL (rows are added to it), otherwise a throwaway
 * local server (tests/support/postgres-server.ts); skipped with a note when neither works.
 * Content: a synthetic pack (scripts/generate-pack.ts) of `--questions` questions.
 * The load comes from wrk when it is installed (a C load generator: `apt install wrk`; its own
 * process, and about a tenth of autocannon's CPU per request, which on a small machine is CPU
 * the server and PostgreSQL do not get), otherwise from autocannon in a worker thread.
 * `--loader autocannon|wrk` picks one.
 * Prints a markdown table (requests/s, p50, p99, floor, ratios: to the floor, to the floor plus a
 * bare round trip, to bare Fastify); writes
 * bench-results/api.json.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { normalizeSpace } from '../src/content-layer/normalize.ts';
import type { RawSpace } from '../src/content-layer/raw.ts';
import { buildApp } from '../src/server/app.ts';
import { createLogger } from '../src/server/logger.ts';
import { configFromEnv } from '../src/server/config.ts';
import { generatePack } from './generate-pack.ts';
import { floor as floorOf, record as recordStatements } from './bench-floor.ts';
import { answerCounts, userAnswers, users } from '../src/server/db/schema.ts';
import { rebuildAggregates } from '../src/server/services/progress-aggregates.ts';
import { NO_CONTEXT } from '../tests/support/answer-values.ts';
import { benchOrganizer, seedEvent, withBenchEvents } from './bench/event-results.ts';
import { must } from '#src/utils/must.ts';

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Cannon = (opts: Record<string, unknown>) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    questions: { type: 'string', default: '1000' },
    db: { type: 'string', default: 'pglite,postgres' },
    warmup: { type: 'string', default: '2' },
    loader: { type: 'string' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
const root = resolve(import.meta.dirname, '..');
/** Participants of the events whose results are read: the read must cost the same for both. */
const EVENT_SIZES = [10, 10_000] as const;
const content = withBenchEvents(
  normalizeSpace(generatePack(Number(values.questions)) as unknown as RawSpace),
  EVENT_SIZES,
);

interface Row {
  database: string;
  endpoint: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ratioToBaseline: number;
  /** Requests/s of the raw driver running the statements of one request, in the same run. */
  floorPerSecond: number | null;
  ratioToFloor: number | null;
  /**
   * Requests/s over those of the floor and a bare Fastify round trip paid one after the other
   * (1 / (1/floor + 1/bare)): a request cannot cost less than its statements plus an HTTP round
   * trip, so this is the share of what is reachable; the ratio to the floor alone is bounded by
   * bare / (floor + bare) with both in requests/s, lower the cheaper the statements.
   */
  ratioToFloorAndBare: number | null;
  requests: number;
  non2xx: number;
  errors: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return address;
}

/** wrk when it is on the PATH (`wrk --version` exits 1, so only a failure to start counts). */
const loader = values.loader ?? (spawnSync('wrk', ['--version']).error ? 'autocannon' : 'wrk');

/** A wrk duration in ms (`812.00us`, `1.20ms`, `2.10s`). */
function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!m) throw new Error(`wrk: unreadable latency ${text}`);
  return Number((Number(m[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as 'us' | 'ms' | 's' | 'm']).toFixed(2));
}

/** One wrk run (one thread, `connections` connections), read into autocannon's result shape. */
/** One request of a load: its URL, and its method, body and extra headers when not a plain GET. */
interface LoadRequest {
  url: string;
  method?: string;
  body?: string;
  headers?: Readonly<Record<string, string>>;
}

async function wrk(opts: LoadRequest, seconds: number): Promise<CannonResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  const script = join(dir, 'request.lua');
  writeFileSync(
    script,
    [
      `wrk.method = ${JSON.stringify(opts.method ?? 'GET')}`,
      'wrk.headers["Content-Type"] = "application/json"',
      'wrk.headers["Accept"] = "application/json"',
      ...Object.entries(opts.headers ?? {}).map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`),
      // A Lua long string: the body as it is, no escapes to translate.
      ...(opts.body ? [`wrk.body = [==[${opts.body}]==]`] : []),
    ].join('\n'),
  );
  try {
    const { stdout } = await promisify(execFile)('wrk', [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--latency',
      '-s',
      script,
      opts.url,
    ]);
    const num = (re: RegExp) => Number(re.exec(stdout)?.[1] ?? 0);
    const total = num(/(\d+) requests in/);
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
    return {
      requests: { average: num(/Requests\/sec:\s+([\d.]+)/), total },
      latency: {
        p50: wrkMs(must(/^\s+50%\s+(\S+)/m.exec(stdout)?.[1], 'the 50% latency in wrk output')),
        p99: wrkMs(must(/^\s+99%\s+(\S+)/m.exec(stdout)?.[1], 'the 99% latency in wrk output')),
        average: wrkMs(must(/Latency\s+(\S+)/.exec(stdout)?.[1], 'the average latency in wrk output')),
      },
      non2xx: num(/Non-2xx or 3xx responses: (\d+)/),
      errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
      timeouts: socket ? Number(socket[4]) : 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function load(opts: LoadRequest): Promise<CannonResult> {
  if (loader === 'wrk') {
    if (warmup > 0) await wrk(opts, warmup);
    return wrk(opts, duration);
  }
  const base = {
    url: opts.url,
    method: opts.method ?? 'GET',
    connections,
    workers: 1,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...opts.headers },
    ...(opts.body ? { body: opts.body } : {}),
  };
  if (warmup > 0) await autocannon({ ...base, duration: warmup });
  return autocannon({ ...base, duration });
}

const rows: Row[] = [];

/** Runs an endpoint under load, then the raw-driver floor of the statements one request of it runs. */
async function endpointWithFloor(app: FastifyInstance, database: string, endpoint: string, opts: LoadRequest) {
  await new Promise((r) => setTimeout(r, 1000)); // the previous load's last requests drain first
  const recorder = recordStatements(app.db);
  const probe = await fetch(opts.url, {
    method: opts.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...opts.headers },
    ...(opts.body ? { body: opts.body } : {}),
  });
  recorder.stop();
  if (!probe.ok) throw new Error(`${endpoint}: ${probe.status} ${await probe.text()}`);
  console.error(`${database}: ${endpoint} (${recorder.statements.length} statements)`);
  const result = await load(opts);
  const floor = await floorOf(app.db, recorder.statements, connections, duration, warmup);
  record(database, endpoint, result, baseline, floor);
}

/**
 * A learner with `count` answers spread over every test of the first topic with a diploma test
 * (its diploma test included), round after round, one in seven wrong; inserted at once, with
 * the progress aggregates rebuilt from them as a login merge does.
 */
async function learnerWith(app: FastifyInstance, count: number): Promise<string> {
  const [inserted] = await app.db.insert(users).values({ source: 'bench' }).returning({ id: users.id });
  const user = must(inserted, 'the inserted bench user');
  const topics = app.content.index.graph.topics;
  const topic = must(topics.find((t) => t.diplomaTest) ?? topics[0], 'a topic in the bench pack');
  const tests = [...topic.tests, ...(topic.diplomaTest ? [topic.diplomaTest] : [])];
  const answers = Array.from({ length: count }, (_, i) => {
    const test = must(tests[i % tests.length], 'a test of the topic');
    const k = Math.floor(i / tests.length);
    const q = must(test.questions[k % test.questions.length], 'a question of the test');
    const wrong = i % 7 === 3;
    const a = must(q.answers.find((x) => x.correct !== wrong) ?? q.answers[0], 'an answer of the question');
    return {
      ...NO_CONTEXT,
      userId: user.id,
      topicGlobalId: topic.globalId,
      testGlobalId: test.globalId,
      testRound: 1 + Math.floor(k / test.questions.length),
      questionGlobalId: q.globalId,
      answerGlobalId: a.globalId,
      isCorrect: a.correct,
    };
  });
  for (let i = 0; i < answers.length; i += 1000) await app.db.insert(userAnswers).values(answers.slice(i, i + 1000));
  await app.db.transaction((tx) => rebuildAggregates(tx, user.id));
  return user.id;
}
function record(database: string, endpoint: string, r: CannonResult, baseline: number, floor: number | null = null) {
  const row: Row = {
    database,
    endpoint,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    ratioToBaseline: Number((r.requests.average / baseline).toFixed(3)),
    floorPerSecond: floor === null ? null : Math.round(floor),
    ratioToFloor: floor === null ? null : Number((r.requests.average / floor).toFixed(2)),
    ratioToFloorAndBare: floor === null ? null : Number((r.requests.average * (1 / floor + 1 / baseline)).toFixed(2)),
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
  rows.push(row);
  console.error(
    `  ${database} ${endpoint}: ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms${floor === null ? '' : `, raw-driver floor ${row.floorPerSecond} req/s (ratio ${row.ratioToFloor}; to floor + bare ${row.ratioToFloorAndBare})`}${row.non2xx || row.errors ? ` (${row.non2xx} non-2xx, ${row.errors} errors)` : ''}`,
  );
}

// Baseline: a bare Fastify route on its own server.
const bare = Fastify({ logger: false });
// A promise, as the API's handlers return: the baseline takes Fastify's path for them.
bare.get('/bare', () => Promise.resolve({ ok: true }));
console.error('baseline: GET /bare');
const baselineResult = await load({ url: `${await listen(bare)}/bare` });
await bare.close();
const baseline = baselineResult.requests.average;
record('none', 'GET /bare (bare Fastify)', baselineResult, baseline);

async function benchDatabase(name: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  try {
    const config = { ...configFromEnv({ DATA_DIR: dataDir, JWT_SECRET: 'b'.repeat(40) }), databaseUrl };
    // Request logs off (as in production behind a quiet LOG_LEVEL): the benchmark measures the API.
    const app = await buildApp({
      config,
      content,
      logger: createLogger({ LOG_LEVEL: process.env['LOG_LEVEL'] || 'warn' }),
    });
    const url = await listen(app);
    const created = await fetch(`${url}/v1/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ source: 'bench' }),
    });
    if (created.status !== 201) throw new Error(`creating a user: ${created.status} ${await created.text()}`);
    const uuid = ((await created.json()) as { data: { uuid: string } }).data.uuid;
    const topic = must(app.content.index.graph.topics[0], 'a topic');
    const test = must(topic.tests[0], 'a test of the first topic');
    const question = must(test.questions[0], 'a question of the first test');
    const body = JSON.stringify({
      user_uuid: uuid,
      user_answer: {
        topic_global_id: topic.globalId,
        test_global_id: test.globalId,
        test_round: 1,
        question_global_id: question.globalId,
        answer_global_id: must(question.answers[0], 'an answer').globalId,
      },
    });
    // The reads first, both on the same footing: the answer load leaves the database busy (vacuum).
    const learners = [
      [10, await learnerWith(app, 10)],
      [5000, await learnerWith(app, 5000)],
    ] as const;
    for (const [count, learner] of learners) {
      await endpointWithFloor(app, name, `GET /v1/topics?user_uuid=… (${count} answers)`, {
        url: `${url}/v1/topics?user_uuid=${learner}`,
      });
    }
    const shared = must(
      app.content.index.graph.questions.find((q) => !app.content.index.certificateQuestions.has(q.globalId)),
      'a question outside the certificate tests',
    );
    await app.db.insert(answerCounts).values(
      shared.answers.map((a, i) => ({
        questionGlobalId: shared.globalId,
        answerGlobalId: a.globalId,
        learners: 10 * (i + 1),
      })),
    );
    await endpointWithFloor(app, name, 'GET /v1/questions/{id}/shares', {
      url: `${url}/v1/questions/${shared.globalId}/shares`,
    });
    // Both events seeded before either is read: the two reads run on the same database.
    const token = await benchOrganizer(app);
    const codes = [];
    for (const size of EVENT_SIZES) codes.push([size, await seedEvent(app, size)] as const);
    for (const [size, code] of codes) {
      await endpointWithFloor(app, name, `GET /v1/events/{code}/results (${size} participants)`, {
        url: `${url}/v1/events/${code}/results`,
        headers: { authorization: `Bearer ${token}` },
      });
    }
    await endpointWithFloor(app, name, 'POST /v1/user_answers', {
      url: `${url}/v1/user_answers`,
      method: 'POST',
      body,
    });
    // Let the requests still in the server finish before the database closes.
    await new Promise((r) => setTimeout(r, 1000));
    await app.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const notes: string[] = [];
const wanted = values.db.split(',').map((s) => s.trim());
if (wanted.includes('pglite')) await benchDatabase('PGlite', undefined);
if (wanted.includes('postgres')) {
  let url = process.env['BENCH_DATABASE_URL'];
  let stop: (() => void) | undefined;
  if (!url) {
    try {
      const { startPostgres } = await import('../tests/support/postgres-server.ts');
      const server = await startPostgres();
      url = server.url;
      stop = () => server.stop();
    } catch (err) {
      notes.push(
        `PostgreSQL skipped: no BENCH_DATABASE_URL and no local server could start (${(err as Error).message.split('\n')[0]})`,
      );
    }
  }
  if (url) {
    try {
      await benchDatabase('PostgreSQL', url);
    } finally {
      stop?.();
    }
  }
}

const table = [
  '| Database | Endpoint | Requests/s | p50 ms | p99 ms | Raw-driver floor req/s | Ratio to floor | Ratio to floor + bare | Ratio to bare Fastify |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.database} | \`${r.endpoint}\` | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.floorPerSecond ?? '–'} | ${r.ratioToFloor ?? '–'} | ${r.ratioToFloorAndBare ?? '–'} | ${r.ratioToBaseline} |`,
  ),
].join('\n');
console.log(`Load from ${loader}.\n\n${table}`);
// Organizers' results must read flat as participants grow (issue 23: within 1.5×).
for (const database of new Set(rows.map((r) => r.database))) {
  const [small, large] = EVENT_SIZES.map((n) =>
    rows.find((r) => r.database === database && r.endpoint.endsWith(`(${n} participants)`)),
  );
  if (small && large)
    console.log(
      `\n${database}: results read at ${EVENT_SIZES[0]} participants ${small.requestsPerSecond} req/s (p50 ${small.p50Ms} ms), at ${EVENT_SIZES[1]} ${large.requestsPerSecond} req/s (p50 ${large.p50Ms} ms); throughput ratio ${EVENT_SIZES[0]} : ${EVENT_SIZES[1]} = ${(small.requestsPerSecond / large.requestsPerSecond).toFixed(2)} (flat is 1; issue 23 asks for at most 1.5)`,
    );
}
for (const n of notes) console.log(`\n${n}`);
const failed = rows.filter((r) => r.non2xx || r.errors);
if (failed.length)
  console.log(`\nWarning: non-2xx answers or errors in ${failed.map((r) => `${r.database} ${r.endpoint}`).join(', ')}`);

const out = join(root, 'bench-results');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'api.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: availableParallelism(), cpuModel: cpus()[0]?.model, loader, durationSeconds: duration, connections, questions: Number(values.questions), results: rows, notes }, null, 2)}\n`,
);
if (failed.length) process.exitCode = 1;
