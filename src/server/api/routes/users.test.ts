/**
 * The users route group: anonymous and kiosk users, registration, login with merge, sessions
 * (refresh rotation, logout, password change), email tokens (verification, forgot password,
 * token login), profile, groups, deletion and the auth rate limit. Every failure path is hit.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/api.ts';
import { hashToken, signAccessToken } from '#src/server/services/secrets.ts';
import { REFRESH_REUSE_GRACE_MS } from '#src/server/services/sessions.ts';
import { emailTokens, groupMemberships, refreshTokens, userAnswers, users } from '#src/server/db/schema.ts';
import { driverClientsOf } from '#src/server/db/raw.ts';
import {
  ENDPOINTS,
  PASSWORD,
  appPerFile,
  errorOf,
  bodyOf,
  itCoversRouteGroup,
  client,
  documentedEndpoints,
  eventually,
  freshEmail,
  register,
  routeGroupApp,
  rowCounts,
} from '#tests/support/api-helpers.ts';
import { readMail, tokenFromMail } from '#tests/support/mail.ts';

const { t, c, rec } = appPerFile(routeGroupApp);
const extra: TestApp[] = [];
afterAll(async () => {
  for (const x of extra) await x.close();
});

/** Another app with its own configuration; closed after the file. */
async function otherApp(overrides: Parameters<typeof createTestApp>[0]) {
  const x = await createTestApp(overrides);
  extra.push(x);
  return { t: x, c: client(x.app) };
}

/** One app where every token is born expired (access, refresh, verification and login). */
let expiredApp: ReturnType<typeof otherApp> | undefined;
const expired = () =>
  (expiredApp ??= otherApp({
    accessTokenSeconds: -1,
    refreshTokenSeconds: -1,
    verifyTokenSeconds: -1,
    loginTokenSeconds: -1,
    authRateLimit: { max: 1000, perAddress: 1000, windowSeconds: 60 },
  }));

const mailsTo = (x: TestApp, email: string) =>
  x
    .outbox()
    .map(readMail)
    .filter((m) => m.to === email);
const lastToken = (x: TestApp, email: string) => {
  const raw = x
    .outbox()
    .filter((m) => readMail(m).to === email)
    .pop();
  if (!raw) throw new Error(`no mail to ${email}`);
  return tokenFromMail(raw);
};
const correctTotal = async (uuid: string, token?: string) =>
  bodyOf(await c.get(`/v1/user_answers/correct${token ? '' : `?user_uuid=${uuid}`}`, token), 'correctCount').data.total;

describe('POST /v1/users', () => {
  it('creates an anonymous user without a body', async () => {
    const res = await c.post('/v1/users');
    expect(res.statusCode).toBe(201);
    expect(bodyOf(res, 'createUser').data).toMatchObject({
      email: null,
      is_verified: false,
      is_kiosk_user: false,
      source: 'web-app',
    });
  });

  it('creates a user under a uuid the offline client chose, once; replays answer the same user; an account uuid is refused', async () => {
    const uuid = crypto.randomUUID();
    const first = await c.post('/v1/users', { uuid, source: 'web-app', is_kiosk_user: true });
    expect(first.statusCode).toBe(201);
    expect(bodyOf(first, 'createUser').data).toMatchObject({ uuid, is_kiosk_user: true });
    const replay = await c.post('/v1/users', { uuid: uuid.toUpperCase(), source: 'web-app', is_kiosk_user: true });
    expect(replay.statusCode).toBe(200);
    expect(bodyOf(replay, 'createUser').data.uuid).toBe(uuid);
    expect(await t.app.db.select().from(users).where(eq(users.id, uuid))).toHaveLength(1);
    const account = await register(c);
    const taken = await c.post('/v1/users', { uuid: account.uuid });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'validation.uuidTaken' });
    expect((await c.post('/v1/users', { uuid: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('creates a kiosk user with a source', async () => {
    const res = await c.post('/v1/users', { source: 'fair-kiosk', is_kiosk_user: true });
    expect(res.statusCode).toBe(201);
    expect(bodyOf(res, 'createUser').data).toMatchObject({ is_kiosk_user: true, source: 'fair-kiosk' });
  });

  it('refuses bad input without writing a row', async () => {
    const before = await rowCounts(t.app);
    for (const body of [
      { source: '' },
      { source: 'x'.repeat(51) },
      { is_kiosk_user: 'perhaps' },
      { admin: true },
      [1, 2],
    ]) {
      const res = await c.post('/v1/users', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).message).toBe('error.validation');
    }
    for (const raw of ['null', '42', '"x"']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/users',
        payload: raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, raw).toBe(400);
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      payload: 'source=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      payload: '{"source":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'error.badRequest' });
    const media = await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      payload: '<x/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toEqual({ message: 'error.unsupportedMediaType' });
    expect((await c.post('/v1/users', [1, 2])).json()).toEqual({
      message: 'error.validation',
      errors: { body: 'validation.type' },
    });
    expect((await c.post('/v1/users', { admin: true })).json()).toEqual({
      message: 'error.validation',
      errors: { admin: 'validation.additionalProperties' },
    });
    const huge = await c.post('/v1/users', { source: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'error.bodyTooLarge' });
    const badLang = await c.post('/v1/users?lang=de', {});
    expect(badLang.statusCode).toBe(400);
    expect(errorOf(badLang).errors).toEqual({ lang: 'validation.enum' });
    expect(await rowCounts(t.app)).toEqual(before);
  });
});

describe('GET /v1/users/{id} and GET /v1/users/me', () => {
  it('serves an anonymous user by its uuid (any case)', async () => {
    const uuid = await c.anonymous();
    const res = await c.get(`/v1/users/${uuid.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, 'user').data.uuid).toBe(uuid);
  });

  it('answers 404 for an unknown uuid and 400 for a malformed one', async () => {
    const unknown = await c.get('/v1/users/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'user.notFound' });
    const bad = await c.get('/v1/users/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'error.validation', errors: { id: 'validation.format' } });
  });

  it("never serves a registered user's data on the uuid alone", async () => {
    const s = await register(c);
    const res = await c.get(`/v1/users/${s.uuid}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'auth.tokenRequired' });
    const own = await c.get(`/v1/users/${s.uuid}`, s.token);
    expect(own.statusCode).toBe(200);
    expect(bodyOf(own, 'user').data).toMatchObject({ uuid: s.uuid, email: s.email, is_verified: false });
  });

  it('refuses a bearer token with another uuid (403)', async () => {
    const a = await register(c);
    const b = await register(c);
    const res = await c.get(`/v1/users/${b.uuid}`, a.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'auth.wrongUser' });
    const anon = await c.anonymous();
    expect((await c.get(`/v1/users/${anon}`, a.token)).statusCode).toBe(403);
  });

  it('GET /users/me needs a valid bearer token', async () => {
    expect((await c.get('/v1/users/me')).json()).toEqual({ message: 'auth.tokenRequired' });
    expect((await c.get('/v1/users/me')).statusCode).toBe(401);
    for (const header of ['Basic abc', 'Bearer', 'Bearer not.a.jwt', 'Bearer a b']) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: { authorization: header } });
      expect(res.statusCode, header).toBe(401);
      expect(res.json()).toEqual({ message: 'auth.invalidToken' });
    }
    const s = await register(c);
    // A token signed with another secret, or for an older token version, is refused.
    const foreign = await signAccessToken(s.uuid, 0, new TextEncoder().encode('y'.repeat(40)), 900);
    expect((await c.get('/v1/users/me', foreign)).statusCode).toBe(401);
    const future = await signAccessToken(s.uuid, 1, t.config.jwtSecret, 900);
    expect((await c.get('/v1/users/me', future)).statusCode).toBe(401);
    const notUuid = await signAccessToken('not-a-uuid', 0, t.config.jwtSecret, 900);
    expect((await c.get('/v1/users/me', notUuid)).statusCode).toBe(401);
    const me = await c.get('/v1/users/me', s.token);
    expect(me.statusCode).toBe(200);
    expect(bodyOf(me, 'me').data).toMatchObject({ uuid: s.uuid, email: s.email, is_verified: false });
  });

  it('refuses an expired access token', async () => {
    const x = await expired();
    const s = await register(x.c);
    const res = await x.c.get('/v1/users/me', s.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'auth.invalidToken' });
  });
});

