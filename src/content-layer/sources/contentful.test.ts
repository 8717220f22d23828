/**
 * The Contentful source, run with the REAL `contentful` SDK (paging, retries, throttle, error
 * handling) against a local Contentful-compatible server serving an export-format pack.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anyOf } from '#tests/support/matchers.ts';
import { startContentfulServer, type ContentfulTestServer } from '#tests/support/contentful-server.ts';
import { miniPack } from '#tests/fixtures/mini-pack.ts';
import { createPackBuilder, loc } from '../pack-writer.ts';
import { CONTENT_TYPE_IDS } from '../schema/content-model.ts';
import { normalizeSpace } from '../normalize.ts';
import type { RawEntry, RawSpace } from '../raw.ts';
import {
  contentfulClientParams,
  contentfulOptionsFromEnv,
  ContentfulSourceError,
  loadFromContentful,
  type ContentfulSourceOptions,
} from './contentful.ts';

const SPACE = 'space-test-1';
const DELIVERY = 'delivery-token-d3l1v3ry';
const PREVIEW = 'preview-token-pr3v13w';

const QUESTIONS = 600;
const DRAFT_QUESTIONS = 4;
const TOPICS = 150;

/** A pack big enough that questions (500/page), answers (1000/page) and topics (100/page) page. */
function bigPack() {
  const b = createPackBuilder();
  b.tag('geo', 'Geography');
  const img = b.asset('img1', {
    title: loc('Map', 'Karta'),
    url: '//images.ctfassets.net/x/img1/map.png',
    fileName: 'map.png',
    contentType: 'image/png',
    width: 10,
    height: 10,
  });
  b.asset('img2', {
    title: 'Flag',
    url: '//images.ctfassets.net/x/img2/flag.png',
    fileName: 'flag.png',
    contentType: 'image/png',
  });
  b.asset('img-draft', {
    title: 'Draft',
    url: '//images.ctfassets.net/x/d/d.png',
    fileName: 'd.png',
    contentType: 'image/png',
  });
  const questions = [];
  for (let i = 0; i < QUESTIONS + DRAFT_QUESTIONS; i++) {
    const draft = i >= QUESTIONS;
    const answers = [0, 1].map((k) =>
      b.entry(
        'answer',
        `a${i}-${k}`,
        { globalId: `a${i}-${k}`, text: loc(`Answer ${k}`, `Svar ${k}`), correctAnswer: k === 0 },
        { draft },
      ),
    );
    questions.push(
      b.entry(
        'question',
        `q${i}`,
        {
          globalId: `g${i}`,
          name: loc(`Question ${i}`, `Fråga ${i}`),
          questionText: loc(`What is ${i}?`, `Vad är ${i}?`),
          answers,
          ...(i === 0 ? { image: img } : {}),
        },
        { draft, tags: i === 0 ? ['geo'] : [] },
      ),
    );
  }
  const test = b.entry('test', 'test1', {
    globalId: 'test-1',
    slug: 'test-1',
    name: loc('Test', 'Prov'),
    questions: questions.slice(0, 10),
  });
  for (let i = 0; i < TOPICS; i++)
    b.entry('topic', `topic${i}`, {
      globalId: `topic-${i}`,
      slug: `topic-${i}`,
      name: loc(`Topic ${i}`, `Ämne ${i}`),
      tests: [test],
    });
  const pack = b.toExport();
  // The builder publishes every asset; make one a draft.
  delete (
    pack.assets.find((a) => (a as { sys: { id: string } }).sys.id === 'img-draft') as {
      sys: { publishedVersion?: number };
    }
  ).sys.publishedVersion;
  return pack;
}

const ofType = (raw: RawSpace, type: string) => raw.entries.filter((e) => e.sys.contentType?.sys.id === type);

let server: ContentfulTestServer;
let logs: { level: string; data: unknown }[] = [];
const logHandler = (level: string, data: unknown) => {
  logs.push({ level, data });
};
const warnings = () => logs.filter((l) => l.level === 'warning').map((l) => String(l.data));

/** Delivery options against the test server; throttle raised so tests do not wait on pacing. */
const opts = (extra: Partial<ContentfulSourceOptions> = {}): ContentfulSourceOptions => ({
  spaceId: SPACE,
  accessToken: DELIVERY,
  host: server.host,
  insecure: true,
  throttle: 30,
  logHandler,
  ...extra,
});

