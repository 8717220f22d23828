/**
 * The progress route group: topics with diploma and challenge completion, latest results,
 * challenge progress, certificates (earning, failing, public verification), answered
 * questions, guarded explanations, events and groups, with every failure path.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChallengePosition } from '#src/api-contract/types.ts';
import { certificates, challengeProgress } from '#src/server/db/schema.ts';
import { decodeQr } from '#tests/support/qr-decode.ts';
import { matchRoute } from '#src/domain/routes.ts';
import { verifyPageHtml } from '#src/server/plugins/verify-meta.ts';
import {
  NOBODY,
  appPerFile,
  bodyOf,
  errorOf,
  itCoversRouteGroup,
  register,
  routeGroupApp,
  rowCounts,
} from '#tests/support/api-helpers.ts';

const { t, c, rec } = appPerFile(routeGroupApp);
const DIPLOMA = ['103', '104', '105'];
const diplomaAnswer = (uuid: string, q: string, key: 'a' | 'b' | 'c', round: number) =>
  c.answer(uuid, q, key, { topic_global_id: 'topic-a', test_global_id: 'test-d', test_round: round });
const topicA = async (uuid: string) =>
  bodyOf(await c.get(`/v1/topics?user_uuid=${uuid}`), 'topics').data.find((x) => x.global_id === 'topic-a')!;
const explanation = (q: string, uuid?: string, lang = 'en') =>
  c.get(`/v1/questions/${q}/explanation?lang=${lang}${uuid ? `&user_uuid=${uuid}` : ''}`);

describe('GET /v1/topics', () => {
  it('lists the visible topics with diploma and challenge progress', async () => {
    const uuid = await c.anonymous();
    const res = await c.get(`/v1/topics?user_uuid=${uuid}`);
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, 'topics').data).toEqual([
      {
        global_id: 'topic-a',
        slug: 'alpha',
        diploma_test: { global_id: 'test-d', percent_completed: 0, failed: false, certificate_code: null },
        challenges: { items: [{ global_id: 'ch-visible', is_completed: false }] },
      },
    ]);
  });

  it('refuses missing, unknown and foreign users', async () => {
    expect((await c.get('/v1/topics')).json()).toEqual({
      message: 'error.validation',
      errors: { user_uuid: 'validation.required' },
    });
    expect((await c.get(`/v1/topics?user_uuid=${NOBODY}`)).json()).toEqual({ message: 'user.notFound' });
    const s = await register(c);
    expect((await c.get(`/v1/topics?user_uuid=${s.uuid}`)).json()).toEqual({ message: 'auth.tokenRequired' });
    expect((await c.get('/v1/topics', s.token)).statusCode).toBe(200);
    const anon = await c.anonymous();
    expect((await c.get(`/v1/topics?user_uuid=${anon}`, s.token)).statusCode).toBe(403);
    expect((await c.get('/v1/topics', 'not-a-token')).statusCode).toBe(401);
  });
});

describe('certificates', () => {
  it('all diploma questions right in one round give a certificate, verifiable without personal data', async () => {
    const uuid = await c.anonymous();
    const codes: (string | null)[] = [];
    for (const q of DIPLOMA) {
      const res = await diplomaAnswer(uuid, q, 'a', 1);
      expect(res.statusCode).toBe(201);
      const saved = bodyOf(res, 'saveAnswer').data;
      expect(saved.is_certificate).toBe(true);
      codes.push(saved.certificate_code);
    }
    expect(codes.slice(0, 2)).toEqual([null, null]);
    const code = codes[2]!;
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect((await topicA(uuid)).diploma_test).toEqual({
      global_id: 'test-d',
      percent_completed: 1,
      failed: false,
      certificate_code: code,
    });

    const verify = await c.get(`/v1/certificates/${code.toLowerCase()}?lang=sv`);
    expect(verify.statusCode).toBe(200);
    const data = bodyOf(verify, 'certificate').data;
    expect(data).toMatchObject({ code, topic_global_id: 'topic-a', topic_name: 'Alfa' });
    expect(Object.keys(data).sort()).toEqual(['code', 'earned_at', 'id', 'name', 'topic_global_id', 'topic_name']);
    // No name until the learner puts one on it.
    expect(data.name).toBeNull();
    expect(verify.body).not.toContain(uuid);

    const mine = await c.get(`/v1/certificates?user_uuid=${uuid}`);
    expect(bodyOf(mine, 'certificates').data).toEqual([
      expect.objectContaining({ code, topic_global_id: 'topic-a', topic_name: 'Alpha' }),
    ]);
    expect(
      bodyOf(await c.get(`/v1/certificates?user_uuid=${uuid}&global_id=topic-a`), 'certificates').data,
    ).toHaveLength(1);
    expect(bodyOf(await c.get(`/v1/certificates?user_uuid=${uuid}&global_id=topic-h`), 'certificates').data).toEqual(
      [],
    );
    // A later perfect round keeps the one certificate.
    for (const q of DIPLOMA) await diplomaAnswer(uuid, q, 'a', 2);
    expect(await t.app.db.select().from(certificates).where(eq(certificates.userId, uuid))).toHaveLength(1);
  });

  it('one wrong answer means no certificate in that round, even if answered again rightly', async () => {
    const uuid = await c.anonymous();
    await diplomaAnswer(uuid, '103', 'a', 1);
    await diplomaAnswer(uuid, '104', 'b', 1);
    const last = await diplomaAnswer(uuid, '105', 'a', 1);
    expect(bodyOf(last, 'saveAnswer').data.certificate_code).toBeNull();
    expect((await topicA(uuid)).diploma_test).toMatchObject({
      percent_completed: 2 / 3,
      failed: true,
      certificate_code: null,
    });
    const again = await diplomaAnswer(uuid, '104', 'a', 1);
    expect(bodyOf(again, 'saveAnswer').data.certificate_code).toBeNull();
    expect((await topicA(uuid)).diploma_test).toMatchObject({
      percent_completed: 1,
      failed: true,
      certificate_code: null,
    });
    expect(bodyOf(await c.get(`/v1/certificates?user_uuid=${uuid}`), 'certificates').data).toEqual([]);
    // The next round, all right, earns it.
    const next = bodyOf(
      await c.get(`/v1/user_answers/next_test_round?user_uuid=${uuid}&topic_global_id=topic-a&test_global_id=test-d`),
      'nextTestRound',
    ).test_round;
    expect(next).toBe(2);
    let code = null;
    for (const q of DIPLOMA) code = bodyOf(await diplomaAnswer(uuid, q, 'a', next), 'saveAnswer').data.certificate_code;
    expect(code).toEqual(expect.any(String));
    const [row] = await t.app.db.select().from(certificates).where(eq(certificates.userId, uuid));
    expect(row?.testRound).toBe(2);
  });

  it('answers under another topic do not count for the diploma', async () => {
    const uuid = await c.anonymous();
    for (const q of DIPLOMA) {
      const res = await c.answer(uuid, q, 'a', { topic_global_id: 'topic-h', test_global_id: 'test-d', test_round: 1 });
      expect(bodyOf(res, 'saveAnswer').data).toMatchObject({ is_certificate: false, certificate_code: null });
    }
    expect((await topicA(uuid)).diploma_test).toMatchObject({ percent_completed: 0 });
  });

  it("GET /certificates/{id}/card.png is the certificate's share card in the asked language, cacheable", async () => {
    const uuid = await c.anonymous();
    let code = '';
    for (const q of DIPLOMA)
      code = bodyOf(await diplomaAnswer(uuid, q, 'a', 1), 'saveAnswer').data.certificate_code ?? code;
    const png = await c.get(`/v1/certificates/${code.toLowerCase()}/card.png?lang=sv`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('public, max-age=86400');
    const body = png.rawPayload;
    expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
    // 1200×630: the width and height of the IHDR chunk.
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
    const en = await c.get(`/v1/certificates/${code}/card.png`);
    expect(en.statusCode).toBe(200);
    expect(en.rawPayload.equals(body)).toBe(false);

    const unknown = await c.get('/v1/certificates/ZZZZ-ZZZZ/card.png');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'certificate.notFound' });
    expect((await c.get('/v1/certificates/abc_def/card.png')).statusCode).toBe(400);
  });

  const earn = async (uuid: string) => {
    let code = '';
    for (const q of DIPLOMA)
      code = bodyOf(await diplomaAnswer(uuid, q, 'a', 1), 'saveAnswer').data.certificate_code ?? code;
    return code;
  };
  const setName = (code: string, body: unknown, token?: string) => c.put(`/v1/certificates/${code}/name`, body, token);

  it('PUT /certificates/{id}/name: the owner puts a name on it, shown by verification, the card and the page meta', async () => {
    const uuid = await c.anonymous();
    const code = await earn(uuid);
    const cardBefore = (await c.get(`/v1/certificates/${code}/card.png`)).rawPayload;
    const set = await setName(code.toLowerCase(), { user_uuid: uuid, name: '  Ada   Lovelace ' });
    expect(set.statusCode).toBe(200);
    expect(bodyOf(set, 'setCertificateName').data).toMatchObject({ code, name: 'Ada Lovelace' });
    expect(bodyOf(await c.get(`/v1/certificates/${code}`), 'certificate').data.name).toBe('Ada Lovelace');
    expect(bodyOf(await c.get(`/v1/certificates?user_uuid=${uuid}`), 'certificates').data[0]!.name).toBe(
      'Ada Lovelace',
    );
    // The card shows it: another image than before.
    const card = (await c.get(`/v1/certificates/${code}/card.png`)).rawPayload;
    expect(card.equals(cardBefore)).toBe(false);
    // The verification page's og:image names the card with its digest, so a new name is a new URL.
    const deps = { db: t.app.db, index: () => t.app.content.index, publicUrl: t.app.config.publicUrl };
    const page = async () =>
      (await verifyPageHtml(deps, matchRoute(`/c/v/${code}/`)!, () => '<meta property="og:image" content="">')) ?? '';
    const image = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const named = image(await page());
    expect(named).toMatch(new RegExp(`/v1/certificates/${code}/card\\.png\\?lang=en&amp;v=[0-9a-f]{16}$`));
    // Sent again: the same answer, the same card.
    expect((await setName(code, { user_uuid: uuid, name: 'Ada Lovelace' })).json()).toEqual(set.json());
    expect(image(await page())).toBe(named);
    // Blank or null takes it off.
    expect(bodyOf(await setName(code, { user_uuid: uuid, name: '   ' }), 'setCertificateName').data.name).toBeNull();
    expect(image(await page())).not.toBe(named);
    expect(bodyOf(await setName(code, { user_uuid: uuid, name: 'Grace' }), 'setCertificateName').data.name).toBe(
      'Grace',
    );
    expect(bodyOf(await setName(code, { user_uuid: uuid, name: null }), 'setCertificateName').data.name).toBeNull();
    expect((await c.get(`/v1/certificates/${code}/card.png`)).rawPayload.equals(cardBefore)).toBe(true);
  });

  it('PUT /certificates/{id}/name refuses other learners, unknown codes and bad names, naming the field', async () => {
    const owner = await c.anonymous();
    const code = await earn(owner);
    const other = await c.anonymous();
    const foreign = await setName(code, { user_uuid: other, name: 'Mallory' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'certificate.notYours' });
    const s = await register(c);
    expect((await setName(code, { name: 'Mallory' }, s.token)).statusCode).toBe(403);
    expect((await setName(code, { name: 'Mallory' })).json()).toEqual({
      message: 'error.validation',
      errors: { user_uuid: 'validation.required' },
    });
    expect((await setName('ZZZZ-ZZZZ', { user_uuid: owner, name: 'Ada' })).json()).toEqual({
      message: 'certificate.notFound',
    });
    for (const [name, error] of [
      ['x'.repeat(101), 'validation.maxLength'],
      ['Ada\u0000Lovelace', 'validation.pattern'],
      ['Ada\nLovelace', 'validation.pattern'],
      ['Ada\u009bLovelace', 'validation.pattern'],
    ] as const) {
      const bad = await setName(code, { user_uuid: owner, name });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'error.validation', errors: { name: error } });
    }
    expect(errorOf(await setName(code, { user_uuid: owner })).errors).toEqual({ name: 'validation.required' });
    // A hundred characters and letters of any script are fine.
    expect((await setName(code, { user_uuid: owner, name: 'Å'.repeat(100) })).statusCode).toBe(200);
    expect(
      bodyOf(await setName(code, { user_uuid: owner, name: 'Zoë Ñúñez 李' }), 'setCertificateName').data.name,
    ).toBe('Zoë Ñúñez 李');
    expect(bodyOf(await c.get(`/v1/certificates/${code}`), 'certificate').data.name).toBe('Zoë Ñúñez 李');
  });

  it('PUT /certificates/{id}/name sent concurrently leaves one whole name of those sent', async () => {
    const uuid = await c.anonymous();
    const code = await earn(uuid);
    const names = Array.from({ length: 8 }, (_, i) => `Learner ${i}`);
    const answers = await Promise.all(names.map((name) => setName(code, { user_uuid: uuid, name })));
    expect(answers.map((r) => r.statusCode)).toEqual(names.map(() => 200));
    answers.forEach((r, i) => expect(bodyOf(r, 'setCertificateName').data.name).toBe(names[i]));
    expect(names).toContain(bodyOf(await c.get(`/v1/certificates/${code}`), 'certificate').data.name);
    const same = await Promise.all(names.map(() => setName(code, { user_uuid: uuid, name: 'Ada' })));
    expect(new Set(same.map((r) => JSON.stringify(r.json())))).toHaveProperty('size', 1);
    expect(await t.app.db.select().from(certificates).where(eq(certificates.userId, uuid))).toHaveLength(1);
  });

  it('GET /certificates/{id}/qr.svg is a QR code that reads as the verification URL in the asked language', async () => {
    const uuid = await c.anonymous();
    const code = await earn(uuid);
    const sv = await c.get(`/v1/certificates/${code.toLowerCase()}/qr.svg?lang=sv`);
    expect(sv.statusCode).toBe(200);
    expect(sv.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(sv.headers['cache-control']).toBe('public, max-age=86400');
    expect(await decodeQr(sv.body)).toBe(`${t.app.config.publicUrl}/sv/c/v/${code}/`);
    expect(await decodeQr((await c.get(`/v1/certificates/${code}/qr.svg`)).body)).toBe(
      `${t.app.config.publicUrl}/c/v/${code}/`,
    );
    expect((await c.get('/v1/certificates/ZZZZ-ZZZZ/qr.svg')).json()).toEqual({ message: 'certificate.notFound' });
  });

  it('GET /certificates/{id} refuses unknown and malformed codes; GET /certificates needs a user', async () => {
    const unknown = await c.get('/v1/certificates/ZZZZ-ZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'certificate.notFound' });
    expect((await c.get('/v1/certificates/x')).statusCode).toBe(400);
    expect((await c.get('/v1/certificates/abc_def')).statusCode).toBe(400);
    expect((await c.get('/v1/certificates/%27%3B--')).statusCode).toBe(400);
    expect((await c.get('/v1/certificates')).statusCode).toBe(400);
    expect((await c.get(`/v1/certificates?user_uuid=${NOBODY}`)).statusCode).toBe(404);
    const s = await register(c);
    expect((await c.get(`/v1/certificates?user_uuid=${s.uuid}`)).statusCode).toBe(401);
    expect((await c.get('/v1/certificates', s.token)).json()).toEqual({ data: [] });
  });
});

describe('GET /v1/questions/{questionGlobalId}/explanation', () => {
  it('serves a practice question to anyone, in the asked language', async () => {
    const en = await explanation('101');
    expect(en.statusCode).toBe(200);
    expect(bodyOf(en, 'explanation').data).toMatchObject({
      global_id: '101',
      correct_answer_global_id: '101-a',
      feedback: { '101-b': 'Close, but no (101).' },
    });
    expect(bodyOf(en, 'explanation').data.explanation_html).toContain('Because 101.');
    const sv = await explanation('101', undefined, 'sv');
    expect(bodyOf(sv, 'explanation').data.explanation_html).toContain('Därför att 101.');
    expect(bodyOf(sv, 'explanation').data.feedback).toEqual({ '101-b': 'Nära, men nej (101).' });
  });

  it('guards a certificate question until it is answered in the current round', async () => {
    const uuid = await c.anonymous();
    const before = await explanation('104', uuid);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ message: 'certificate.answerFirst' });
    expect((await explanation('104')).statusCode).toBe(400);
    // Answered outside the diploma test: still guarded.
    await c.answer(uuid, 104, 'a');
    expect((await explanation('104', uuid)).statusCode).toBe(403);
    await diplomaAnswer(uuid, '104', 'b', 1);
    const after = await explanation('104', uuid);
    expect(after.statusCode).toBe(200);
    expect(bodyOf(after, 'explanation').data.correct_answer_global_id).toBe('104-a');
    expect((await explanation('105', uuid)).statusCode).toBe(403);
    // A new round: answered in round 1 is not answered in round 2.
    await diplomaAnswer(uuid, '105', 'a', 2);
    expect((await explanation('104', uuid)).statusCode).toBe(403);
    expect((await explanation('105', uuid)).statusCode).toBe(200);
  });

  it('refuses unknown and malformed questions and unknown users', async () => {
    expect((await explanation('999')).json()).toEqual({ message: 'content.questionNotFound' });
    expect((await explanation('190')).statusCode).toBe(404);
    expect((await c.get('/v1/questions/a.b/explanation')).statusCode).toBe(400);
    expect((await explanation('104', NOBODY)).statusCode).toBe(404);
    const s = await register(c);
    expect((await explanation('104', s.uuid)).statusCode).toBe(401);
    expect((await c.get('/v1/questions/104/explanation', s.token)).statusCode).toBe(403);
  });
});

describe('GET /v1/topics/{topicGlobalId}/latest_results', () => {
  it("gives the latest round's answers per test, the diploma test and the challenges", async () => {
    const uuid = await c.anonymous();
    await c.answer(uuid, 101, 'b', { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 1 });
    await c.answer(uuid, 101, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 2 });
    await diplomaAnswer(uuid, '103', 'c', 1);
    await c.answer(uuid, 102, 'a', { challenge_global_id: 'ch-visible', combo_global_id: 'ch-visible-c1' });
    const res = await c.get(`/v1/topics/topic-a/latest_results?user_uuid=${uuid}`);
    expect(res.statusCode).toBe(200);
    const data = bodyOf(res, 'latestResults').data;
    expect(data.global_id).toBe('topic-a');
    expect(data.tests).toEqual([
      {
        global_id: 'test-a',
        test_round: 2,
        questions: [
          { global_id: '101', answer: { global_id: '101-a', is_correct: true } },
          { global_id: '102', answer: null },
          { global_id: '103', answer: null },
        ],
      },
    ]);
    expect(data.diploma_test).toMatchObject({ global_id: 'test-d', test_round: 1, percent_completed: 0, failed: true });
    expect(data.diploma_test!.questions[0]).toEqual({
      global_id: '103',
      answer: { global_id: '103-c', is_correct: false },
    });
    expect(data.challenges).toHaveLength(1);
    expect(data.challenges[0]).toMatchObject({ global_id: 'ch-visible', is_completed: false });
    expect(data.challenges[0]!.combos[0]).toEqual({
      global_id: 'ch-visible-c1',
      questions: [
        { global_id: '101', answer: null },
        { global_id: '102', answer: { global_id: '102-a', is_correct: true } },
      ],
    });
    expect(data.challenges[0]!.combos[1]!.questions[1]!.answer).toBeNull();
  });

  it('refuses unknown and hidden topics, malformed ids and missing users', async () => {
    const uuid = await c.anonymous();
    expect((await c.get(`/v1/topics/nope/latest_results?user_uuid=${uuid}`)).json()).toEqual({
      message: 'topic.notFound',
    });
    expect((await c.get(`/v1/topics/topic-h/latest_results?user_uuid=${uuid}`)).statusCode).toBe(404);
    expect((await c.get(`/v1/topics/a.b/latest_results?user_uuid=${uuid}`)).json()).toEqual({
      message: 'error.validation',
      errors: { topicGlobalId: 'validation.pattern' },
    });
    // Longer than the router takes for a parameter: no such route.
    expect((await c.get(`/v1/topics/${'x'.repeat(201)}/latest_results?user_uuid=${uuid}`)).json()).toEqual({
      message: 'error.notFound',
    });
    expect((await c.get('/v1/topics/topic-a/latest_results')).statusCode).toBe(400);
    expect((await c.get(`/v1/topics/topic-a/latest_results?user_uuid=${NOBODY}`)).statusCode).toBe(404);
  });
});

describe('challenge progress', () => {
  const save = (uuid: string, segment: number, screen: number, extra: Record<string, unknown> = {}) =>
    c.post('/v1/users/challenge_progress', {
      user_uuid: uuid,
      challenge_progress: {
        challenge_global_id: 'ch-visible',
        current_segment: segment,
        current_screen: screen,
        ...extra,
      },
    });
  const read = async (uuid: string) =>
    (await c.get(`/v1/users/challenge_progress/ch-visible?user_uuid=${uuid}`)).json<{ data: ChallengePosition }>().data;
  const completion = async (uuid: string) =>
    (await c.get(`/v1/challenge/completion?user_uuid=${uuid}&global_id=ch-visible`)).json<{
      data: { is_completed: boolean; completed_at: string | null };
    }>().data;

  it('starts at the beginning, saves and restores a position', async () => {
    const uuid = await c.anonymous();
    expect(await read(uuid)).toEqual({
      challenge_global_id: 'ch-visible',
      current_segment: 0,
      current_segment_description: 'intro',
      current_screen: 0,
      is_completed: false,
    });
    const res = await save(uuid, 1, 5, { current_segment_description: 'ch-visible-c1' });
    expect(res.statusCode).toBe(200);
    expect(await read(uuid)).toEqual({
      challenge_global_id: 'ch-visible',
      current_segment: 1,
      current_segment_description: 'ch-visible-c1',
      current_screen: 5,
      is_completed: false,
    });
    expect(await completion(uuid)).toEqual({ global_id: 'ch-visible', is_completed: false, completed_at: null });
  });

  it('refuses an out-of-range position with 400 and keeps the saved one', async () => {
    const uuid = await c.anonymous();
    await save(uuid, 2, 1);
    for (const [segment, screen] of [
      [1, 6],
      [2, 5],
      [5, 0],
      [0, 1],
    ] as const) {
      const res = await save(uuid, segment, screen);
      expect(res.statusCode, `${segment}/${screen}`).toBe(400);
      expect(res.json()).toEqual({ message: 'error.validation', errors: { current_segment: 'validation.outOfRange' } });
    }
    expect(await read(uuid)).toMatchObject({ current_segment: 2, current_screen: 1 });
    expect(errorOf(await save(uuid, -1, 0)).errors).toEqual({
      'challenge_progress.current_segment': 'validation.minimum',
    });
    expect((await save(uuid, 1.5, 0)).statusCode).toBe(400);
  });

  it('reaching the segment count completes the challenge, for good', async () => {
    const uuid = await c.anonymous();
    await save(uuid, 3, 0);
    const done = await save(uuid, 4, 0);
    expect(done.statusCode).toBe(200);
    expect(bodyOf(done, 'saveChallengeProgress').data.is_completed).toBe(true);
    const state = await completion(uuid);
    expect(state.is_completed).toBe(true);
    expect(Date.parse(state.completed_at!)).not.toBeNaN();
    expect(await read(uuid)).toMatchObject({ current_segment: 4, current_screen: 0, is_completed: true });
    expect(bodyOf(await c.get(`/v1/topics?user_uuid=${uuid}`), 'topics').data[0]!.challenges.items).toEqual([
      { global_id: 'ch-visible', is_completed: true },
    ]);
    // Playing it again moves the position but keeps the completion.
    const replay = await save(uuid, 1, 0);
    expect(bodyOf(replay, 'saveChallengeProgress').data.is_completed).toBe(true);
    expect((await completion(uuid)).completed_at).toBe(state.completed_at);
    expect(await read(uuid)).toMatchObject({ current_segment: 1, is_completed: true });
  });

  it('a completion sent with a screen index is stored as the completed position', async () => {
    const uuid = await c.anonymous();
    const res = await save(uuid, 4, 3);
    expect(bodyOf(res, 'saveChallengeProgress').data).toMatchObject({
      current_segment: 4,
      current_screen: 0,
      is_completed: true,
    });
    expect(await read(uuid)).toMatchObject({ current_segment: 4, current_screen: 0, is_completed: true });
  });

  it('reads a stored position that no longer fits the content as the start', async () => {
    const uuid = await c.anonymous();
    await save(uuid, 2, 1, { current_segment_description: 'ch-visible-c2' });
    await t.app.db
      .update(challengeProgress)
      .set({ currentSegment: 3, currentScreen: 9 })
      .where(eq(challengeProgress.userId, uuid));
    expect(await read(uuid)).toMatchObject({
      current_segment: 0,
      current_screen: 0,
      current_segment_description: 'intro',
    });
  });

  it('refuses unknown, unpublished and hidden challenges, and missing users', async () => {
    const uuid = await c.anonymous();
    const before = await rowCounts(t.app);
    for (const id of ['nope', 'ch-unpublished', 'ch-hidden', 'ch-draft']) {
      const saved = await c.post('/v1/users/challenge_progress', {
        user_uuid: uuid,
        challenge_progress: { challenge_global_id: id, current_segment: 0, current_screen: 0 },
      });
      expect(saved.statusCode, id).toBe(404);
      expect(saved.json()).toEqual({ message: 'challenge.notFound' });
      expect((await c.get(`/v1/users/challenge_progress/${id}?user_uuid=${uuid}`)).statusCode).toBe(404);
      expect((await c.get(`/v1/challenge/completion?user_uuid=${uuid}&global_id=${id}`)).statusCode).toBe(404);
    }
    expect(errorOf(await c.post('/v1/users/challenge_progress', { user_uuid: uuid })).errors).toEqual({
      challenge_progress: 'validation.required',
    });
    expect(
      (
        await c.post('/v1/users/challenge_progress', {
          challenge_progress: { challenge_global_id: 'ch-visible', current_segment: 0, current_screen: 0 },
        })
      ).statusCode,
    ).toBe(400);
    expect((await save(NOBODY, 0, 0)).statusCode).toBe(404);
    expect((await c.get(`/v1/challenge/completion?user_uuid=${uuid}`)).statusCode).toBe(400);
    expect((await c.get('/v1/users/challenge_progress/ch-visible')).statusCode).toBe(400);
    const s = await register(c);
    expect((await save(s.uuid, 0, 0)).statusCode).toBe(401);
    expect(
      (
        await c.post(
          '/v1/users/challenge_progress',
          { challenge_progress: { challenge_global_id: 'ch-visible', current_segment: 1, current_screen: 0 } },
          s.token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await rowCounts(t.app)).challenge_progress).toBe(before.challenge_progress + 1);
  });
});

describe('GET /v1/questions/answered', () => {
  it('lists each answered question once with the latest answer', async () => {
    const uuid = await c.anonymous();
    expect((await c.get(`/v1/questions/answered?user_uuid=${uuid}`)).json()).toEqual({ data: [] });
    await c.answer(uuid, 101, 'b');
    await c.answer(uuid, 102, 'a');
    await c.answer(uuid, 101, 'a');
    const res = await c.get(`/v1/questions/answered?user_uuid=${uuid}`);
    expect(bodyOf(res, 'answeredQuestions').data).toEqual([
      { global_id: '101', answer_global_id: '101-a', is_correct: true },
      { global_id: '102', answer_global_id: '102-a', is_correct: true },
    ]);
    expect((await c.get('/v1/questions/answered')).statusCode).toBe(400);
    expect((await c.get(`/v1/questions/answered?user_uuid=${NOBODY}`)).statusCode).toBe(404);
  });
});

describe('GET /v1/events/{code} and GET /v1/groups/{code}', () => {
  it('finds events by code in any case, in the asked language', async () => {
    const res = await c.get('/v1/events/FAIR26?lang=sv');
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, 'event').data).toMatchObject({
      code: 'Fair26',
      name: 'Mässan',
      topic_global_id: 'topic-a',
      is_open: true,
    });
    expect(bodyOf(await c.get('/v1/events/fair26'), 'event').data.name).toBe('The fair');
    const unknown = await c.get('/v1/events/Fair27');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'event.notFound' });
    expect((await c.get(`/v1/events/${'e'.repeat(101)}`)).statusCode).toBe(404);
  });

  it('finds groups by code in any case', async () => {
    const res = await c.get('/v1/groups/class7b?lang=sv');
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, 'group').data).toEqual({ code: 'Class7B', name: 'Class 7B', welcome: 'Välkommen, 7B!' });
    const unknown = await c.get('/v1/groups/Class8');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'group.notFound' });
    expect((await c.get('/v1/groups/class7b?lang=fi')).statusCode).toBe(400);
  });
});

describe('coverage of the route group', () => {
  itCoversRouteGroup('progress', rec);
});
