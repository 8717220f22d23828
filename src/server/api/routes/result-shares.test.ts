/**
 * Shared results: the score is the server's count of the learner's stored answers (a practice
 * round with the retried questions' latest answers, a finished challenge's latest answers), the
 * same result shared again is the same code, nothing personal is public, and every refusal names
 * what is wrong. Concurrent shares of one result: see concurrency.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stringMatching } from '#tests/support/matchers.ts';
import { resultShares } from '#src/server/db/schema.ts';
import {
  PASSWORD,
  NOBODY,
  appPerFile,
  bodyOf,
  itCoversRouteGroup,
  register,
  routeGroupApp,
} from '#tests/support/api-helpers.ts';

const { t, c, rec } = appPerFile(routeGroupApp);

const practice = (uuid: string, round: number, extra: Record<string, unknown> = {}) =>
  c.post('/v1/result_shares', {
    user_uuid: uuid,
    kind: 'practice',
    topic_global_id: 'topic-a',
    test_global_id: 'test-a',
    test_round: round,
    ...extra,
  });
const challenge = (uuid: string, extra: Record<string, unknown> = {}) =>
  c.post('/v1/result_shares', { user_uuid: uuid, kind: 'challenge', challenge_global_id: 'ch-visible', ...extra });
const practiceAnswer = (uuid: string, q: number, key: 'a' | 'b', round: number) =>
  c.answer(uuid, q, key, { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: round });
const challengeAnswer = (uuid: string, combo: string, q: number, key: 'a' | 'b') =>
  c.answer(uuid, q, key, {
    topic_global_id: 'topic-a',
    challenge_global_id: 'ch-visible',
    combo_global_id: `ch-visible-${combo}`,
  });
/** ch-visible's segments: intro, c1, c2, outro; the segment count completes it. */
const finishChallenge = (uuid: string) =>
  c.post('/v1/users/challenge_progress', {
    user_uuid: uuid,
    challenge_progress: { challenge_global_id: 'ch-visible', current_segment: 4, current_screen: 0 },
  });

/** Plays ch-visible: c1 both right, c2 101 wrong then (after a restart) right, 102 wrong; finished. */
async function playedChallenge(): Promise<string> {
  const uuid = await c.anonymous();
  await challengeAnswer(uuid, 'c1', 101, 'a');
  await challengeAnswer(uuid, 'c1', 102, 'a');
  await challengeAnswer(uuid, 'c2', 101, 'b');
  await challengeAnswer(uuid, 'c2', 101, 'a');
  await challengeAnswer(uuid, 'c2', 102, 'b');
  expect((await finishChallenge(uuid)).statusCode).toBe(200);
  return uuid;
}

