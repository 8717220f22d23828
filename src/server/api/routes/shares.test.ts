/**
 * The answer shares route group: how others answered a question (counting each learner's first
 * answer only), shown from a threshold, cacheable with an ETag, refused for questions only a
 * certificate test holds, and a certificate test's shares for its learner once their round has ended.
 */
import { describe, expect, it } from 'vitest';
import { countsOf as readCounts } from '#src/server/services/answer-shares.ts';
import type { ResponseBody } from '#src/api-contract/types.ts';
import { PASSWORD, appPerFile, itCoversRouteGroup, register, routeGroupApp } from '#tests/support/api-helpers.ts';

const MIN = 3;
const { t, c, rec } = appPerFile(() => routeGroupApp({ sharesMinAnswers: MIN }));

const shares = (q: string, headers?: Record<string, string>) => c.get(`/v1/questions/${q}/shares`, undefined, headers);
/** New learners answering question `q` with the given keys, one learner per key. */
const learners = async (q: string, keys: readonly ('a' | 'b' | 'c')[]) => {
  for (const key of keys) expect((await c.answer(await c.anonymous(), q, key)).statusCode).toBe(201);
};
const certShares = (uuid: string) => c.get(`/v1/certificate_tests/test-d/shares?user_uuid=${uuid}`);
const diplomaAnswer = (uuid: string, q: string, key: 'a' | 'b', round = 1) =>
  c.answer(uuid, q, key, { topic_global_id: 'topic-a', test_global_id: 'test-d', test_round: round });

describe('GET /v1/questions/{questionGlobalId}/shares', () => {
  it('shows nothing but the total below the threshold, then the share per option and the right share', async () => {
    await learners('101', ['a', 'b']);
    expect((await shares('101')).json()).toEqual({
      data: { global_id: '101', shown: false, total: 2, correct_share: null, answers: [] },
    });
    await learners('101', ['b', 'c']);
    const res = await shares('101');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        global_id: '101',
        shown: true,
        total: 4,
        correct_share: 0.25,
        answers: [
          { global_id: '101-a', share: 0.25 },
          { global_id: '101-b', share: 0.5 },
          { global_id: '101-c', share: 0.25 },
        ],
      },
    });
  });

  it("counts each learner's first answer only: retries, other contexts and replays do not skew it", async () => {
    await learners('102', ['b', 'b', 'b']);
    const ann = await c.anonymous();
    await c.answer(ann, '102', 'c');
    await c.answer(ann, '102', 'a');
    await c.answer(ann, '102', 'a', { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 2 });
    const replay = { client_id: 'same-answer-twice' };
    const bo = await c.anonymous();
    await c.answer(bo, '102', 'a', replay);
    await c.answer(bo, '102', 'a', replay);
    const data = (await shares('102')).json<ResponseBody<'questionShares'>>().data;
    expect(data.total).toBe(5);
    expect(data.answers).toEqual([
      { global_id: '102-a', share: 0.2 },
      { global_id: '102-b', share: 0.6 },
      { global_id: '102-c', share: 0.2 },
    ]);
  });

  it('may be kept by browsers and proxies for a minute, with an ETag that changes with the counts', async () => {
    await learners('101', ['a', 'a', 'a']);
    const first = await shares('101');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await shares('101', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await learners('101', ['b']);
    const changed = await shares('101', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
  });

  it('refuses questions only a certificate test holds (the shares would give the right answer away) and unknown questions', async () => {
    const cert = await shares('105');
    expect(cert.statusCode).toBe(403);
    expect(cert.json()).toEqual({ message: 'shares.certificateQuestion' });
    expect(cert.headers['cache-control']).toBe('no-store');
    const unknown = await shares('nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'content.questionNotFound' });
    expect((await shares('bad id!')).statusCode).toBe(400);
  });

  it('shows the shares of a question a practice test holds too (its practice page shows the right answer anyway)', async () => {
    // (No answers added here: the certificate test's counts below start from none.)
    const res = await shares('103');
    expect(res.statusCode).toBe(200);
    expect(res.json<ResponseBody<'questionShares'>>().data).toMatchObject({ global_id: '103', total: 0 });
  });

  it("keeps the count when a learner's account is deleted, and does not count a merged learner twice", async () => {
    const before = (await countsOf('104')) ?? {};
    const s = await register(c);
    const anon = await c.anonymous();
    await c.answer(anon, '104', 'b');
    const login = await c.post('/v1/users/login', { email: s.email, password: PASSWORD, uuid: anon });
    expect(login.statusCode).toBe(200);
    await c.answer({ token: s.token }, '104', 'c');
    const after = { ...before, b: (before['b'] ?? 0) + 1 };
    expect(await countsOf('104')).toEqual(after);
    expect((await c.post('/v1/users/delete_account', { password: PASSWORD }, s.token)).statusCode).toBe(200);
    expect(await countsOf('104')).toEqual(after);
  });
});

/** A question's counts by answer key, read from the table (104 is a certificate question: no public shares). */
async function countsOf(q: string): Promise<Record<string, number> | undefined> {
  const byAnswer = (await readCounts(t.app.db, [q])).get(q);
  return byAnswer && Object.fromEntries([...byAnswer].map(([a, n]) => [a.replace(`${q}-`, ''), n]));
}

describe('GET /v1/certificate_tests/{testGlobalId}/shares', () => {
  it('refuses while no round has ended, then gives the answered questions of a failed round, never cached', async () => {
    await learners('103', ['a', 'b', 'b']);
    const uuid = await c.anonymous();
    expect((await certShares(uuid)).json()).toEqual({ message: 'shares.testNotEnded' });
    await diplomaAnswer(uuid, '103', 'a');
    const during = await certShares(uuid);
    expect(during.statusCode).toBe(403);
    expect(during.json()).toEqual({ message: 'shares.testNotEnded' });
    await diplomaAnswer(uuid, '104', 'b');
    const ended = await certShares(uuid);
    expect(ended.statusCode).toBe(200);
    expect(ended.headers['cache-control']).toBe('no-store');
    const data = ended.json<ResponseBody<'certificateShares'>>().data;
    expect(data.global_id).toBe('test-d');
    expect(data.questions.map((q) => q.global_id)).toEqual(['103', '104']);
    expect(data.questions[0]).toMatchObject({ shown: true, total: 4, correct_share: 0.5 });
    // A new round under way hides them again.
    await diplomaAnswer(uuid, '103', 'a', 2);
    expect((await certShares(uuid)).statusCode).toBe(403);
  });

  it('gives every question of the test once the certificate is earned', async () => {
    const uuid = await c.anonymous();
    for (const q of ['103', '104', '105']) expect((await diplomaAnswer(uuid, q, 'a')).statusCode).toBe(201);
    const res = await certShares(uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json<ResponseBody<'certificateShares'>>().data.questions.map((q) => q.global_id)).toEqual([
      '103',
      '104',
      '105',
    ]);
  });

  it('refuses unknown tests, practice tests and unknown users', async () => {
    const uuid = await c.anonymous();
    expect((await c.get(`/v1/certificate_tests/nope/shares?user_uuid=${uuid}`)).json()).toEqual({
      message: 'test.notFound',
    });
    expect((await c.get(`/v1/certificate_tests/test-a/shares?user_uuid=${uuid}`)).statusCode).toBe(404);
    expect(
      (await c.get('/v1/certificate_tests/test-d/shares?user_uuid=00000000-0000-4000-8000-000000000000')).json(),
    ).toEqual({ message: 'user.notFound' });
  });
});

describe('coverage of the route group', () => {
  itCoversRouteGroup('shares', rec);
});