describe('PUT /v1/users', () => {
  it('updates the profile of an anonymous user, merging fields', async () => {
    const uuid = await c.anonymous();
    expect((await c.put('/v1/users', { user_uuid: uuid, profile: { name: 'Ada' } })).statusCode).toBe(200);
    const res = await c.put('/v1/users', {
      user_uuid: uuid,
      profile: { population_category: 'student', newsletter: true },
    });
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, 'updateProfile').data.profile).toEqual({
      name: 'Ada',
      population_category: 'student',
      newsletter: true,
    });
  });

  it('refuses unknown categories, unknown fields, missing users and foreign users', async () => {
    const uuid = await c.anonymous();
    const category = await c.put('/v1/users', { user_uuid: uuid, profile: { population_category: 'wizard' } });
    expect(category.statusCode).toBe(400);
    expect(category.json()).toEqual({
      message: 'error.validation',
      errors: { 'profile.population_category': 'validation.unknownPopulationCategory' },
    });
    expect((await c.put('/v1/users', { user_uuid: uuid, profile: { is_admin: true } })).statusCode).toBe(400);
    expect((await c.put('/v1/users', { user_uuid: uuid })).json()).toEqual({
      message: 'error.validation',
      errors: { profile: 'validation.required' },
    });
    expect((await c.put('/v1/users', { profile: {} })).json()).toEqual({
      message: 'error.validation',
      errors: { user_uuid: 'validation.required' },
    });
    expect(
      (await c.put('/v1/users', { user_uuid: '00000000-0000-4000-8000-000000000000', profile: {} })).statusCode,
    ).toBe(404);
    const s = await register(c);
    expect((await c.put('/v1/users', { user_uuid: s.uuid, profile: { name: 'x' } })).statusCode).toBe(401);
    expect((await c.put('/v1/users', { user_uuid: uuid, profile: { name: 'x' } }, s.token)).statusCode).toBe(403);
    const own = await c.put('/v1/users', { profile: { name: 'Own' } }, s.token);
    expect(own.statusCode).toBe(200);
    expect(bodyOf(own, 'updateProfile').data.profile).toEqual({ name: 'Own' });
  });
});

