/**
 * Re-authentication and session ending (OWASP ASVS 5.0 V6/V7): a password change asks for the
 * current password (rate-limited like logins), except once with an emailed sign-in's token;
 * an emailed sign-in ends every other session; no API answer may be cached.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/api.ts';
import {
  PASSWORD,
  appPerFile,
  bodyOf,
  client,
  eventually,
  register,
  routeGroupApp,
  type Session,
} from '#tests/support/api-helpers.ts';
import { readMail, tokenFromMail } from '#tests/support/mail.ts';

const { t, c } = appPerFile(routeGroupApp);
const NEW = 'a new long password';

/** Forgot password, then the emailed link: the token_login answer. */
async function emailedSignIn(x: TestApp, s: Session, uuid?: string) {
  const before = x.outbox().length;
  const cx = client(x.app);
  expect((await cx.post('/v1/users/forgot_password', { email: s.email })).statusCode).toBe(200);
  const raw = await eventually(() =>
    x
      .outbox()
      .slice(before)
      .find((m) => readMail(m).to === s.email && readMail(m).text.includes('/account/login/')),
  );
  const res = await cx.post('/v1/users/token_login', { token: tokenFromMail(raw), ...(uuid ? { uuid } : {}) });
  expect(res.statusCode).toBe(200);
  return res.json<{ access_token: string; refresh_token: string }>();
}

describe('PUT /v1/users/change_password asks for the current password', () => {
  it('refuses a missing current password (400) and a wrong one (403), naming current_password, and changes nothing', async () => {
    const s = await register(c);
    const missing = await c.put('/v1/users/change_password', { password: NEW, password_confirm: NEW }, s.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'error.validation',
      errors: { current_password: 'validation.required' },
    });
    const wrong = await c.put(
      '/v1/users/change_password',
      { current_password: 'not the password', password: NEW, password_confirm: NEW },
      s.token,
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      message: 'auth.invalidPassword',
      errors: { current_password: 'auth.invalidPassword' },
    });
    // Nothing changed: the old password still logs in, the session still works.
    expect((await c.post('/v1/users/login', { email: s.email, password: PASSWORD })).statusCode).toBe(200);
    expect((await c.get('/v1/users/me', s.token)).statusCode).toBe(200);
    const common = await c.put(
      '/v1/users/change_password',
      { current_password: PASSWORD, password: 'iloveyou1', password_confirm: 'iloveyou1' },
      s.token,
    );
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      message: 'error.validation',
      errors: { password: 'validation.passwordTooCommon' },
    });
    const right = await c.put(
      '/v1/users/change_password',
      { current_password: PASSWORD, password: NEW, password_confirm: NEW },
      s.token,
    );
    expect(right.statusCode).toBe(200);
    expect((await c.post('/v1/users/login', { email: s.email, password: NEW })).statusCode).toBe(200);
  });

  it('counts against the auth rate limit, so the current password cannot be guessed', async () => {
    const x = await createTestApp({ authRateLimit: { max: 3, perAddress: 1000, windowSeconds: 600 } });
    try {
      const cx = client(x.app);
      const s = await register(cx);
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (
            await cx.put(
              '/v1/users/change_password',
              { current_password: `guess ${i} long`, password: NEW, password_confirm: NEW },
              s.token,
            )
          ).statusCode,
        );
      expect(codes).toEqual([403, 403, 403, 429]);
      // Even the right one is refused until the window ends.
      const right = await cx.put(
        '/v1/users/change_password',
        { current_password: PASSWORD, password: NEW, password_confirm: NEW },
        s.token,
      );
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({
        message: 'error.tooManyRequests',
        retry_after: Number(right.headers['retry-after']),
      });
    } finally {
      await x.close();
    }
  });
});

describe('an emailed sign-in (forgot password)', () => {
  it('allows one password change without the current password, and only with its own token', async () => {
    const s = await register(c);
    const emailed = await emailedSignIn(t, s);
    const res = await c.put(
      '/v1/users/change_password',
      { password: NEW, password_confirm: NEW },
      emailed.access_token,
    );
    expect(res.statusCode).toBe(200);
    expect((await c.post('/v1/users/login', { email: s.email, password: NEW })).statusCode).toBe(200);
    // The change ended the emailed token; the new session's token asks for the password again.
    expect(
      (
        await c.put(
          '/v1/users/change_password',
          { password: PASSWORD, password_confirm: PASSWORD },
          emailed.access_token,
        )
      ).statusCode,
    ).toBe(401);
    const again = await c.put(
      '/v1/users/change_password',
      { password: PASSWORD, password_confirm: PASSWORD },
      bodyOf(res, 'changePassword').access_token,
    );
    expect(again.json()).toEqual({ message: 'error.validation', errors: { current_password: 'validation.required' } });
    // A token from a refresh of the emailed session is an ordinary one.
    const other = await register(c);
    const second = await emailedSignIn(t, other);
    const refreshed = (await c.post('/v1/users/refresh_token', { refresh_token: second.refresh_token })).json<{
      access_token: string;
    }>();
    expect(
      (await c.put('/v1/users/change_password', { password: NEW, password_confirm: NEW }, refreshed.access_token))
        .statusCode,
    ).toBe(400);
  });

  it('ends every other session: access tokens and refresh-token families', async () => {
    const s = await register(c);
    const elsewhere = (await c.post('/v1/users/login', { email: s.email, password: PASSWORD })).json<{
      access_token: string;
      refresh_token: string;
    }>();
    const emailed = await emailedSignIn(t, s);
    for (const token of [s.token, elsewhere.access_token])
      expect((await c.get('/v1/users/me', token)).statusCode).toBe(401);
    for (const refresh of [s.refresh, elsewhere.refresh_token])
      expect((await c.post('/v1/users/refresh_token', { refresh_token: refresh })).statusCode).toBe(401);
    // The emailed sign-in's own session lives on.
    expect((await c.get('/v1/users/me', emailed.access_token)).statusCode).toBe(200);
    expect((await c.post('/v1/users/refresh_token', { refresh_token: emailed.refresh_token })).statusCode).toBe(200);
  });
});

describe('caching of API answers', () => {
  it('marks token answers and personal data Cache-Control: no-store', async () => {
    const s = await register(c);
    const login = await c.post('/v1/users/login', { email: s.email, password: PASSWORD });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await c.get('/v1/users/me', s.token)).headers['cache-control']).toBe('no-store');
    expect((await c.post('/v1/users/refresh_token', { refresh_token: s.refresh })).headers['cache-control']).toBe(
      'no-store',
    );
    // Errors too (they may name the account's fields).
    expect(
      (await c.post('/v1/users/login', { email: s.email, password: 'wrong password' })).headers['cache-control'],
    ).toBe('no-store');
    expect((await c.get('/v1/nothing-here')).headers['cache-control']).toBe('no-store');
  });
});
