/**
 * The answers route group: recording answers (correctness decided by the server, offline
 * replay by client id, event codes), the answer list, next test round, correct count and
 * latest answer, with every failure path.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userAnswers } from '#src/server/db/schema.ts';
import {
  NOBODY,
  PASSWORD,
  appPerFile,
  bodyOf,
  errorOf,
  itCoversRouteGroup,
  register,
  routeGroupApp,
  rowCounts,
  type Res,
} from '#tests/support/api-helpers.ts';
import { record as recordStatements } from '../../../../scripts/bench-floor.ts';

const { t, c, rec } = appPerFile(routeGroupApp);
const rowsOf = (uuid: string) => t.app.db.select().from(userAnswers).where(eq(userAnswers.userId, uuid));

describe('POST /v1/user_answers', () => {
  it('decides correctness on the server: right, wrong and very wrong', async () => {
    const uuid = await c.anonymous();
    const right = await c.answer(uuid, 101, 'a', {
      topic_global_id: 'topic-a',
      test_global_id: 'test-a',
      test_round: 1,
    });
    expect(right.statusCode).toBe(201);
    expect(bodyOf(right, 'saveAnswer').data).toMatchObject({
      question_global_id: '101',
      answer_global_id: '101-a',
      is_correct: true,
      is_very_wrong: false,
      is_certificate: false,
      test_round: 1,
      topic_global_id: 'topic-a',
      test_global_id: 'test-a',
      certificate_code: null,
    });
    expect(bodyOf(await c.answer(uuid, 102, 'b'), 'saveAnswer').data).toMatchObject({
      is_correct: false,
      is_very_wrong: false,
      test_round: 1,
    });
    expect(bodyOf(await c.answer(uuid, 102, 'c'), 'saveAnswer').data).toMatchObject({
      is_correct: false,
      is_very_wrong: true,
    });
    // The client cannot say what is correct.
    const forged = await c.post('/v1/user_answers', {
      user_uuid: uuid,
      user_answer: { question_global_id: '102', answer_global_id: '102-b', is_correct: true },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      message: 'error.validation',
      errors: { 'user_answer.is_correct': 'validation.additionalProperties' },
    });
  });

  it('stores the challenge fields and takes the uuid inside the record too', async () => {
    const uuid = await c.anonymous();
    const res = await c.post('/v1/user_answers', {
      user_answer: {
        user_uuid: uuid,
        question_global_id: '101',
        answer_global_id: '101-a',
        challenge_global_id: 'ch-visible',
        combo_global_id: 'ch-visible-c1',
        chapter_contentful_id: 'chap1',
        topic_global_id: null,
        test_global_id: null,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(bodyOf(res, 'saveAnswer').data).toMatchObject({
      challenge_global_id: 'ch-visible',
      combo_global_id: 'ch-visible-c1',
      chapter_contentful_id: 'chap1',
      topic_global_id: null,
    });
  });

  it('stores an answer sent twice under one client id once; the replay answers 200', async () => {
    const uuid = await c.anonymous();
    const first = await c.answer(uuid, 101, 'a', { client_id: 'offline-0001' });
    expect(first.statusCode).toBe(201);
    const replay = await c.answer(uuid, 101, 'a', { client_id: 'offline-0001' });
    expect(replay.statusCode).toBe(200);
    expect(bodyOf(replay, 'saveAnswer').data.id).toBe(bodyOf(first, 'saveAnswer').data.id);
    expect(await rowsOf(uuid)).toHaveLength(1);
    // Concurrent replays too.
    const burst = await Promise.all([0, 1, 2, 3].map(() => c.answer(uuid, 102, 'b', { client_id: 'offline-0002' })));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(await rowsOf(uuid)).toHaveLength(2);
    // The same client id of another user is another answer.
    const other = await c.anonymous();
    expect((await c.answer(other, 101, 'a', { client_id: 'offline-0001' })).statusCode).toBe(201);
  });

  it('records the event by code in any case and refuses unknown events', async () => {
    const uuid = await c.anonymous();
    const res = await c.answer(uuid, 101, 'a', { event_code: 'FAIR26' });
    expect(res.statusCode).toBe(201);
    expect(bodyOf(res, 'saveAnswer').data.event_code).toBe('fair26');
    const before = await rowCounts(t.app);
    const unknown = await c.answer(uuid, 101, 'a', { event_code: 'Fair27' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'event.notFound' });
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it('refuses unknown, hidden, removed and draft questions and foreign answers', async () => {
    const uuid = await c.anonymous();
    const before = await rowCounts(t.app);
    for (const q of ['999', '190', '191', '192']) {
      const res = await c.answer(uuid, q, 'a');
      expect(res.statusCode, q).toBe(404);
      expect(res.json()).toEqual({ message: 'content.questionNotFound' });
    }
    const foreign = await c.post('/v1/user_answers', {
      user_uuid: uuid,
      user_answer: { question_global_id: '101', answer_global_id: '102-a' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      message: 'error.validation',
      errors: { answer_global_id: 'validation.answerNotInQuestion' },
    });
    // A diploma test's round takes only its own questions.
    const stray = await c.answer(uuid, 101, 'b', {
      topic_global_id: 'topic-a',
      test_global_id: 'test-d',
      test_round: 1,
    });
    expect(stray.statusCode).toBe(400);
    expect(stray.json()).toEqual({
      message: 'error.validation',
      errors: { question_global_id: 'validation.questionNotInTest' },
    });
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it('validates the record', async () => {
    const uuid = await c.anonymous();
    const before = await rowCounts(t.app);
    const cases: [unknown, Record<string, string>][] = [
      [{ user_uuid: uuid }, { user_answer: 'validation.required' }],
      [
        { user_uuid: uuid, user_answer: { answer_global_id: '101-a' } },
        { 'user_answer.question_global_id': 'validation.required' },
      ],
      [
        { user_uuid: uuid, user_answer: { question_global_id: '101' } },
        { 'user_answer.answer_global_id': 'validation.required' },
      ],
      [
        { user_uuid: uuid, user_answer: { question_global_id: '101', answer_global_id: '101-a', test_round: 0 } },
        { 'user_answer.test_round': 'validation.minimum' },
      ],
      [
        { user_uuid: uuid, user_answer: { question_global_id: '101', answer_global_id: '101-a', test_round: 'two' } },
        { 'user_answer.test_round': 'validation.type' },
      ],
      [
        { user_uuid: uuid, user_answer: { question_global_id: '../101', answer_global_id: '101-a' } },
        { 'user_answer.question_global_id': 'validation.pattern' },
      ],
      [
        { user_uuid: uuid, user_answer: { question_global_id: '101', answer_global_id: '101-a', client_id: 'short' } },
        { 'user_answer.client_id': 'validation.minLength' },
      ],
      [
        {
          user_uuid: uuid,
          user_answer: { question_global_id: '101', answer_global_id: '101-a', event_code: 'x'.repeat(101) },
        },
        { 'user_answer.event_code': 'validation.maxLength' },
      ],
      [
        { user_uuid: 'abc', user_answer: { question_global_id: '101', answer_global_id: '101-a' } },
        { user_uuid: 'validation.format' },
      ],
      [{ user_answer: { question_global_id: '101', answer_global_id: '101-a' } }, { user_uuid: 'validation.required' }],
      [{ user_uuid: uuid, user_answer: [] }, { user_answer: 'validation.type' }],
    ];
    for (const [body, errors] of cases) {
      const res = await c.post('/v1/user_answers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual({ message: 'error.validation', errors });
    }
    expect((await c.post('/v1/user_answers')).statusCode).toBe(400);
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it('needs a known user, and a registered user acts with its token', async () => {
    const unknown = await c.answer(NOBODY, 101, 'a');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'user.notFound' });
    const s = await register(c);
    const uuidOnly = await c.answer(s.uuid, 101, 'a');
    expect(uuidOnly.statusCode).toBe(401);
    expect(uuidOnly.json()).toEqual({ message: 'auth.tokenRequired' });
    expect((await c.answer(s, 101, 'a')).statusCode).toBe(201);
    const anon = await c.anonymous();
    const foreign = await c.post(
      '/v1/user_answers',
      { user_uuid: anon, user_answer: { question_global_id: '101', answer_global_id: '101-a' } },
      s.token,
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'auth.wrongUser' });
    const inner = await c.post(
      '/v1/user_answers',
      { user_answer: { user_uuid: anon, question_global_id: '101', answer_global_id: '101-a' } },
      s.token,
    );
    expect(inner.statusCode).toBe(403);
    expect(await rowsOf(anon)).toHaveLength(0);
    // A kiosk user answers like an anonymous one.
    const kiosk = await c.anonymous({ is_kiosk_user: true });
    expect((await c.answer(kiosk, 101, 'a')).statusCode).toBe(201);
  });
});

describe("POST /v1/user_answers: the identity checked by the answer's own statement", () => {
  /** The statements one call sends to the database. */
  async function statementsOf(send: () => Promise<Res>): Promise<{ res: Res; count: number }> {
    const recorder = recordStatements(t.app.db);
    try {
      const res = await send();
      return { res, count: recorder.statements.length };
    } finally {
      recorder.stop();
    }
  }

  it('stores an answer in one round trip for a uuid alone and for a bearer acting for its own user', async () => {
    const uuid = await c.anonymous();
    const anonymous = await statementsOf(() => c.answer(uuid, 101, 'a'));
    expect(anonymous.res.statusCode).toBe(201);
    expect(anonymous.count).toBe(1);
    const s = await register(c);
    const bearer = await statementsOf(() =>
      c.post(
        '/v1/user_answers',
        { user_uuid: s.uuid.toUpperCase(), user_answer: { question_global_id: '101', answer_global_id: '101-a' } },
        s.token,
      ),
    );
    expect(bearer.res.statusCode).toBe(201);
    expect(bearer.count).toBe(1);
    expect(await rowsOf(uuid)).toHaveLength(1);
    expect(await rowsOf(s.uuid)).toHaveLength(1);
  });

  it('stores nothing for an ended session, a registered uuid without its token or a uuid merged into an account', async () => {
    const ended = await register(c);
    expect((await c.post('/v1/users/logout', { refresh_token: ended.refresh }, ended.token)).statusCode).toBeLessThan(
      300,
    );
    const afterLogout = await c.answer(ended, 101, 'a');
    expect({ status: afterLogout.statusCode, body: errorOf(afterLogout) }).toEqual({
      status: 401,
      body: { message: 'auth.invalidToken' },
    });
    const registered = await register(c);
    expect((await c.answer(registered.uuid, 101, 'a')).json()).toEqual({ message: 'auth.tokenRequired' });
    const merged = await c.anonymous();
    const login = await c.post('/v1/users/login', { email: registered.email, password: PASSWORD, uuid: merged });
    expect(login.statusCode).toBe(200);
    const withoutToken = await c.answer(merged, 102, 'a');
    expect({ status: withoutToken.statusCode, body: errorOf(withoutToken) }).toEqual({
      status: 401,
      body: { message: 'auth.tokenRequired' },
    });
    const withToken = await c.post(
      '/v1/user_answers',
      { user_uuid: merged, user_answer: { question_global_id: '102', answer_global_id: '102-a' } },
      login.json<{ access_token: string }>().access_token,
    );
    expect(withToken.statusCode).toBe(201);
    expect((await rowsOf(ended.uuid)).length + (await rowsOf(merged)).length).toBe(0);
    expect((await rowsOf(registered.uuid)).map((r) => r.questionGlobalId)).toEqual(['102']);
  });

  it('answers the identity error before the content error, as the full check does', async () => {
    const unknown = await c.answer(NOBODY, 999, 'a');
    expect({ status: unknown.statusCode, body: errorOf(unknown) }).toEqual({
      status: 404,
      body: { message: 'user.notFound' },
    });
    const registered = await register(c);
    expect((await c.answer(registered.uuid, 999, 'a')).json()).toEqual({ message: 'auth.tokenRequired' });
    expect((await c.answer(registered, 999, 'a')).json()).toEqual({ message: 'content.questionNotFound' });
  });
});