describe('POST /v1/users/register', () => {
  it('keeps the progress of the anonymous uuid it registers', async () => {
    const uuid = await c.anonymous();
    expect((await c.answer(uuid, 101, 'a')).statusCode).toBe(201);
    expect((await c.answer(uuid, 102, 'a')).statusCode).toBe(201);
    const s = await register(c, { uuid });
    expect(s.uuid).toBe(uuid);
    expect(await correctTotal(uuid, s.token)).toBe(2);
    // Now registered: the uuid alone no longer gives access.
    expect((await c.get(`/v1/user_answers/correct?user_uuid=${uuid}`)).statusCode).toBe(401);
  });

  it('refuses kiosk users with 403 account.noAccountCreationInKioskMode and changes nothing', async () => {
    const kiosk = await c.anonymous({ is_kiosk_user: true });
    const before = await rowCounts(t.app);
    const res = await c.post('/v1/users/register', {
      uuid: kiosk,
      email: freshEmail(),
      password: PASSWORD,
      password_confirm: PASSWORD,
      agreements_acceptence: true,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'account.noAccountCreationInKioskMode' });
    expect(await rowCounts(t.app)).toEqual(before);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, kiosk));
    expect(row?.email).toBeNull();
  });

  it('registers without a uuid, normalizing the email', async () => {
    const email = freshEmail('Mixed').replace('mixed', 'MiXeD');
    const s = await register(c, { email: `  ${email.toUpperCase()} `.trim() });
    const me = await c.get('/v1/users/me', s.token);
    expect(bodyOf(me, 'me').data.email).toBe(email.toLowerCase());
  });

  it('refuses a taken email (any case) and an already registered uuid', async () => {
    const s = await register(c);
    const body = {
      email: s.email.toUpperCase(),
      password: PASSWORD,
      password_confirm: PASSWORD,
      agreements_acceptence: true,
    };
    const taken = await c.post('/v1/users/register', body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'error.validation', errors: { email: 'validation.emailTaken' } });
    const again = await c.post('/v1/users/register', { ...body, email: freshEmail(), uuid: s.uuid });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'account.alreadyRegistered' });
  });

  it('validates every field', async () => {
    const ok = { email: freshEmail(), password: PASSWORD, password_confirm: PASSWORD, agreements_acceptence: true };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...ok, email: 'not-an-email' }, { email: 'validation.format' }],
      [{ ...ok, password: 'short', password_confirm: 'short' }, { password: 'validation.minLength' }],
      [{ ...ok, password_confirm: `${PASSWORD}!` }, { password_confirm: 'validation.passwordMismatch' }],
      [{ ...ok, password: ok.email, password_confirm: ok.email }, { password: 'validation.passwordIsEmail' }],
      [{ ...ok, password: 'Password1', password_confirm: 'Password1' }, { password: 'validation.passwordTooCommon' }],
      [{ ...ok, agreements_acceptence: false }, { agreements_acceptence: 'validation.mustAccept' }],
      [
        { email: ok.email, password: PASSWORD, password_confirm: PASSWORD },
        { agreements_acceptence: 'validation.required' },
      ],
      [{ ...ok, uuid: 'nope' }, { uuid: 'validation.format' }],
      [{ ...ok, role: 'admin' }, { role: 'validation.additionalProperties' }],
    ];
    const before = await rowCounts(t.app);
    for (const [body, errors] of cases) {
      const res = await c.post('/v1/users/register', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message: 'error.validation', errors });
    }
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it('sends the verification email in English, or in Swedish with lang=sv', async () => {
    const en = await register(c);
    const [mailEn] = mailsTo(t, en.email);
    expect(mailEn?.subject).toBe('Verify your email address');
    expect(mailEn?.text).toContain('/account/verify/?token=');
    const sv = await register(c, { lang: 'sv' });
    const [mailSv] = mailsTo(t, sv.email);
    expect(mailSv?.subject).toBe('Bekräfta din e-postadress');
    expect(mailSv?.text).toContain('/sv/account/verify/?token=');
    expect(mailSv?.text).toContain(sv.email);
  });
});

describe('PUT /v1/users/verify', () => {
  it('verifies with the emailed token, once', async () => {
    const s = await register(c);
    const token = lastToken(t, s.email);
    const res = await c.put('/v1/users/verify', { token });
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, 'verify').data).toMatchObject({ uuid: s.uuid, is_verified: true });
    expect(bodyOf(await c.get('/v1/users/me', s.token), 'me').data.is_verified).toBe(true);
    const reused = await c.put('/v1/users/verify', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: 'account.invalidToken' });
  });

  it('refuses unknown, malformed, expired and wrong-purpose tokens', async () => {
    expect((await c.put('/v1/users/verify', { token: 'x'.repeat(43) })).json()).toEqual({
      message: 'account.invalidToken',
    });
    expect((await c.put('/v1/users/verify', { token: 'short' })).statusCode).toBe(400);
    expect((await c.put('/v1/users/verify', {})).json()).toEqual({
      message: 'error.validation',
      errors: { token: 'validation.required' },
    });
    const x = await expired();
    const s = await register(x.c);
    const old = await x.c.put('/v1/users/verify', { token: lastToken(x.t, s.email) });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ message: 'account.invalidToken' });
    // A login link is not a verification link.
    const u = await register(c);
    await c.post('/v1/users/forgot_password', { email: u.email });
    const loginMail = await eventually(
      () => t.outbox().filter((m) => readMail(m).to === u.email && m.includes('/account/login/'))[0],
    );
    expect((await c.put('/v1/users/verify', { token: tokenFromMail(loginMail) })).statusCode).toBe(400);
  });
});

describe('POST /v1/users/resend_verification_email', () => {
  it('sends a new link in the asked language; refuses when verified or without a token', async () => {
    const s = await register(c);
    expect((await c.post('/v1/users/resend_verification_email', {})).statusCode).toBe(401);
    const res = await c.post('/v1/users/resend_verification_email', { lang: 'sv' }, s.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'account.emailSent' });
    const mails = mailsTo(t, s.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Bekräfta din e-postadress');
    // Both links work until one is used (each is its own token).
    expect((await c.put('/v1/users/verify', { token: lastToken(t, s.email) })).statusCode).toBe(200);
    const again = await c.post('/v1/users/resend_verification_email', {}, s.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'account.alreadyVerified' });
    expect((await c.post('/v1/users/resend_verification_email', { lang: 'de' }, s.token)).statusCode).toBe(400);
  });
});

