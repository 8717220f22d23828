/**
 * Property-based fuzzing of every API route (from the OpenAPI document): arbitrary path
 * parameters, query strings, headers and bodies (any JSON, schema-shaped bodies with wrong
 * types, huge strings, nested junk, broken JSON). The API must never answer 5xx, must keep
 * answering, and a request it refuses (4xx) must not add or remove a row anywhere.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/api.ts';
import { client, register, rowCounts } from '#tests/support/api-helpers.ts';
import { ifStarted } from '#tests/support/if-started.ts';

interface SchemaNode {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}
interface Operation {
  readonly method: string;
  readonly path: string;
  readonly query: string[];
  readonly body: SchemaNode | undefined;
}

let t: TestApp;
let operations: Operation[] = [];
const known: { uuids: string[]; token: string } = { uuids: [], token: '' };

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1_000_000, perAddress: 1_000_000, windowSeconds: 600 } });
  const c = client(t.app);
  // Real users and answers, so that some fuzzed requests get past the look-ups.
  const anon = await c.anonymous();
  const kiosk = await c.anonymous({ is_kiosk_user: true });
  const s = await register(c);
  await c.answer(anon, 103, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-d', test_round: 1 });
  known.uuids = [anon, kiosk, s.uuid];
  known.token = s.token;
  const doc = (await t.app.inject({ method: 'GET', url: '/v1/docs/json' })).json<{
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: SchemaNode }> };
        }
      >
    >;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}, 60_000);
afterAll(() => ifStarted(t, (x) => x.close()));

const IDS = [
  '101',
  '101-a',
  '102-b',
  '103-c',
  '104',
  '190',
  'topic-a',
  'topic-h',
  'test-a',
  'test-d',
  'ch-visible',
  'ch-visible-c1',
  'ch-hidden',
  'Fair26',
  'FAIR26',
  'Class7B',
  'student',
  'en',
  'sv',
];

/** Strings: mostly plausible ids (so requests get past validation), often hostile ones. */
const text = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...IDS) },
    { weight: 3, arbitrary: fc.constantFrom(...known.uuids) },
    { weight: 1, arbitrary: fc.string() },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 200_000 }).map((n) => 'x'.repeat(n)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "'; drop table users; --",
        '../../etc/passwd',
        '%00',
        '\u0000',
        '{"$gt":""}',
        '<script>',
        'NaN',
        '-1',
        '1e309',
        'null',
        'true',
        '__proto__',
        'constructor',
      ),
    },
  );

const junk = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(null, -1, 0, 1.5, 2 ** 53, -(2 ** 31), true, [], {}, ''),
);

/** A plausible value for a field of that name: real ids, so that requests reach the handlers. */
function plausible(key: string): fc.Arbitrary<unknown> {
  if (/uuid/.test(key)) return fc.constantFrom(...known.uuids);
  if (key === 'lang') return fc.constantFrom('en', 'sv');
  if (key === 'email') return fc.constantFrom('nobody@example.org', 'NOBODY@example.org');
  if (key === 'question_global_id' || key === 'questionGlobalId' || key === 'global_id')
    return fc.constantFrom('101', '103', '104', '105', '190', 'ch-visible');
  if (key === 'answer_global_id') return fc.constantFrom('101-a', '103-a', '104-b', '105-c');
  if (/topic/i.test(key)) return fc.constantFrom('topic-a', 'topic-h');
  if (key.startsWith('test'))
    return key === 'test_round' ? fc.integer({ min: 1, max: 3 }) : fc.constantFrom('test-a', 'test-d');
  if (/challenge/i.test(key)) return fc.constantFrom('ch-visible', 'ch-hidden');
  if (key === 'code' || key === 'event_code') return fc.constantFrom('Fair26', 'class7b', 'nope');
  if (key.startsWith('current_')) return fc.integer({ min: 0, max: 6 });
  return fc.constantFrom(...IDS);
}

/** A value shaped by the schema most of the time, anything the rest of the time. */
function shaped(node: SchemaNode | undefined, key = '', depth = 0): fc.Arbitrary<unknown> {
  if (!node || depth > 3) return junk;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  let good: fc.Arbitrary<unknown> = junk;
  if (node.enum) good = fc.constantFrom(...node.enum);
  else if (types.includes('object') && node.properties) {
    const entries = Object.entries(node.properties).map(([k, v]) => [k, shaped(v, k, depth + 1)] as const);
    const extra = fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'is_correct')),
      junk,
      { maxKeys: 2 },
    );
    good = fc
      .tuple(fc.record(Object.fromEntries(entries), { requiredKeys: [] }), fc.option(extra, { freq: 6 }))
      .map(([r, more]) => ({ ...r, ...(more ?? {}) }));
  } else if (types.includes('string'))
    good = fc.oneof(
      { weight: 3, arbitrary: plausible(key) },
      { weight: 1, arbitrary: node.format === 'uuid' ? fc.uuid() : text() },
    );
  else if (types.includes('integer'))
    good = fc.oneof(
      { weight: 3, arbitrary: plausible(key) },
      { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double()) },
    );
  else if (types.includes('boolean')) good = fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 0, 1));
  return fc.oneof({ weight: 8, arbitrary: good }, { weight: 1, arbitrary: junk });
}