describe('POST /v1/result_shares: a practice round', () => {
  it("counts each question's latest answer in the rounds up to the shared one (a retry round keeps the rest)", async () => {
    const uuid = await c.anonymous();
    await practiceAnswer(uuid, 101, 'a', 1);
    await practiceAnswer(uuid, 102, 'b', 1);
    await practiceAnswer(uuid, 103, 'b', 1);
    const first = await practice(uuid, 1);
    expect(first.statusCode).toBe(201);
    const shared = bodyOf(first, 'createResultShare').data;
    expect(shared).toMatchObject({
      kind: 'practice',
      topic_global_id: 'topic-a',
      topic_name: 'Alpha',
      topic_slug: 'alpha',
      test_global_id: 'test-a',
      challenge_global_id: null,
      challenge_slug: null,
      title: 'Practice',
      correct: 1,
      total: 3,
    });
    expect(shared.code).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
    expect(Object.keys(shared)).not.toContain('user_uuid');
    // "Try the wrong ones again": round 2 holds the retried questions only.
    await practiceAnswer(uuid, 102, 'a', 2);
    await practiceAnswer(uuid, 103, 'a', 2);
    const retried = await practice(uuid, 2);
    expect(retried.statusCode).toBe(201);
    expect(bodyOf(retried, 'createResultShare').data).toMatchObject({ correct: 3, total: 3 });
    expect(bodyOf(retried, 'createResultShare').data.code).not.toBe(shared.code);
    // Round 1 shared again: the same code, 200; its score is what it was.
    const again = await practice(uuid, 1);
    expect(again.statusCode).toBe(200);
    expect(bodyOf(again, 'createResultShare').data).toMatchObject({ code: shared.code, correct: 1, total: 3 });
  });

  it('names the result in the asked language', async () => {
    const uuid = await c.anonymous();
    await practiceAnswer(uuid, 101, 'a', 1);
    const res = await c.post('/v1/result_shares?lang=sv', {
      user_uuid: uuid,
      kind: 'practice',
      topic_global_id: 'topic-a',
      test_global_id: 'test-a',
      test_round: 1,
    });
    expect(bodyOf(res, 'createResultShare').data).toMatchObject({
      topic_name: 'Alfa',
      title: 'Övning',
      correct: 1,
      total: 3,
    });
  });

  it('refuses a round without answers, an unknown topic or test, and fields of the other kind', async () => {
    const uuid = await c.anonymous();
    await practiceAnswer(uuid, 101, 'a', 1);
    expect((await practice(uuid, 2)).json()).toEqual({ message: 'result.noAnswers' });
    expect((await practice(uuid, 2)).statusCode).toBe(404);
    expect((await practice(uuid, 1, { topic_global_id: 'nope' })).json()).toEqual({ message: 'topic.notFound' });
    expect((await practice(uuid, 1, { topic_global_id: 'topic-h' })).statusCode).toBe(404);
    expect((await practice(uuid, 1, { test_global_id: 'test-d' })).json()).toEqual({ message: 'test.notFound' });
    expect((await practice(uuid, 1, { challenge_global_id: 'ch-visible' })).json()).toEqual({
      message: 'error.validation',
      errors: { challenge_global_id: 'validation.additionalProperties' },
    });
    expect(
      (await c.post('/v1/result_shares', { user_uuid: uuid, kind: 'practice', topic_global_id: 'topic-a' })).json(),
    ).toEqual({
      message: 'error.validation',
      errors: { test_global_id: 'validation.required', test_round: 'validation.required' },
    });
    expect((await practice(uuid, 0)).json()).toEqual({
      message: 'error.validation',
      errors: { test_round: 'validation.minimum' },
    });
    expect(
      (await c.post('/v1/result_shares', { user_uuid: uuid, kind: 'certificate', topic_global_id: 'topic-a' })).json(),
    ).toMatchObject({ message: 'error.validation', errors: { kind: stringMatching(/^validation\./) } });
    expect((await practice(uuid, 1, { correct: 3 })).json()).toEqual({
      message: 'error.validation',
      errors: { correct: 'validation.additionalProperties' },
    });
  });
});

describe('POST /v1/result_shares: a finished challenge', () => {
  it('counts the latest answer to each question of each combo', async () => {
    const uuid = await playedChallenge();
    const res = await challenge(uuid);
    expect(res.statusCode).toBe(201);
    expect(bodyOf(res, 'createResultShare').data).toMatchObject({
      kind: 'challenge',
      topic_global_id: 'topic-a',
      topic_slug: 'alpha',
      test_global_id: null,
      challenge_global_id: 'ch-visible',
      challenge_slug: 'ch-visible',
      title: 'Challenge ch-visible',
      correct: 3,
      total: 4,
    });
    expect(bodyOf(await challenge(uuid), 'createResultShare').data.code).toBe(
      bodyOf(res, 'createResultShare').data.code,
    );
  });

  it('refuses a challenge not finished, unknown or not listed, and a practice field', async () => {
    const uuid = await c.anonymous();
    await challengeAnswer(uuid, 'c1', 101, 'a');
    const unfinished = await challenge(uuid);
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json()).toEqual({ message: 'result.challengeNotFinished' });
    expect((await challenge(uuid, { challenge_global_id: 'nope' })).json()).toEqual({ message: 'challenge.notFound' });
    expect((await challenge(uuid, { challenge_global_id: 'ch-unpublished' })).statusCode).toBe(404);
    expect((await challenge(uuid, { test_round: 1 })).json()).toEqual({
      message: 'error.validation',
      errors: { test_round: 'validation.additionalProperties' },
    });
    expect((await c.post('/v1/result_shares', { user_uuid: uuid, kind: 'challenge' })).json()).toEqual({
      message: 'error.validation',
      errors: { challenge_global_id: 'validation.required' },
    });
  });
});