describe('POST /v1/users/login', () => {
  it('logs in with the right password (email in any case) and refuses a wrong one', async () => {
    const s = await register(c);
    const res = await c.post('/v1/users/login', { email: s.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { uuid: s.uuid }, expires_in: 900 });
    expect((await c.get('/v1/users/me', bodyOf(res, 'login').access_token)).statusCode).toBe(200);
    const wrong = await c.post('/v1/users/login', { email: s.email, password: 'wrong password' });
    const unknown = await c.post('/v1/users/login', { email: freshEmail('nobody'), password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'auth.invalidCredentials' });
    expect(unknown.body).toBe(wrong.body);
    expect((await c.post('/v1/users/login', { email: s.email })).statusCode).toBe(400);
    expect((await c.post('/v1/users/login', { email: s.email, password: PASSWORD, uuid: 'x' })).statusCode).toBe(400);
  });

  it('merges an anonymous user into the account without counting twice, renumbering rounds', async () => {
    const s = await register(c);
    // The account: round 1 of the practice test, 101 right and 102 wrong; 103 right outside tests.
    await c.answer(s, 101, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 1 });
    await c.answer(s, 102, 'b', { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 1 });
    await c.answer(s, 103, 'a');
    await c.post(
      '/v1/users/challenge_progress',
      { challenge_progress: { challenge_global_id: 'ch-visible', current_segment: 1, current_screen: 0 } },
      s.token,
    );
    // The anonymous user: round 1 of the practice test too, 101 and 102 right.
    const anon = await c.anonymous();
    await c.answer(anon, 101, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 1 });
    await c.answer(anon, 102, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 1 });
    await c.post('/v1/users/challenge_progress', {
      user_uuid: anon,
      challenge_progress: { challenge_global_id: 'ch-visible', current_segment: 2, current_screen: 3 },
    });
    await c.post('/v1/users/group', { user_uuid: anon, code: 'class7b' });
    expect(await correctTotal(s.uuid, s.token)).toBe(2);

    const res = await c.post('/v1/users/login', { email: s.email, password: PASSWORD, uuid: anon.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const token = bodyOf(res, 'login').access_token;
    // 101, 102 and 103 answered right: three distinct questions, not four.
    expect(await correctTotal(s.uuid, token)).toBe(3);
    const answers = await t.app.db.select().from(userAnswers).where(eq(userAnswers.userId, s.uuid));
    expect(answers).toHaveLength(5);
    const practice = answers
      .filter((a) => a.testGlobalId === 'test-a')
      .map((a) => [a.questionGlobalId, a.testRound, a.isCorrect]);
    expect(practice.sort()).toEqual([
      ['101', 1, true],
      ['101', 2, true],
      ['102', 1, false],
      ['102', 2, true],
    ]);
    // The anonymous round became round 2, so the next attempt is round 3.
    expect(
      (await c.get('/v1/user_answers/next_test_round?topic_global_id=topic-a&test_global_id=test-a', token)).json(),
    ).toEqual({ test_round: 3 });
    // The further challenge position and the group came along; the anonymous user is gone.
    expect(
      bodyOf(await c.get('/v1/users/challenge_progress/ch-visible', token), 'challengeProgress').data,
    ).toMatchObject({
      current_segment: 2,
      current_screen: 3,
    });
    expect(await t.app.db.select().from(groupMemberships).where(eq(groupMemberships.userId, s.uuid))).toHaveLength(1);
    // Its uuid now needs the account's token (an offline device may still send answers under it).
    expect((await c.get(`/v1/users/${anon}`)).statusCode).toBe(401);
    expect(bodyOf(await c.get(`/v1/users/${anon}`, token), 'user').data.uuid).toBe(s.uuid);
  });

  it('does not merge a registered user, nor fail on an unknown uuid', async () => {
    const a = await register(c);
    const b = await register(c);
    await c.answer(b, 101, 'a');
    const res = await c.post('/v1/users/login', { email: a.email, password: PASSWORD, uuid: b.uuid });
    expect(res.statusCode).toBe(200);
    expect(await correctTotal(a.uuid, bodyOf(res, 'login').access_token)).toBe(0);
    expect(await correctTotal(b.uuid, b.token)).toBe(1);
    expect(
      (
        await c.post('/v1/users/login', {
          email: a.email,
          password: PASSWORD,
          uuid: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(200);
    // Logging in with the account's own uuid changes nothing.
    expect((await c.post('/v1/users/login', { email: a.email, password: PASSWORD, uuid: a.uuid })).statusCode).toBe(
      200,
    );
  });

  it('keeps an answer replayed under the same client id once when merging', async () => {
    const s = await register(c);
    const anon = await c.anonymous();
    await c.answer(s, 101, 'a', { client_id: 'replayed-1' });
    await c.answer(anon, 101, 'a', { client_id: 'replayed-1' });
    await c.answer(anon, 102, 'a', { client_id: 'only-anon-1' });
    const res = await c.post('/v1/users/login', { email: s.email, password: PASSWORD, uuid: anon });
    expect(res.statusCode).toBe(200);
    const rows = await t.app.db.select().from(userAnswers).where(eq(userAnswers.userId, s.uuid));
    expect(rows.map((r) => r.clientId).sort()).toEqual(['only-anon-1', 'replayed-1']);
  });
});

describe('calls an offline device kept across a login, a sign-up or a deletion', () => {
  const login = async (email: string, uuid: string) =>
    bodyOf(await c.post('/v1/users/login', { email, password: PASSWORD, uuid }), 'login').access_token;

  it("credits a merged uuid's late answers to the account with its token, never without it or with another", async () => {
    const s = await register(c);
    const other = await register(c);
    const anon = await c.anonymous();
    const token = await login(s.email, anon);
    // Answered offline before the login, sent after it.
    const late = {
      user_uuid: anon,
      user_answer: { question_global_id: '101', answer_global_id: '101-a', client_id: 'late-101' },
    };
    expect((await c.post('/v1/user_answers', late)).statusCode).toBe(401); // held until the account is back
    expect((await c.post('/v1/user_answers', late, other.token)).statusCode).toBe(403);
    expect((await c.post('/v1/user_answers', late, token)).statusCode).toBeLessThan(300);
    expect(await correctTotal(s.uuid, token)).toBe(1);
    expect(await correctTotal(other.uuid, other.token)).toBe(0);
    // A queued challenge position too.
    const pos = await c.post(
      '/v1/users/challenge_progress',
      {
        user_uuid: anon,
        challenge_progress: { challenge_global_id: 'ch-visible', current_segment: 1, current_screen: 0 },
      },
      token,
    );
    expect(pos.statusCode).toBeLessThan(300);
  });

  it('does not bring a merged uuid back as an orphan when its queued creation arrives after the login', async () => {
    const s = await register(c);
    const uuid = crypto.randomUUID(); // chosen offline; its creation is still queued
    const token = await login(s.email, uuid);
    const res = await c.post('/v1/users', { uuid, source: 'web-app' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'validation.uuidRetired' });
    expect(await t.app.db.select().from(users).where(eq(users.id, uuid))).toHaveLength(0);
    expect((await c.answer({ token }, 101, 'a')).statusCode).toBeLessThan(300);
    expect(
      (
        await c.post(
          '/v1/user_answers',
          { user_uuid: uuid, user_answer: { question_global_id: '102', answer_global_id: '102-a' } },
          token,
        )
      ).statusCode,
    ).toBeLessThan(300);
    expect(await correctTotal(s.uuid, token)).toBe(2);
  });

  it("makes a not-yet-created uuid the account at sign-up, so its queued answers are the account's", async () => {
    const uuid = crypto.randomUUID();
    const s = await register(c, { uuid });
    expect(s.uuid).toBe(uuid);
    expect((await c.post('/v1/users', { uuid })).statusCode).toBe(409);
    expect((await c.answer(uuid, 101, 'a')).statusCode).toBe(401);
    expect(
      (
        await c.post(
          '/v1/user_answers',
          { user_uuid: uuid, user_answer: { question_global_id: '101', answer_global_id: '101-a' } },
          s.token,
        )
      ).statusCode,
    ).toBeLessThan(300);
  });

  it('refuses to create a deleted uuid again, and what was merged into a deleted account', async () => {
    const anon = await c.anonymous();
    expect((await c.post('/v1/users/delete_account', { user_uuid: anon })).statusCode).toBe(200);
    const again = await c.post('/v1/users', { uuid: anon });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'validation.uuidRetired' });
    const s = await register(c);
    const merged = await c.anonymous();
    const token = await login(s.email, merged);
    expect((await c.post('/v1/users/delete_account', { password: PASSWORD }, token)).statusCode).toBe(200);
    expect((await c.post('/v1/users', { uuid: s.uuid })).statusCode).toBe(409);
    expect((await c.post('/v1/users', { uuid: merged })).statusCode).toBe(409);
    // Answers kept for it have nobody left to go to.
    expect((await c.answer(merged, 101, 'a')).statusCode).toBe(404);
  });

  it('accepts only random (version 4) uuids, and refuses a replay that changes kiosk mode', async () => {
    for (const uuid of [
      '00000000-0000-0000-0000-000000000000',
      '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
      '0190f8a4-5c3e-7a1b-8c2d-3e4f5a6b7c8d',
      '11111111-1111-4111-1111-111111111111',
    ]) {
      const res = await c.post('/v1/users', { uuid });
      expect(res.statusCode, uuid).toBe(400);
    }
    const uuid = crypto.randomUUID();
    expect((await c.post('/v1/users', { uuid, is_kiosk_user: false })).statusCode).toBe(201);
    const flipped = await c.post('/v1/users', { uuid, is_kiosk_user: true });
    expect(flipped.statusCode).toBe(409);
    expect(flipped.json()).toMatchObject({ message: 'validation.uuidKioskMismatch' });
    expect((await c.post('/v1/users', { uuid })).statusCode).toBe(200);
  });
});

describe('POST /v1/users/refresh_token', () => {
  it('rotates: the new pair works, the old refresh token is spent', async () => {
    const s = await register(c);
    const res = await c.post('/v1/users/refresh_token/', { refresh_token: s.refresh });
    expect(res.statusCode).toBe(200);
    const pair = res.json<{ access_token: string; refresh_token: string }>();
    expect(pair.refresh_token).not.toBe(s.refresh);
    expect((await c.get('/v1/users/me', pair.access_token)).statusCode).toBe(200);
    expect((await c.post('/v1/users/refresh_token', { refresh_token: pair.refresh_token })).statusCode).toBe(200);
  });

  it('revokes the family when a spent token is used again after the grace period: the newer token dies too', async () => {
    const s = await register(c);
    const first = bodyOf(
      await c.post('/v1/users/refresh_token', { refresh_token: s.refresh }),
      'refreshToken',
    ).refresh_token;
    // Spent longer ago than a race between tabs could explain (within it, see concurrency.test.ts).
    await t.app.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(s.refresh)));
    const reuse = await c.post('/v1/users/refresh_token', { refresh_token: s.refresh });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: 'auth.refreshTokenReused' });
    const newer = await c.post('/v1/users/refresh_token', { refresh_token: first });
    expect(newer.statusCode).toBe(401);
    expect(newer.json()).toEqual({ message: 'auth.invalidRefreshToken' });
    // Another session of the same user lives on.
    const other = await c.post('/v1/users/login', { email: s.email, password: PASSWORD });
    expect(
      (await c.post('/v1/users/refresh_token', { refresh_token: bodyOf(other, 'login').refresh_token })).statusCode,
    ).toBe(200);
  });

  it('lets only one of two concurrent uses of a token succeed', async () => {
    const s = await register(c);
    const results = await Promise.all(
      [0, 1, 2].map(() => c.post('/v1/users/refresh_token', { refresh_token: s.refresh })),
    );
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 401)).toBe(true);
  });

  it('refuses unknown, malformed and expired tokens', async () => {
    expect((await c.post('/v1/users/refresh_token', { refresh_token: 'y'.repeat(43) })).json()).toEqual({
      message: 'auth.invalidRefreshToken',
    });
    expect((await c.post('/v1/users/refresh_token', { refresh_token: 'short' })).statusCode).toBe(400);
    expect((await c.post('/v1/users/refresh_token', {})).statusCode).toBe(400);
    const x = await expired();
    const s = await register(x.c);
    const res = await x.c.post('/v1/users/refresh_token', { refresh_token: s.refresh });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'auth.invalidRefreshToken' });
  });
});