const queryString = (names: string[]) =>
  fc
    .tuple(
      fc.array(
        fc.oneof(
          {
            weight: 6,
            arbitrary: fc
              .constantFrom(...names, 'user_uuid')
              .chain((k) =>
                fc.tuple(
                  fc.constant(k),
                  fc.oneof({ weight: 3, arbitrary: plausible(k).map(String) }, { weight: 1, arbitrary: text() }),
                ),
              ),
          },
          { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), text()) },
        ),
        { maxLength: 4 },
      ),
      fc.oneof(
        { weight: 5, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: fc.constantFrom('&', '&%zz', '&a[b]=c', '&&==', '&lang=en&lang=sv', '&user_uuid') },
      ),
    )
    .map(([pairs, raw]) => {
      const params = new URLSearchParams();
      for (const [k, v] of pairs) params.append(k, v);
      const s = params.toString() + raw;
      return s ? `?${s}` : '';
    });

type Payload = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; value: string; type: string };

const payload = (op: Operation): fc.Arbitrary<Payload> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant<Payload>({ kind: 'none' }) },
    { weight: 6, arbitrary: shaped(op.body).map((value): Payload => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: junk.map((value): Payload => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.string(),
            fc.constantFrom(
              '{',
              '{"a":',
              '[1,',
              'nul',
              '{"user_answer":{"__proto__":{"x":1}}}',
              '{"constructor":{"prototype":{"x":1}}}',
            ),
          ),
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'multipart/form-data',
            'application/json; charset=latin1',
          ),
        )
        .map(([value, type]): Payload => ({ kind: 'raw', value, type })),
    },
  );

/** A request to `op`: its method mostly, its parameters plausible or junk, any query, body and auth. */
const requestTo = (op: Operation) => {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return fc.record({
    op: fc.constant(op),
    method: fc.oneof(
      { weight: 9, arbitrary: fc.constant(op.method) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') },
    ),
    params: fc.tuple(
      ...names.map((n) =>
        fc.oneof({ weight: 2, arbitrary: plausible(n).map(String) }, { weight: 1, arbitrary: text() }),
      ),
    ),
    query: queryString(op.query),
    body: payload(op),
    auth: fc.constantFrom('none', 'none', 'valid', 'garbage', 'bearer-junk'),
  });
};

describe('fuzzing every route', () => {
  it('has the whole API to fuzz', () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
  });

  it('never answers 5xx, and a refused request changes no row', { timeout: 120_000 }, async () => {
    const seen = new Map<string, number>();
    // Each operation gets its share of the runs: one property over all of them drew its operation
    // with fast-check's bias towards small and edge integers, and now and then missed one.
    const runs = Math.ceil(Number(process.env['FUZZ_RUNS'] || 400) / operations.length);
    for (const op of operations)
      await fc.assert(
        fc.asyncProperty(requestTo(op), async (r) => {
          let i = 0;
          const path = r.op.path.replace(/\{\w+\}/g, () => encodeURIComponent(r.params[i++] ?? ''));
          const headers: Record<string, string> = {};
          if (r.auth === 'valid') headers['authorization'] = `Bearer ${known.token}`;
          if (r.auth === 'garbage') headers['authorization'] = 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.';
          if (r.auth === 'bearer-junk') headers['authorization'] = 'Token \u00ff';
          let body: string | undefined;
          if (r.body.kind === 'json') {
            body = r.body.value === undefined ? undefined : JSON.stringify(r.body.value);
            if (body !== undefined) headers['content-type'] = 'application/json';
          } else if (r.body.kind === 'raw') {
            body = r.body.value;
            headers['content-type'] = r.body.type;
          }
          const before = await rowCounts(t.app);
          const res = await t.app.inject({
            method: r.method as 'GET',
            url: `${path}${r.query}`,
            headers,
            ...(body === undefined ? {} : { payload: body }),
          });
          seen.set(`${r.op.method} ${r.op.path}`, (seen.get(`${r.op.method} ${r.op.path}`) ?? 0) + 1);
          if (res.statusCode >= 500)
            throw new Error(`${res.statusCode} for ${r.method} ${path}${r.query}: ${res.body.slice(0, 300)}`);
          if (res.statusCode >= 400) {
            const after = await rowCounts(t.app);
            expect(after, `${res.statusCode} ${r.method} ${path}${r.query} ${body?.slice(0, 200)}`).toEqual(before);
            expect(res.body).not.toMatch(/\bat .+:\d+:\d+|node_modules|"stack"/);
          }
        }),
        {
          numRuns: runs,
          ...(process.env['FUZZ_SEED'] ? { seed: Number(process.env['FUZZ_SEED']) } : {}),
        },
      );
    // Every route was tried, and the API still answers.
    expect(seen.size).toBe(operations.length);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/topics?user_uuid=${known.uuids[0]}` })).statusCode,
    ).toBeLessThan(500);
  });
});