describe('who may share', () => {
  it("refuses a missing or unknown user, an account's uuid without its token and another's uuid with a token", async () => {
    expect(
      (await c.post('/v1/result_shares', { kind: 'challenge', challenge_global_id: 'ch-visible' })).json(),
    ).toEqual({ message: 'error.validation', errors: { user_uuid: 'validation.required' } });
    expect((await challenge(NOBODY)).json()).toEqual({ message: 'user.notFound' });
    const s = await register(c);
    expect((await challenge(s.uuid)).json()).toEqual({ message: 'auth.tokenRequired' });
    const anon = await c.anonymous();
    expect(
      (
        await c.post(
          '/v1/result_shares',
          { user_uuid: anon, kind: 'challenge', challenge_global_id: 'ch-visible' },
          s.token,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('shares for an account with its token, and a login keeps the shares of the anonymous user working', async () => {
    const anon = await playedChallenge();
    const code = bodyOf(await challenge(anon), 'createResultShare').data.code;
    const s = await register(c);
    const login = await c.post('/v1/users/login', { email: s.email, password: PASSWORD, uuid: anon });
    expect(login.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(resultShares).where(eq(resultShares.code, code));
    expect(row?.userId).toBe(s.uuid);
    expect(bodyOf(await c.get(`/v1/result_shares/${code}`), 'resultShare').data.correct).toBe(3);
    // The account shares the merged result itself: its own code (no clash with the moved one).
    const own = await c.post(
      '/v1/result_shares',
      { kind: 'challenge', challenge_global_id: 'ch-visible' },
      bodyOf(login, 'login').access_token,
    );
    expect(own.statusCode).toBe(201);
    expect(bodyOf(own, 'createResultShare').data).toMatchObject({ correct: 3, total: 4 });
    expect(bodyOf(own, 'createResultShare').data.code).not.toBe(code);
  });
});

describe('GET /v1/result_shares/{code} and its card', () => {
  it('shows the result to anyone, in any case of the code and in the asked language', async () => {
    const uuid = await playedChallenge();
    const code = bodyOf(await challenge(uuid), 'createResultShare').data.code;
    const res = await c.get(`/v1/result_shares/${code.toLowerCase()}?lang=sv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(bodyOf(res, 'resultShare').data).toMatchObject({
      code,
      kind: 'challenge',
      topic_name: 'Alfa',
      title: 'Utmaning ch-visible',
      correct: 3,
      total: 4,
    });
    expect(bodyOf(res, 'resultShare').data.shared_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.stringify(res.json())).not.toContain(uuid);
  });

  it('serves the card as a 1200×630 PNG per language, cacheable for a day', async () => {
    const uuid = await playedChallenge();
    const code = bodyOf(await challenge(uuid), 'createResultShare').data.code;
    const en = await c.get(`/v1/result_shares/${code}/card.png`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('image/png');
    expect(en.headers['cache-control']).toBe('public, max-age=86400');
    expect(en.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // The IHDR chunk: width and height.
    expect([en.rawPayload.readUInt32BE(16), en.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
    const sv = await c.get(`/v1/result_shares/${code}/card.png?lang=sv`);
    expect(sv.statusCode).toBe(200);
    expect(Buffer.compare(sv.rawPayload, en.rawPayload)).not.toBe(0);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await c.get('/v1/result_shares/ZZZZZZZZZZ')).json()).toEqual({ message: 'result.notFound' });
    expect((await c.get('/v1/result_shares/ZZZZZZZZZZ/card.png')).statusCode).toBe(404);
    expect((await c.get('/v1/result_shares/ZZZZ-ZZZZ')).statusCode).toBe(400);
    expect((await c.get('/v1/result_shares/0000000000')).json()).toEqual({
      message: 'error.validation',
      errors: { code: 'validation.pattern' },
    });
  });
});

describe('coverage of the route group', () => {
  itCoversRouteGroup('results', rec);
});