beforeAll(async () => {
  server = await startContentfulServer(bigPack(), { deliveryToken: DELIVERY, previewToken: PREVIEW, spaceId: SPACE });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  logs = [];
});

describe('loadFromContentful (real SDK against a local Contentful server)', () => {
  it('loads published entries, assets, locales and tags keyed by locale, paging with a few requests per content type', async () => {
    const raw = await loadFromContentful(opts());

    expect(raw.allPublished).toBe(true);
    expect(raw.locales).toEqual([
      { code: 'en-US', name: 'English (United States)', default: true, fallbackCode: null },
      { code: 'sv-SE', name: 'Swedish (Sweden)', default: false, fallbackCode: 'en-US' },
    ]);
    expect(raw.tags).toEqual([{ sys: { id: 'geo' }, name: 'Geography' }]);

    // Everything published arrives, nothing twice, drafts not at all.
    expect(ofType(raw, 'question')).toHaveLength(QUESTIONS);
    expect(ofType(raw, 'answer')).toHaveLength(QUESTIONS * 2);
    expect(ofType(raw, 'topic')).toHaveLength(TOPICS);
    expect(ofType(raw, 'test')).toHaveLength(1);
    expect(new Set(raw.entries.map((e) => e.sys.id)).size).toBe(raw.entries.length);
    expect(raw.entries.some((e) => e.sys.id === `q${QUESTIONS}` || e.sys.id === `a${QUESTIONS}-0`)).toBe(false);
    expect(raw.assets.map((a) => a.sys.id).sort()).toEqual(['img1', 'img2']);

    // Export-shaped: fields keyed by locale, links unresolved, metadata tags kept.
    const q0 = raw.entries.find((e) => e.sys.id === 'q0') as RawEntry;
    expect(q0.sys).toMatchObject({
      id: 'q0',
      type: 'Entry',
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'question' } },
    });
    expect(q0.sys.createdAt).toMatch(/^2026-/);
    expect(q0.fields['name']).toEqual({ 'en-US': 'Question 0', 'sv-SE': 'Fråga 0' });
    expect(q0.fields['answers']).toEqual({
      'en-US': [
        { sys: { type: 'Link', linkType: 'Entry', id: 'a0-0' } },
        { sys: { type: 'Link', linkType: 'Entry', id: 'a0-1' } },
      ],
    });
    expect(q0.fields['image']).toEqual({ 'en-US': { sys: { type: 'Link', linkType: 'Asset', id: 'img1' } } });
    expect(q0.metadata?.tags).toEqual([{ sys: { type: 'Link', linkType: 'Tag', id: 'geo' } }]);
    const img1 = raw.assets.find((a) => a.sys.id === 'img1')!;
    expect(img1.fields['title']).toEqual({ 'en-US': 'Map', 'sv-SE': 'Karta' });
    expect(img1.fields['file']?.['en-US']).toMatchObject({
      url: '//images.ctfassets.net/x/img1/map.png',
      contentType: 'image/png',
    });

    // Within a content type, entries come in creation order.
    const created = ofType(raw, 'question').map((e) => e.sys.createdAt!);
    expect(created).toEqual([...created].sort());

    // Requests: paged by the page sizes of docs/content-model.md, all locales, no link resolution.
    const entryReqs = (type: string) => server.requests.filter((r) => r.resource === `entries:${type}`);
    expect(entryReqs('question').map((r) => [r.query['skip'], r.query['limit']])).toEqual([
      ['0', '500'],
      ['500', '500'],
    ]);
    expect(entryReqs('answer').map((r) => [r.query['skip'], r.query['limit']])).toEqual([
      ['0', '1000'],
      ['1000', '1000'],
    ]);
    expect(entryReqs('topic').map((r) => [r.query['skip'], r.query['limit']])).toEqual([
      ['0', '100'],
      ['100', '100'],
    ]);
    for (const type of ['test', 'challenge', 'populationCategory', 'chapter', 'page'])
      expect(entryReqs(type).map((r) => r.query['limit'])).toEqual(['1000']);
    for (const r of server.requests.filter((x) => x.resource.startsWith('entries'))) {
      expect(r.query).toMatchObject({ locale: '*', include: '0', order: 'sys.createdAt,sys.id' });
    }
    expect(server.count('locales')).toBe(1);
    expect(server.count('assets')).toBe(1);
    expect(server.count('tags')).toBe(1);
    // 1 locales + 1 assets + 1 tags + one page per content type + the 3 extra pages.
    expect(server.requests).toHaveLength(3 + CONTENT_TYPE_IDS.length + 3);
    expect(
      server.requests.every((r) => r.path.startsWith(`/spaces/${SPACE}/environments/master/`) && r.auth === 'delivery'),
    ).toBe(true);
  });

  it('preview reads drafts too through the preview token (host override wins over preview.contentful.com)', async () => {
    const raw = await loadFromContentful(opts({ accessToken: PREVIEW, preview: true }));
    expect(ofType(raw, 'question')).toHaveLength(QUESTIONS + DRAFT_QUESTIONS);
    expect(ofType(raw, 'answer')).toHaveLength((QUESTIONS + DRAFT_QUESTIONS) * 2);
    expect(raw.entries.find((e) => e.sys.id === `q${QUESTIONS}`)?.fields['name']).toEqual({
      'en-US': `Question ${QUESTIONS}`,
      'sv-SE': `Fråga ${QUESTIONS}`,
    });
    expect(raw.assets.map((a) => a.sys.id).sort()).toEqual(['img-draft', 'img1', 'img2']);
    expect(server.requests.every((r) => r.auth === 'preview')).toBe(true);
  });

  it('uses the environment in the path', async () => {
    await expect(loadFromContentful(opts({ environment: 'staging' }))).rejects.toThrow(/locales.*404.*NotFound/);
    expect(server.requests.map((r) => r.path)).toEqual([`/spaces/${SPACE}/environments/staging/locales`]);
  });

  it('retries a 429 (waiting X-Contentful-RateLimit-Reset) and succeeds', async () => {
    server.failNext(1, 429, (r) => r.resource === 'entries:question');
    const raw = await loadFromContentful(opts());
    expect(ofType(raw, 'question')).toHaveLength(QUESTIONS);
    const questionReqs = server.requests.filter((r) => r.resource === 'entries:question');
    expect(questionReqs.map((r) => r.status)).toEqual([429, 200, 200]);
    expect(warnings().some((w) => /Rate limit error occurred/.test(w))).toBe(true);
  });

  it('retries 500 and 503 answers and succeeds', async () => {
    server.failNext(1, 500, (r) => r.resource === 'entries:answer');
    server.failNext(1, 503, (r) => r.resource === 'assets');
    const raw = await loadFromContentful(opts());
    expect(ofType(raw, 'answer')).toHaveLength(QUESTIONS * 2);
    expect(raw.assets).toHaveLength(2);
    expect(server.requests.filter((r) => r.resource === 'entries:answer').map((r) => r.status)).toEqual([
      500, 200, 200,
    ]);
    expect(server.requests.filter((r) => r.resource === 'assets').map((r) => r.status)).toEqual([503, 200]);
    expect(warnings()).toEqual(
      expect.arrayContaining([expect.stringMatching(/Server 500 error/), expect.stringMatching(/Server 503 error/)]),
    );
  });

  it('rejects with an error naming the content type when a 500 persists through the retries', async () => {
    // retryLimit 1 keeps the test short (the default 5 backs off for ~19 s in total).
    server.failNext(2, 500, (r) => r.resource === 'entries:topic');
    const err = await loadFromContentful(opts({ retryLimit: 1 })).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ContentfulSourceError);
    const e = err as ContentfulSourceError;
    expect(e.message).toMatch(/entries of content type 'topic'/);
    expect(e.message).toMatch(/500 Internal Server Error/);
    expect(e.message).toMatch(/Internal server error/);
    expect(e.message).toMatch(/requestId [0-9a-f]+/);
    expect(e).toMatchObject({ status: 500, errorId: 'ServerError', resource: "entries of content type 'topic'" });
    expect(e.message).not.toContain(DELIVERY);
    expect(e.message).not.toContain(DELIVERY.slice(-5));
    expect(server.requests.filter((r) => r.resource === 'entries:topic').map((r) => r.status)).toEqual([500, 500]);
  });

  it('fails clearly on an invalid token, without retrying and without echoing the token', async () => {
    const bad = 'not-a-valid-token-s3cr3t';
    const err = (await loadFromContentful(opts({ accessToken: bad })).catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(ContentfulSourceError);
    expect(err.message).toMatch(
      /locales.*401 Unauthorized AccessTokenInvalid.*access token you sent could not be found/,
    );
    expect(err.message).not.toContain(bad);
    expect(err.message).not.toContain(bad.slice(-5));
    expect(server.requests.map((r) => [r.resource, r.status])).toEqual([['locales', 401]]);
  });

  it('tolerates a failing tags endpoint (tags become [])', async () => {
    server.failNext(1, 403, (r) => r.resource === 'tags');
    const raw = await loadFromContentful(opts());
    expect(raw.tags).toEqual([]);
    expect(ofType(raw, 'question')).toHaveLength(QUESTIONS);
    expect(warnings().some((w) => /tags not loaded.*403/.test(w))).toBe(true);
  });
});