describe('GET /v1/user_answers', () => {
  it('lists the answers, or those given at one event (code in any case)', async () => {
    const uuid = await c.anonymous();
    await c.answer(uuid, 101, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-a' });
    await c.answer(uuid, 102, 'b', { event_code: 'fair26' });
    const all = await c.get(`/v1/user_answers?user_uuid=${uuid}`);
    expect(all.statusCode).toBe(200);
    expect(bodyOf(all, 'answers').data).toEqual([
      {
        topic: 'topic-a',
        test: 'test-a',
        question: '101',
        answer: '101-a',
        is_correct: true,
        test_round: 1,
        event_code: null,
      },
      {
        topic: null,
        test: null,
        question: '102',
        answer: '102-b',
        is_correct: false,
        test_round: 1,
        event_code: 'fair26',
      },
    ]);
    const atEvent = await c.get(`/v1/user_answers?user_uuid=${uuid}&event_code=FAIR26`);
    expect(bodyOf(atEvent, 'answers').data).toEqual([
      expect.objectContaining({ question: '102', event_code: 'fair26' }),
    ]);
    const unknown = await c.get(`/v1/user_answers?user_uuid=${uuid}&event_code=nope`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'event.notFound' });
  });

  it('refuses missing, malformed, unknown and foreign users', async () => {
    expect((await c.get('/v1/user_answers')).json()).toEqual({
      message: 'error.validation',
      errors: { user_uuid: 'validation.required' },
    });
    expect((await c.get('/v1/user_answers?user_uuid=xyz')).statusCode).toBe(400);
    expect((await c.get(`/v1/user_answers?user_uuid=${NOBODY}`)).statusCode).toBe(404);
    expect((await c.get(`/v1/user_answers?user_uuid=${NOBODY}&surprise=1`)).json()).toEqual({
      message: 'error.validation',
      errors: { surprise: 'validation.additionalProperties' },
    });
    const s = await register(c);
    expect((await c.get(`/v1/user_answers?user_uuid=${s.uuid}`)).statusCode).toBe(401);
    expect((await c.get('/v1/user_answers', s.token)).json()).toEqual({ data: [] });
    const other = await register(c);
    expect((await c.get(`/v1/user_answers?user_uuid=${other.uuid}`, s.token)).statusCode).toBe(403);
  });
});