describe('POST /v1/users/logout and PUT /v1/users/change_password', () => {
  it('logout ends the session: access and refresh token stop working', async () => {
    const s = await register(c);
    expect((await c.post('/v1/users/logout', { refresh_token: s.refresh })).statusCode).toBe(401);
    const res = await c.post('/v1/users/logout', { refresh_token: s.refresh }, s.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'account.loggedOut' });
    expect((await c.get('/v1/users/me', s.token)).statusCode).toBe(401);
    expect((await c.post('/v1/users/refresh_token', { refresh_token: s.refresh })).statusCode).toBe(401);
    expect((await c.post('/v1/users/logout', {}, s.token)).statusCode).toBe(400);
  });

  it("logout does not revoke another user's session", async () => {
    const a = await register(c);
    const b = await register(c);
    expect((await c.post('/v1/users/logout', { refresh_token: b.refresh }, a.token)).statusCode).toBe(200);
    expect((await c.post('/v1/users/refresh_token', { refresh_token: b.refresh })).statusCode).toBe(200);
  });

  it('change_password ends every session and returns a new one', async () => {
    const s = await register(c);
    const second = bodyOf(await c.post('/v1/users/login', { email: s.email, password: PASSWORD }), 'login');
    const newPassword = 'another long password';
    expect(
      (await c.put('/v1/users/change_password', { password: newPassword, password_confirm: newPassword })).statusCode,
    ).toBe(401);
    const mismatch = await c.put(
      '/v1/users/change_password',
      { current_password: PASSWORD, password: newPassword, password_confirm: `${newPassword}x` },
      s.token,
    );
    expect(mismatch.json()).toEqual({
      message: 'error.validation',
      errors: { password_confirm: 'validation.passwordMismatch' },
    });
    expect(
      (
        await c.put(
          '/v1/users/change_password',
          { current_password: PASSWORD, password: 'short', password_confirm: 'short' },
          s.token,
        )
      ).statusCode,
    ).toBe(400);
    const res = await c.put(
      '/v1/users/change_password',
      { current_password: PASSWORD, password: newPassword, password_confirm: newPassword },
      s.token,
    );
    expect(res.statusCode).toBe(200);
    expect((await c.get('/v1/users/me', s.token)).statusCode).toBe(401);
    expect((await c.get('/v1/users/me', second.access_token)).statusCode).toBe(401);
    expect((await c.post('/v1/users/refresh_token', { refresh_token: s.refresh })).statusCode).toBe(401);
    expect((await c.post('/v1/users/refresh_token', { refresh_token: second.refresh_token })).statusCode).toBe(401);
    const changed = bodyOf(res, 'changePassword');
    expect((await c.get('/v1/users/me', changed.access_token)).statusCode).toBe(200);
    expect((await c.post('/v1/users/refresh_token', { refresh_token: changed.refresh_token })).statusCode).toBe(200);
    expect((await c.post('/v1/users/login', { email: s.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await c.post('/v1/users/login', { email: s.email, password: newPassword })).statusCode).toBe(200);
  });
});

describe('POST /v1/users/forgot_password and POST /v1/users/token_login', () => {
  it('answers the same for known and unknown emails and mails only known ones', async () => {
    const s = await register(c);
    const unknownEmail = freshEmail('ghost');
    // The unknown address first: mail is sent after the answer in request order, so once the
    // known address has its mail, a mail to the unknown one would be there already.
    const unknown = await c.post('/v1/users/forgot_password?lang=sv', { email: unknownEmail });
    const known = await c.post('/v1/users/forgot_password?lang=sv', { email: s.email.toUpperCase() });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: 'account.emailSent' });
    const mail = await eventually(() => mailsTo(t, s.email).find((m) => m.text.includes('/account/login/')));
    expect(mail.subject).toBe('Din inloggningslänk');
    expect(mailsTo(t, unknownEmail)).toHaveLength(0);
    expect((await c.post('/v1/users/forgot_password', {})).statusCode).toBe(400);
  });

  it('token_login logs in once with the emailed token and verifies the email', async () => {
    const s = await register(c);
    await c.post('/v1/users/forgot_password', { email: s.email });
    const raw = await eventually(() =>
      t.outbox().find((m) => readMail(m).to === s.email && readMail(m).text.includes('/account/login/')),
    );
    const token = tokenFromMail(raw);
    const res = await c.post('/v1/users/token_login', { token });
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, 'tokenLogin').user).toMatchObject({ uuid: s.uuid, is_verified: true });
    expect((await c.get('/v1/users/me', bodyOf(res, 'tokenLogin').access_token)).statusCode).toBe(200);
    const reused = await c.post('/v1/users/token_login', { token });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: 'account.invalidToken' });
    // A verification link is not a login link.
    const v = await register(c);
    expect((await c.post('/v1/users/token_login', { token: lastToken(t, v.email) })).statusCode).toBe(401);
    expect((await c.post('/v1/users/token_login', { token: 'z'.repeat(43) })).statusCode).toBe(401);
    expect((await c.post('/v1/users/token_login', {})).statusCode).toBe(400);
  });

  it('token_login with uuid merges the anonymous progress', async () => {
    const s = await register(c);
    const anon = await c.anonymous();
    await c.answer(anon, 104, 'a');
    await c.post('/v1/users/forgot_password', { email: s.email });
    const raw = await eventually(() =>
      t.outbox().find((m) => readMail(m).to === s.email && readMail(m).text.includes('/account/login/')),
    );
    const res = await c.post('/v1/users/token_login', { token: tokenFromMail(raw), uuid: anon });
    expect(res.statusCode).toBe(200);
    expect(await correctTotal(s.uuid, bodyOf(res, 'tokenLogin').access_token)).toBe(1);
  });

  it('refuses an expired login token', async () => {
    const x = await expired();
    const s = await register(x.c);
    await x.c.post('/v1/users/forgot_password', { email: s.email });
    const raw = await eventually(() =>
      x.t.outbox().find((m) => readMail(m).to === s.email && readMail(m).text.includes('/account/login/')),
    );
    const res = await x.c.post('/v1/users/token_login', { token: tokenFromMail(raw) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'account.invalidToken' });
  });
});