describe('the test server behaves like the Content Delivery API', () => {
  const get = (path: string, token?: string) =>
    fetch(`http://${server.host}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  it('answers 401 AccessTokenInvalid without a valid bearer token', async () => {
    const res = await get(`/spaces/${SPACE}/environments/master/entries`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      sys: { type: 'Error', id: 'AccessTokenInvalid' },
      message: anyOf(String),
      requestId: anyOf(String),
    });
  });

  it('rejects limit > 1000 with 400 and returns CDA-shaped collections', async () => {
    expect((await get(`/spaces/${SPACE}/environments/master/entries?limit=1001`, DELIVERY)).status).toBe(400);
    const res = await get(
      `/spaces/${SPACE}/environments/master/entries?content_type=question&limit=2&skip=1&locale=*&order=sys.createdAt`,
      DELIVERY,
    );
    const body = (await res.json()) as {
      sys: unknown;
      total: number;
      skip: number;
      limit: number;
      items: { sys: Record<string, unknown> }[];
    };
    expect(body).toMatchObject({ sys: { type: 'Array' }, total: QUESTIONS, skip: 1, limit: 2 });
    expect(body.items.map((i) => i.sys['id'])).toEqual(['q1', 'q2']);
    expect(body.items[0]!.sys).toMatchObject({
      type: 'Entry',
      revision: 1,
      space: { sys: { id: SPACE } },
      environment: { sys: { id: 'master' } },
      contentType: { sys: { id: 'question' } },
    });
    expect(body.items[0]!.sys).not.toHaveProperty('publishedVersion');
  });
});

describe('end to end: a pack served by Contentful normalizes like the pack itself', () => {
  let mini: ContentfulTestServer;
  beforeAll(async () => {
    mini = await startContentfulServer(miniPack(), { deliveryToken: DELIVERY, previewToken: PREVIEW, spaceId: SPACE });
  });
  afterAll(() => mini.close());

  it('gives the same questions, topics and challenges (default throttle of 7 requests/s)', async () => {
    const started = Date.now();
    const raw = await loadFromContentful({
      spaceId: SPACE,
      accessToken: DELIVERY,
      host: mini.host,
      insecure: true,
      logHandler,
    });
    const elapsed = Date.now() - started;
    const fromContentful = normalizeSpace(raw);
    const fromPack = normalizeSpace(miniPack() as unknown as RawSpace);
    expect(fromContentful.questions.length).toBeGreaterThan(0);
    expect(fromContentful.questions).toEqual(fromPack.questions);
    expect(fromContentful.topics).toEqual(fromPack.topics);
    expect(fromContentful.challenges).toEqual(fromPack.challenges);
    expect(fromContentful.startPage).toEqual(fromPack.startPage);
    expect(fromContentful.topicGroups).toEqual(fromPack.topicGroups);
    // 18 requests (locales, tags, assets, 15 content types) at 7/s need three 1-second windows.
    expect(mini.requests).toHaveLength(3 + CONTENT_TYPE_IDS.length);
    expect(elapsed).toBeGreaterThanOrEqual(1800);
  });

  it('preview: drafts come through and normalize like the pack in preview mode', async () => {
    const raw = await loadFromContentful({
      spaceId: SPACE,
      accessToken: PREVIEW,
      preview: true,
      host: mini.host,
      insecure: true,
      throttle: 30,
      logHandler,
    });
    const fromContentful = normalizeSpace(raw, { preview: true });
    const fromPack = normalizeSpace(miniPack() as unknown as RawSpace, { preview: true });
    expect(fromContentful.questions.map((q) => q.globalId)).toContain('192');
    expect(fromContentful.questions).toEqual(fromPack.questions);
    expect(fromContentful.topics).toEqual(fromPack.topics);
    expect(fromContentful.challenges).toEqual(fromPack.challenges);
  });
});

describe('client settings', () => {
  it('uses the client constants of docs/content-model.md by default and the preview host for preview', () => {
    const delivery = contentfulClientParams({ spaceId: 's', accessToken: 't' });
    expect(delivery).toMatchObject({
      space: 's',
      accessToken: 't',
      environment: 'master',
      host: 'cdn.contentful.com',
      insecure: false,
      timeout: 30_000,
      throttle: 7,
      retryLimit: 5,
    });
    expect(contentfulClientParams({ spaceId: 's', accessToken: 't', preview: true }).host).toBe(
      'preview.contentful.com',
    );
    expect(
      contentfulClientParams({ spaceId: 's', accessToken: 't', preview: true, host: 'proxy.example:8443' }).host,
    ).toBe('proxy.example:8443');
    expect(contentfulClientParams({ spaceId: 's', accessToken: 't', throttle: 100 }).throttle).toBe(30);
    expect(contentfulClientParams({ spaceId: 's', accessToken: 't', throttle: 0 }).throttle).toBe(1);
    expect(contentfulClientParams({ spaceId: 's', accessToken: 't', basePath: 'cf' }).basePath).toBe('cf');
  });
});

describe('contentfulOptionsFromEnv', () => {
  it('is null without CONTENTFUL_SPACE_ID', () => {
    expect(contentfulOptionsFromEnv({})).toBeNull();
    expect(contentfulOptionsFromEnv({ CONTENTFUL_ACCESS_TOKEN: 'x' })).toBeNull();
  });

  it('reads delivery settings, environment defaulting to master', () => {
    expect(contentfulOptionsFromEnv({ CONTENTFUL_SPACE_ID: 'sp', CONTENTFUL_ACCESS_TOKEN: 'del' })).toEqual({
      spaceId: 'sp',
      accessToken: 'del',
      environment: 'master',
      preview: false,
    });
    expect(
      contentfulOptionsFromEnv({
        CONTENTFUL_SPACE_ID: 'sp',
        CONTENTFUL_ACCESS_TOKEN: 'del',
        CONTENTFUL_ENVIRONMENT: 'staging',
        CONTENTFUL_HOST: '127.0.0.1:9999',
      }),
    ).toEqual({
      spaceId: 'sp',
      accessToken: 'del',
      environment: 'staging',
      preview: false,
      host: '127.0.0.1:9999',
    });
  });

  it('uses the preview token when CONTENT_PREVIEW=true', () => {
    expect(
      contentfulOptionsFromEnv({
        CONTENTFUL_SPACE_ID: 'sp',
        CONTENTFUL_ACCESS_TOKEN: 'del',
        CONTENTFUL_PREVIEW_TOKEN: 'pre',
        CONTENT_PREVIEW: 'true',
      }),
    ).toMatchObject({
      accessToken: 'pre',
      preview: true,
    });
    // Preview does not need the delivery token.
    expect(
      contentfulOptionsFromEnv({ CONTENTFUL_SPACE_ID: 'sp', CONTENTFUL_PREVIEW_TOKEN: 'pre', CONTENT_PREVIEW: 'true' }),
    ).toMatchObject({ accessToken: 'pre', preview: true });
  });

  it('throws naming the missing token variable', () => {
    expect(() => contentfulOptionsFromEnv({ CONTENTFUL_SPACE_ID: 'sp' })).toThrow(/CONTENTFUL_ACCESS_TOKEN/);
    expect(() =>
      contentfulOptionsFromEnv({ CONTENTFUL_SPACE_ID: 'sp', CONTENTFUL_ACCESS_TOKEN: 'del', CONTENT_PREVIEW: 'true' }),
    ).toThrow(/CONTENTFUL_PREVIEW_TOKEN/);
  });
});
