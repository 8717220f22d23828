/**
 * The review route group: `GET /v1/users/review` and the boxes `POST /v1/user_answers` moves
 * (src/domain/review-boxes.ts), on an injected server clock that the tests move by days; an
 * answer sent twice, also concurrently (the postgres project runs this file on a real server),
 * moves its box once; a login merge keeps the boxes.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/api.ts';
import {
  ENDPOINTS,
  NOBODY,
  badErrorBodies,
  client,
  recordRoutes,
  register,
  unreached,
  type Client,
  type Recorder,
} from '#tests/support/api-helpers.ts';
import { reviewBoxes } from '#src/server/db/schema.ts';
import { REVIEW_BOXES, afterAnswer, weaker, type ReviewBox } from '#src/domain/review-boxes.ts';
import { ifStarted } from '#tests/support/if-started.ts';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 27, 9, 0, 0);
/** The server's clock: the tests move it. */
let clock = T0;
const days = (n: number) => T0 + n * DAY;
const iso = (ms: number) => new Date(ms).toISOString();

let t: TestApp;
let c: Client;
let rec: Recorder;

beforeAll(async () => {
  t = await createTestApp(
    { authRateLimit: { max: 1000, perAddress: 1000, windowSeconds: 60 } },
    { now: () => new Date(clock) },
  );
  rec = recordRoutes(t.app);
  c = client(t.app);
}, 60_000);
afterAll(() => ifStarted(t, (x) => x.close()));

interface Review {
  due: { question_global_id: string; topic_global_id?: string; box: number }[];
  boxes: Record<'1' | '2' | '3' | '4', number>;
  next_due_at: string | null;
}

async function reviewOf(who: string | { token: string }): Promise<Review> {
  const res =
    typeof who === 'string'
      ? await c.get(`/v1/users/review?user_uuid=${who}`)
      : await c.get('/v1/users/review', who.token);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Review }>().data;
}

const boxOf = async (userId: string, q: string) =>
  (
    await t.app.db
      .select()
      .from(reviewBoxes)
      .where(and(eq(reviewBoxes.userId, userId), eq(reviewBoxes.questionGlobalId, q)))
  )[0] ?? null;

const inTestA = { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 1 };