describe('POST /v1/users/group', () => {
  it('joins a group by code in any case, once', async () => {
    const uuid = await c.anonymous();
    const res = await c.post('/v1/users/group?lang=sv', { user_uuid: uuid, code: ' class7B ' });
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, 'joinGroup').data).toEqual({ code: 'Class7B', name: 'Class 7B', welcome: 'Välkommen, 7B!' });
    expect(
      bodyOf(await c.post('/v1/users/group', { user_uuid: uuid, code: 'CLASS7B' }), 'joinGroup').data.welcome,
    ).toBe('Welcome, 7B!');
    expect(await t.app.db.select().from(groupMemberships).where(eq(groupMemberships.userId, uuid))).toEqual([
      expect.objectContaining({ groupCode: 'class7b' }),
    ]);
  });

  it('refuses unknown codes, missing codes and missing users', async () => {
    const uuid = await c.anonymous();
    const before = await rowCounts(t.app);
    const unknown = await c.post('/v1/users/group', { user_uuid: uuid, code: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'group.notFound' });
    expect((await c.post('/v1/users/group', { user_uuid: uuid })).statusCode).toBe(400);
    expect((await c.post('/v1/users/group', { user_uuid: uuid, code: '' })).statusCode).toBe(400);
    expect((await c.post('/v1/users/group', { code: 'Class7B' })).statusCode).toBe(400);
    expect((await c.post('/v1/users/group', { user_uuid: crypto.randomUUID(), code: 'Class7B' })).json()).toEqual({
      message: 'user.notFound',
    });
    const s = await register(c);
    expect((await c.post('/v1/users/group', { user_uuid: s.uuid, code: 'Class7B' })).statusCode).toBe(401);
    expect(await rowCounts(t.app)).toEqual({
      ...before,
      users: before.users + 1,
      email_tokens: before.email_tokens + 1,
      refresh_tokens: before.refresh_tokens + 1,
    });
    expect((await c.post('/v1/users/group', { code: 'Class7B' }, s.token)).statusCode).toBe(200);
  });
});

