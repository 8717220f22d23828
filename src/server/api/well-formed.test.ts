/**
 * Text that is not well-formed Unicode (a lone UTF-16 surrogate, sent as a JSON escape) is
 * refused with 400 naming the field, on every route and before its schema; it used to reach
 * the database and fail there with a 500. Runs on PGlite and on a PostgreSQL server.
 */
import { describe, expect, it } from 'vitest';
import { appPerFile, bodyOf, freshEmail, PASSWORD, register } from '#tests/support/api-helpers.ts';
import { malformedTextAt } from './well-formed.ts';

const { t, c } = appPerFile();

/** Sends `json` as it is written: a `\ud800` in it stays an escape, as a client would send it. */
const send = (method: 'POST' | 'PUT', url: string, json: string, token?: string) =>
  t.app.inject({
    method,
    url,
    payload: json,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('text that is not well-formed Unicode', () => {
  it('is refused with 400 naming the field, where it used to fail in the database (500)', async () => {
    const uuid = await c.anonymous();
    const res = await send('PUT', '/v1/users', `{"user_uuid":"${uuid}","profile":{"name":"Anna \\ud800"}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'error.validation', errors: { 'profile.name': 'validation.wellFormed' } });
    expect(bodyOf(await c.get(`/v1/users/${uuid}`), 'user').data.profile).toEqual({});
    // A property name is reported at the object that holds it.
    const key = await send('PUT', '/v1/users', `{"user_uuid":"${uuid}","profile":{"\\udc00":"x"}}`);
    expect(key.json()).toEqual({ message: 'error.validation', errors: { profile: 'validation.wellFormed' } });
  });

  it('is refused before the schema and the handler, on every kind of call', async () => {
    const s = await register(c);
    const cases: [method: 'POST' | 'PUT', url: string, json: string, field: string, token?: string][] = [
      [
        'POST',
        '/v1/users/register',
        `{"email":"${freshEmail()}","password":"abcdefgh\\ud83d","password_confirm":"abcdefgh\\ud83d","agreements_acceptence":true}`,
        'password',
      ],
      ['POST', '/v1/users/login', `{"email":"\\udfff${s.email}","password":"${PASSWORD}"}`, 'email'],
      ['POST', '/v1/users/group', `{"user_uuid":"${s.uuid}","code":"\\ud800"}`, 'code', s.token],
      [
        'POST',
        '/v1/user_answers',
        `{"user_answer":{"question_global_id":"101\\ud800","answer_global_id":"101-a"}}`,
        'user_answer.question_global_id',
        s.token,
      ],
      [
        'PUT',
        '/v1/users/change_password',
        `{"current_password":"${PASSWORD}","password":"\\ud800\\ud800\\ud800\\ud800\\ud800\\ud800\\ud800\\ud800","password_confirm":"x"}`,
        'password',
        s.token,
      ],
    ];
    for (const [method, url, json, field, token] of cases) {
      const res = await send(method, url, json, token);
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        400,
        { message: 'error.validation', errors: { [field]: 'validation.wellFormed' } },
      ]);
    }
    // Nothing was done: the password is unchanged.
    expect((await c.post('/v1/users/login', { email: s.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('does not touch well-formed text: a pair of surrogates (an emoji) is stored as sent', async () => {
    const uuid = await c.anonymous();
    const res = await send('PUT', '/v1/users', `{"user_uuid":"${uuid}","profile":{"name":"Anna \\ud83d\\ude00"}}`);
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, 'updateProfile').data.profile).toEqual({ name: 'Anna 😀' });
  });
});

describe('malformedTextAt', () => {
  it('names the first string that is not well-formed by its dotted path', () => {
    expect(malformedTextAt({ a: 'ok', b: [{ c: 'fine' }, { c: 'x\uD800' }] })).toBe('b.1.c');
    expect(malformedTextAt('\uDC00')).toBe('');
    expect(malformedTextAt({ nested: { ['\uD800']: 1 } })).toBe('nested');
    expect(malformedTextAt({ a: 'ok 😀', n: 1, z: null, t: true, list: ['x'] })).toBeNull();
    expect(malformedTextAt(undefined)).toBeNull();
  });
});