describe('GET /v1/users/review', () => {
  it('holds the three questions answered wrong, due by the rule one day later', async () => {
    clock = T0;
    const uuid = await c.anonymous();
    expect(await reviewOf(uuid)).toEqual({ due: [], boxes: { 1: 0, 2: 0, 3: 0, 4: 0 }, next_due_at: null });
    await c.answer(uuid, 101, 'b', inTestA);
    clock = T0 + 1000;
    await c.answer(uuid, 102, 'c', inTestA); // very wrong counts as wrong
    clock = T0 + 2000;
    await c.answer(uuid, 103, 'b'); // outside any test
    await c.answer(uuid, 101, 'a', inTestA); // a right answer outside review leaves the box alone
    expect(await reviewOf(uuid)).toEqual({
      due: [],
      boxes: { 1: 3, 2: 0, 3: 0, 4: 0 },
      next_due_at: iso(days(1)),
    });
    clock = days(1) - 1;
    expect((await reviewOf(uuid)).due).toEqual([]);
    clock = days(1) + 1000;
    const review = await reviewOf(uuid);
    expect(review.due).toEqual([
      { question_global_id: '101', topic_global_id: 'topic-a', box: 1 },
      { question_global_id: '102', topic_global_id: 'topic-a', box: 1 },
    ]);
    expect(review.next_due_at).toBe(iso(days(1) + 2000));
    clock = days(2);
    expect((await reviewOf(uuid)).due.map((d) => d.question_global_id)).toEqual(['101', '102', '103']);
    expect((await reviewOf(uuid)).due[2]).toEqual({ question_global_id: '103', box: 1 });
  });

  it('moves a question up one box on a right review answer, back to box 1 on a wrong one, and out after box 4', async () => {
    clock = T0;
    const uuid = await c.anonymous();
    await c.answer(uuid, 101, 'b');
    clock = days(1);
    expect((await c.answer(uuid, 101, 'a', { review: true })).statusCode).toBe(201);
    expect(await reviewOf(uuid)).toEqual({ due: [], boxes: { 1: 0, 2: 1, 3: 0, 4: 0 }, next_due_at: iso(days(4)) });
    clock = days(4);
    expect((await reviewOf(uuid)).due).toEqual([{ question_global_id: '101', box: 2 }]);
    await c.answer(uuid, 101, 'a', { review: true });
    clock = days(11);
    await c.answer(uuid, 101, 'a', { review: true });
    expect(await reviewOf(uuid)).toEqual({ due: [], boxes: { 1: 0, 2: 0, 3: 0, 4: 1 }, next_due_at: iso(days(32)) });
    await c.answer(uuid, 101, 'c', { review: true });
    expect(await reviewOf(uuid)).toEqual({ due: [], boxes: { 1: 1, 2: 0, 3: 0, 4: 0 }, next_due_at: iso(days(12)) });
    for (const d of [12, 15, 22, 43]) {
      clock = days(d);
      await c.answer(uuid, 101, 'a', { review: true });
    }
    expect(await reviewOf(uuid)).toEqual({ due: [], boxes: { 1: 0, 2: 0, 3: 0, 4: 0 }, next_due_at: null });
    // A right review answer before the question is due leaves it where it is.
    await c.answer(uuid, 103, 'b');
    clock = days(43.5);
    await c.answer(uuid, 103, 'a', { review: true });
    expect((await boxOf(uuid, '103'))?.box).toBe(1);
    // A right review answer to a question not in review puts nothing there.
    await c.answer(uuid, 102, 'a', { review: true });
    expect((await reviewOf(uuid)).boxes).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0 });
  });

  it('moves a box once for an answer sent twice under one client id', async () => {
    clock = T0;
    const uuid = await c.anonymous();
    await c.answer(uuid, 101, 'b', { client_id: 'wrong-once-1' });
    expect((await c.answer(uuid, 101, 'b', { client_id: 'wrong-once-1' })).statusCode).toBe(200);
    clock = days(1);
    const right = { review: true, client_id: 'review-once-1' };
    expect((await c.answer(uuid, 101, 'a', right)).statusCode).toBe(201);
    expect((await c.answer(uuid, 101, 'a', right)).statusCode).toBe(200);
    expect((await reviewOf(uuid)).boxes).toEqual({ 1: 0, 2: 1, 3: 0, 4: 0 });
  });

  it('moves a box once for an answer sent many times at once, and twice for two answers at once', async () => {
    clock = T0;
    const uuid = await c.anonymous();
    await c.answer(uuid, 101, 'b');
    await c.answer(uuid, 102, 'b');
    clock = days(1);
    const same = await Promise.all(
      Array.from({ length: 8 }, () => c.answer(uuid, 101, 'a', { review: true, client_id: 'review-burst-1' })),
    );
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect((await boxOf(uuid, '101'))?.box).toBe(2);
    // Two different answers to one question at once (two tabs): the second finds the box moved
    // and no longer due, so the question moves one step, not two (nor was one move lost).
    await Promise.all([
      c.answer(uuid, 102, 'a', { review: true, client_id: 'review-pair-1' }),
      c.answer(uuid, 102, 'a', { review: true, client_id: 'review-pair-2' }),
    ]);
    expect(await boxOf(uuid, '102')).toMatchObject({ box: 2, dueAt: new Date(days(4)) });
  });

  it('leaves out a wrong answer in a certificate attempt, and a question gone from the content', async () => {
    clock = T0;
    const uuid = await c.anonymous();
    await c.answer(uuid, 104, 'b', { topic_global_id: 'topic-a', test_global_id: 'test-d', test_round: 1 });
    expect((await reviewOf(uuid)).boxes).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0 });
    await t.app.db
      .insert(reviewBoxes)
      .values({ userId: uuid, questionGlobalId: 'gone-from-content', box: 1, dueAt: new Date(T0) });
    expect(await reviewOf(uuid)).toEqual({ due: [], boxes: { 1: 0, 2: 0, 3: 0, 4: 0 }, next_due_at: null });
  });

  it('reads an account by its token, and refuses what actingUser refuses', async () => {
    clock = T0;
    const s = await register(c);
    await c.answer(s, 102, 'b');
    clock = days(1);
    expect((await reviewOf(s)).due).toEqual([{ question_global_id: '102', box: 1 }]);
    expect((await c.get(`/v1/users/review?user_uuid=${s.uuid}`)).json()).toEqual({ message: 'auth.tokenRequired' });
    expect((await c.get('/v1/users/review')).json()).toEqual({
      message: 'error.validation',
      errors: { user_uuid: 'validation.required' },
    });
    expect((await c.get(`/v1/users/review?user_uuid=${NOBODY}`)).statusCode).toBe(404);
    expect((await c.get('/v1/users/review?user_uuid=not-a-uuid')).statusCode).toBe(400);
    expect(
      (
        await c.post('/v1/user_answers', {
          user_uuid: s.uuid,
          user_answer: { question_global_id: '101', answer_global_id: '101-a', review: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the statement and the rule agree', () => {
  it('moves every box as afterAnswer does, for every kind of answer', async () => {
    const uuid = await c.anonymous();
    const kinds = [
      { key: 'a', correct: true, review: true },
      { key: 'a', correct: true, review: false },
      { key: 'b', correct: false, review: true },
      { key: 'c', correct: false, review: false },
    ] as const;
    for (const box of REVIEW_BOXES)
      for (const kind of kinds)
        for (const dueAt of [days(90), days(100), days(110)]) {
          clock = days(100);
          await t.app.db.delete(reviewBoxes).where(eq(reviewBoxes.userId, uuid));
          const before = { box, dueAt };
          await t.app.db
            .insert(reviewBoxes)
            .values({ userId: uuid, questionGlobalId: '101', box, dueAt: new Date(before.dueAt) });
          await c.answer(uuid, 101, kind.key, { review: kind.review });
          const row = await boxOf(uuid, '101');
          const got = row ? { box: row.box as ReviewBox, dueAt: row.dueAt.getTime() } : null;
          expect({ before, kind, got }).toEqual({ before, kind, got: afterAnswer(before, kind, clock) });
        }
  });
});

describe('a login merge', () => {
  it('brings the anonymous review into the account, the weaker memory winning', async () => {
    clock = T0;
    const account = await register(c);
    await c.answer(account, 101, 'b');
    clock = days(1);
    await c.answer(account, 101, 'a', { review: true }); // box 2, due day 4
    const anon = await c.anonymous();
    await c.answer(anon, 101, 'b'); // box 1, due day 2
    await c.answer(anon, 102, 'b'); // box 1, due day 2
    // Where each side is weaker in one way, the merge takes both (the rule's `weaker`).
    const mine = { box: 3 as const, dueAt: days(1.5) };
    const theirs = { box: 1 as const, dueAt: days(1.8) };
    await t.app.db.insert(reviewBoxes).values([
      { userId: account.uuid, questionGlobalId: '103', box: mine.box, dueAt: new Date(mine.dueAt) },
      { userId: anon, questionGlobalId: '103', box: theirs.box, dueAt: new Date(theirs.dueAt) },
    ]);
    const login = await c.post('/v1/users/login', {
      email: account.email,
      password: 'correct horse battery',
      uuid: anon,
    });
    expect(login.statusCode).toBe(200);
    const merged = await boxOf(account.uuid, '103');
    expect({ box: merged?.box, dueAt: merged?.dueAt.getTime() }).toEqual(weaker(mine, theirs));
    expect(await reviewOf(account)).toEqual({
      due: [],
      boxes: { 1: 3, 2: 0, 3: 0, 4: 0 },
      next_due_at: iso(days(1.5)),
    });
    clock = days(2);
    expect((await reviewOf(account)).due.map((d) => d.question_global_id)).toEqual(['103', '101', '102']);
  });

  it('keeps the review through sign-up of the anonymous uuid itself', async () => {
    clock = T0;
    const anon = await c.anonymous();
    for (const q of [101, 102, 103]) await c.answer(anon, q, 'b');
    const s = await register(c, { uuid: anon });
    clock = days(1);
    expect((await reviewOf(s)).due).toHaveLength(3);
  });
});

describe('coverage of the route group', () => {
  it('every review endpoint was reached, and every error body was a message key without internals', () => {
    expect(unreached(ENDPOINTS.review, rec)).toEqual([]);
    expect(badErrorBodies(rec)).toEqual([]);
  });
});