describe('POST /v1/users/delete_account', () => {
  it('removes every row of a registered user, with token and password', async () => {
    const s = await register(c);
    const bystander = await register(c);
    await c.answer(bystander, 101, 'a');
    await c.answer(s, 101, 'a');
    for (const q of [103, 104, 105])
      await c.answer(s, q, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-d', test_round: 1 });
    await c.post(
      '/v1/users/challenge_progress',
      { challenge_progress: { challenge_global_id: 'ch-visible', current_segment: 1, current_screen: 0 } },
      s.token,
    );
    await c.post('/v1/users/group', { code: 'Class7B' }, s.token);
    await c.answer(s, 102, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 1 });
    expect(
      (
        await c.post(
          '/v1/result_shares',
          { kind: 'practice', topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 1 },
          s.token,
        )
      ).statusCode,
    ).toBe(201);
    await c.post('/v1/users/forgot_password', { email: s.email });
    await eventually(() => mailsTo(t, s.email).length === 2);
    const before = await rowCounts(t.app);

    expect((await c.post('/v1/users/delete_account', { user_uuid: s.uuid })).json()).toEqual({
      message: 'auth.tokenRequired',
    });
    const wrong = await c.post('/v1/users/delete_account', { password: 'not the password' }, s.token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'auth.invalidPassword' });
    expect(
      (await c.post('/v1/users/delete_account', { user_uuid: bystander.uuid, password: PASSWORD }, s.token)).statusCode,
    ).toBe(403);
    expect(await rowCounts(t.app)).toEqual(before);

    const res = await c.post('/v1/users/delete_account', { password: PASSWORD }, s.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'OK' });
    const after = await rowCounts(t.app);
    expect(after).toEqual({
      users: before.users - 1,
      user_answers: before.user_answers - 5,
      challenge_progress: before.challenge_progress - 1,
      certificates: before.certificates - 1,
      result_shares: before.result_shares - 1,
      group_memberships: before.group_memberships - 1,
      email_tokens: before.email_tokens - 2,
      refresh_tokens: before.refresh_tokens - 1,
    });
    for (const table of [userAnswers, emailTokens, refreshTokens, groupMemberships]) {
      expect(await t.app.db.select().from(table).where(eq(table.userId, s.uuid))).toHaveLength(0);
    }
    expect((await c.get('/v1/users/me', s.token)).statusCode).toBe(401);
    expect(await correctTotal(bystander.uuid, bystander.token)).toBe(1);
  });

  it('deletes an anonymous user by uuid; a second delete finds nothing', async () => {
    const uuid = await c.anonymous();
    await c.answer(uuid, 101, 'a');
    expect((await c.post('/v1/users/delete_account', { user_uuid: uuid })).json()).toEqual({ result: 'OK' });
    expect(await t.app.db.select().from(userAnswers).where(eq(userAnswers.userId, uuid))).toHaveLength(0);
    expect((await c.post('/v1/users/delete_account', { user_uuid: uuid })).statusCode).toBe(404);
    expect((await c.post('/v1/users/delete_account', {})).statusCode).toBe(400);
    expect((await c.post('/v1/users/delete_account')).statusCode).toBe(400);
  });
});