describe('GET /v1/user_answers/next_test_round', () => {
  it('is one past the highest round of that test', async () => {
    const uuid = await c.anonymous();
    const next = async () =>
      (
        await c.get(`/v1/user_answers/next_test_round?user_uuid=${uuid}&topic_global_id=topic-a&test_global_id=test-a`)
      ).json<unknown>();
    expect(await next()).toEqual({ test_round: 1 });
    await c.answer(uuid, 101, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 1 });
    expect(await next()).toEqual({ test_round: 2 });
    await c.answer(uuid, 101, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 4 });
    expect(await next()).toEqual({ test_round: 5 });
    // Other tests count on their own.
    expect(
      (
        await c.get(`/v1/user_answers/next_test_round?user_uuid=${uuid}&topic_global_id=topic-a&test_global_id=test-d`)
      ).json(),
    ).toEqual({ test_round: 1 });
  });

  it('refuses missing and malformed parameters', async () => {
    const uuid = await c.anonymous();
    expect((await c.get(`/v1/user_answers/next_test_round?user_uuid=${uuid}&topic_global_id=topic-a`)).json()).toEqual({
      message: 'error.validation',
      errors: { test_global_id: 'validation.required' },
    });
    expect(
      (await c.get(`/v1/user_answers/next_test_round?user_uuid=${uuid}&topic_global_id=a%20b&test_global_id=test-a`))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await c.get(
          `/v1/user_answers/next_test_round?user_uuid=${NOBODY}&topic_global_id=topic-a&test_global_id=test-a`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET /v1/user_answers/correct', () => {
  it('counts distinct questions answered right', async () => {
    const uuid = await c.anonymous();
    const total = async () =>
      (await c.get(`/v1/user_answers/correct?user_uuid=${uuid}`)).json<{ data: { total: number } }>().data.total;
    expect(await total()).toBe(0);
    await c.answer(uuid, 101, 'a');
    await c.answer(uuid, 101, 'a', { test_round: 2 });
    await c.answer(uuid, 102, 'b');
    expect(await total()).toBe(1);
    await c.answer(uuid, 102, 'a');
    expect(await total()).toBe(2);
    expect((await c.get('/v1/user_answers/correct')).statusCode).toBe(400);
    expect((await c.get(`/v1/user_answers/correct?user_uuid=${NOBODY}`)).statusCode).toBe(404);
  });
});

describe('GET /v1/user_answers/latest_answer', () => {
  it("gives the user's latest answer to a question, or null", async () => {
    const uuid = await c.anonymous();
    const latest = async (q: string) => c.get(`/v1/user_answers/latest_answer?user_uuid=${uuid}&global_id=${q}`);
    expect((await latest('101')).json()).toEqual({ global_id: '101', answer: null });
    await c.answer(uuid, 101, 'a');
    await c.answer(uuid, 101, 'c');
    expect((await latest('101')).json()).toEqual({
      global_id: '101',
      answer: { global_id: '101-c', is_correct: false },
    });
    expect((await c.get(`/v1/user_answers/latest_answer?user_uuid=${uuid}`)).json()).toEqual({
      message: 'error.validation',
      errors: { global_id: 'validation.required' },
    });
    expect((await latest('')).statusCode).toBe(400);
    expect((await c.get(`/v1/user_answers/latest_answer?user_uuid=${NOBODY}&global_id=101`)).statusCode).toBe(404);
    const s = await register(c);
    expect((await c.get(`/v1/user_answers/latest_answer?user_uuid=${s.uuid}&global_id=101`)).statusCode).toBe(401);
  });
});

describe('coverage of the route group', () => {
  itCoversRouteGroup('answers', rec);
});