describe('rate limits on the sensitive calls', () => {
  it('the 11th login in the window gets 429 with Retry-After (default limit)', async () => {
    const x = await otherApp({ authRateLimit: { max: 10, perAddress: 100, windowSeconds: 600 } });
    const login = () => x.c.post('/v1/users/login', { email: 'nobody@example.org', password: 'whatever' });
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await login()).statusCode);
    const last = await login();
    codes.push(last.statusCode);
    expect(codes).toEqual([...Array<number>(10).fill(401), 429]);
    // The wait in whole seconds, in the header and in the body (what the browser shows).
    const wait = Number(last.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect(last.json()).toEqual({ message: 'error.tooManyRequests', retry_after: wait });
    // Another client address has its own budget.
    const elsewhere = await x.t.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email: 'nobody@example.org', password: 'whatever' },
      remoteAddress: '10.0.0.9',
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('limits registration, forgot password, resend and token login too', async () => {
    // Three per account, five per address and call.
    const x = await otherApp({ authRateLimit: { max: 3, perAddress: 5, windowSeconds: 60 } });
    const statuses = async (times: number, send: () => Promise<{ statusCode: number }>) => {
      const out: number[] = [];
      for (let i = 0; i < times; i++) out.push((await send()).statusCode);
      return out;
    };
    const before = await rowCounts(x.t.app);
    expect(
      await statuses(6, () =>
        x.c.post('/v1/users/register', {
          email: freshEmail(),
          password: PASSWORD,
          password_confirm: PASSWORD,
          agreements_acceptence: true,
        }),
      ),
    ).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await rowCounts(x.t.app)).users).toBe(before.users + 5);
    // Forgot password: three mails per address asked for at one address, five asks from the address.
    const asked = freshEmail();
    expect(await statuses(4, () => x.c.post('/v1/users/forgot_password', { email: asked }))).toEqual([
      200, 200, 200, 429,
    ]);
    expect(await statuses(2, () => x.c.post('/v1/users/forgot_password', { email: freshEmail() }))).toEqual([200, 429]);
    expect(await statuses(6, () => x.c.post('/v1/users/token_login', { token: 'q'.repeat(43) }))).toEqual([
      401, 401, 401, 401, 401, 429,
    ]);
    // Resend: three mails per account (from any address), five calls per address.
    const s = await register(client(x.t.app, '10.0.0.7'));
    const resend = (address: string) =>
      x.t.app.inject({
        method: 'POST',
        url: '/v1/users/resend_verification_email',
        payload: {},
        headers: { authorization: `Bearer ${s.token}` },
        remoteAddress: address,
      });
    expect([
      (await resend('10.0.0.7')).statusCode,
      (await resend('10.0.0.8')).statusCode,
      (await resend('10.0.0.9')).statusCode,
      (await resend('10.0.0.10')).statusCode,
    ]).toEqual([200, 200, 200, 429]);
    expect(await statuses(6, () => x.c.post('/v1/users/resend_verification_email', {}))).toEqual([
      401, 401, 401, 401, 401, 429,
    ]);
    const limited = await x.c.post('/v1/users/login', { email: 'a@b.se', password: 'x' });
    expect(limited.statusCode).toBe(401); // login keeps its own budget
  });
});

describe('errors', () => {
  it('an internal failure answers 500 error.internal without a stack trace', async () => {
    const x = await expired();
    const uuid = await x.c.anonymous();
    // The failure comes from the driver itself, under Drizzle and the raw hot paths alike.
    const spies = driverClientsOf(x.t.app.db).map((driver) =>
      vi
        .spyOn(driver, 'query')
        .mockRejectedValue(new Error('boom at /work/main/src/server/api/auth.ts:18:3 select * from users')),
    );
    try {
      const res = await x.c.get(`/v1/users/${uuid}`);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'error.internal' });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('names every unexpected field, even __proto__', async () => {
    const res = await c.get('/v1/users/me?__proto__=1&constructor=2');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('error.validation');
    expect(Object.entries(errorOf(res).errors!)).toEqual([['__proto__', 'validation.additionalProperties']]);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      payload: '{"__proto__":{"is_kiosk_user":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('unknown API paths answer 404 error.notFound', async () => {
    const res = await c.get('/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'error.notFound' });
  });
});

describe('coverage of the route group', () => {
  it('the OpenAPI document lists exactly the endpoints the route test files cover', async () => {
    const documented = await documentedEndpoints(t.app);
    expect(documented.sort()).toEqual(Object.values(ENDPOINTS).flat().sort());
  });

  itCoversRouteGroup('users', rec);
});
