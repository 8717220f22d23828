/**
 * The API's rate limits as a learner, a class and an attacker meet them: password checks count
 * per account (a stolen access token cannot guess without limit, from any address), logins per
 * account at an address (one pupil's typos lock out nobody else behind the school's address),
 * a class of 30 fits the address's budget, guessing codes is limited per address, and every
 * 429 names the wait. Runs on PGlite and on a PostgreSQL server, where parallel attempts must
 * not slip past a limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMAS } from '#src/api-contract/schemas/index.ts';
import { OPERATIONS, type OperationName } from '#src/api-contract/operations.ts';
import { createTestApp, type TestApp } from '#tests/support/api.ts';
import { client, freshEmail, PASSWORD, register, type Res } from '#tests/support/api-helpers.ts';
import { ifStarted } from '#tests/support/if-started.ts';

/** The shipped defaults: 10 per account, 100 per address and call, 600 s windows. */
let defaults: TestApp;
/** Tight budgets, so that every limit is reached in a few calls: 2 per account, 3 per address and call. */
let tight: TestApp;

beforeAll(async () => {
  defaults = await createTestApp();
  tight = await createTestApp({ authRateLimit: { max: 2, perAddress: 3, windowSeconds: 600 } });
}, 60_000);
afterAll(async () => {
  await ifStarted(defaults, (x) => x.close());
  await ifStarted(tight, (x) => x.close());
});

/** Each test counts from addresses of its own, so the tests of the file do not spend each other's budgets. */
let net = 0;
const addresses = () => {
  net += 1;
  return (host: number) => `10.${net}.0.${host}`;
};

/** The wait a 429 names: the same whole seconds in `Retry-After` and in `retry_after`, within the window. */
function expectWait(res: Res, windowSeconds: number): void {
  expect(res.statusCode).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  expect(res.json()).toEqual({ message: 'error.tooManyRequests', retry_after: wait });
}

describe('password checks count per account', () => {
  it('delete_account answers 429 within 20 wrong passwords, even from a new address each time, and then refuses the right one', async () => {
    const at = addresses();
    const s = await register(client(defaults.app, at(0)));
    const statuses: number[] = [];
    let last: Res | undefined;
    for (let i = 1; i <= 20 && last?.statusCode !== 429; i++) {
      last = await client(defaults.app, at(i)).post(
        '/v1/users/delete_account',
        { password: `guess number ${i}` },
        s.token,
      );
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(403), 429]);
    expectWait(last!, 600);
    const right = await client(defaults.app, at(99)).post('/v1/users/delete_account', { password: PASSWORD }, s.token);
    expectWait(right, 600);
    // The account is still there, and its learner can still log in (login has budgets of its own).
    expect(
      (await client(defaults.app, at(0)).post('/v1/users/login', { email: s.email, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('password change and account deletion share one budget per account', async () => {
    const at = addresses();
    const c = client(tight.app, at(1));
    const s = await register(c);
    expect((await c.post('/v1/users/delete_account', { password: 'wrong password 1' }, s.token)).statusCode).toBe(403);
    expect(
      (
        await client(tight.app, at(2)).put(
          '/v1/users/change_password',
          {
            current_password: 'wrong password 2',
            password: 'a new long password',
            password_confirm: 'a new long password',
          },
          s.token,
        )
      ).statusCode,
    ).toBe(403);
    expectWait(
      await client(tight.app, at(3)).put(
        '/v1/users/change_password',
        { current_password: PASSWORD, password: 'a new long password', password_confirm: 'a new long password' },
        s.token,
      ),
      600,
    );
    expectWait(await client(tight.app, at(4)).post('/v1/users/delete_account', { password: PASSWORD }, s.token), 600);
    // Another account is not held back by it.
    const other = await register(client(tight.app, at(5)));
    expect(
      (await client(tight.app, at(5)).post('/v1/users/delete_account', { password: PASSWORD }, other.token)).json(),
    ).toEqual({ result: 'OK' });
  });

  it('parallel wrong passwords cannot slip past the limit: exactly the budget is checked', async () => {
    const at = addresses();
    const s = await register(client(defaults.app, at(0)));
    const tries = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        client(defaults.app, at(i + 1)).post('/v1/users/delete_account', { password: `parallel guess ${i}` }, s.token),
      ),
    );
    const statuses = tries.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(403), ...Array<number>(20).fill(429)]);
  });

  it('every call that takes a password is one of those counted per account (registration checks none)', () => {
    const takesPassword = (Object.keys(SCHEMAS) as OperationName[]).filter((name) => {
      const body = (SCHEMAS[name] as { body?: { properties?: Record<string, unknown> } }).body;
      return Object.keys(body?.properties ?? {}).some((field) => field.includes('password'));
    });
    expect(takesPassword.sort()).toEqual(['changePassword', 'deleteAccount', 'login', 'register']);
    expect(takesPassword.map((name) => OPERATIONS[name].path).sort()).toEqual([
      '/users/change_password',
      '/users/delete_account',
      '/users/login',
      '/users/register',
    ]);
  });
});

describe('logins count per account and address together', () => {
  it('ten typos of one pupil lock out neither another pupil behind the same address nor the pupil elsewhere', async () => {
    const at = addresses();
    const school = client(defaults.app, at(1));
    const pupil = await register(client(defaults.app, at(2)));
    const classmate = await register(client(defaults.app, at(2)));
    const typos: number[] = [];
    for (let i = 0; i < 11; i++)
      typos.push(
        (await school.post('/v1/users/login', { email: pupil.email, password: `typo ${i} of the password` }))
          .statusCode,
      );
    expect(typos).toEqual([...Array<number>(10).fill(401), 429]);
    // Even the right password waits at that address (any casing of the email counts as the account).
    expectWait(
      await school.post('/v1/users/login', { email: ` ${pupil.email.toUpperCase()}`, password: PASSWORD }),
      600,
    );
    // The classmate's right password works from the same address; the pupil's from home.
    expect((await school.post('/v1/users/login', { email: classmate.email, password: PASSWORD })).statusCode).toBe(200);
    expect(
      (await client(defaults.app, at(3)).post('/v1/users/login', { email: pupil.email, password: PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('an address has a budget of its own across accounts, so it cannot try every account', async () => {
    const at = addresses();
    const c = client(tight.app, at(1));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await c.post('/v1/users/login', { email: freshEmail('stuffed'), password: 'leaked password' })).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('a class behind one address', () => {
  it('30 sign-ups from one address within 10 minutes all succeed, and so do their logins and group joins', async () => {
    const school = client(defaults.app, addresses()(1));
    const pupils = [];
    for (let i = 0; i < 30; i++) pupils.push(await register(school));
    const logins = [];
    for (const p of pupils)
      logins.push((await school.post('/v1/users/login', { email: p.email, password: PASSWORD })).statusCode);
    expect(logins).toEqual(Array(30).fill(200));
    const joins = [];
    for (const p of pupils) joins.push((await school.post('/v1/users/group', { code: 'class7b' }, p.token)).statusCode);
    expect(joins).toEqual(Array(30).fill(200));
  });
});

describe('guessing codes', () => {
  const guesses: [
    name: string,
    send: (c: ReturnType<typeof client>, code: string) => Promise<Res>,
    wrong: string,
    right?: string,
  ][] = [
    ['event', (c, code) => c.get(`/v1/events/${code}`), 'fair27', 'fair26'],
    ['group', (c, code) => c.get(`/v1/groups/${code}`), 'class7c', 'class7b'],
    [
      'group join',
      (c, code) => c.post('/v1/users/group', { code, user_uuid: '00000000-0000-4000-8000-000000000000' }),
      'class7c',
    ],
    ['certificate', (c, code) => c.get(`/v1/certificates/${code}`), 'K7QF-9M2X'],
    ['certificate card', (c, code) => c.get(`/v1/certificates/${code}/card.png`), 'K7QF-9M2X'],
    ['certificate QR code', (c, code) => c.get(`/v1/certificates/${code}/qr.svg`), 'K7QF-9M2X'],
    [
      'certificate name',
      (c, code) =>
        c.put(`/v1/certificates/${code}/name`, { name: 'Ada', user_uuid: '00000000-0000-4000-8000-000000000000' }),
      'K7QF-9M2X',
    ],
    ['shared result', (c, code) => c.get(`/v1/result_shares/${code}`), 'K7QF9M2XAB'],
    ['shared result card', (c, code) => c.get(`/v1/result_shares/${code}/card.png`), 'K7QF9M2XAB'],
    ['join by code', (c, code) => c.get(`/v1/codes/${code}`), 'fair27', 'fair26'],
  ];

  it.each(guesses)(
    'of a code (%s) is limited per address, the right code too once the budget is spent',
    async (_name, send, wrong, right) => {
      const at = addresses();
      const guesser = client(tight.app, at(1));
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await send(guesser, wrong)).statusCode);
      expect(statuses).toEqual([404, 404, 404]);
      expectWait(await send(guesser, wrong), 600);
      if (right) expectWait(await send(guesser, right), 600);
      // Another address has its own budget.
      expect((await send(client(tight.app, at(2)), wrong)).statusCode).toBe(404);
    },
  );
});

describe('every 429 names the wait', () => {
  /** Every limited call once, as sent from one address (its answer before the limit does not matter). */
  const calls: [name: string, send: (c: ReturnType<typeof client>, token: string) => Promise<Res>][] = [
    ['login', (c) => c.post('/v1/users/login', { email: 'nobody@example.org', password: 'a wrong password' })],
    [
      'register',
      (c) =>
        c.post('/v1/users/register', {
          email: freshEmail(),
          password: PASSWORD,
          password_confirm: 'mismatch!',
          agreements_acceptence: true,
        }),
    ],
    ['forgot password', (c) => c.post('/v1/users/forgot_password', { email: 'nobody@example.org' })],
    ['token login', (c) => c.post('/v1/users/token_login', { token: 'q'.repeat(43) })],
    ['resend verification', (c, token) => c.post('/v1/users/resend_verification_email', {}, token)],
    [
      'change password',
      (c, token) =>
        c.put(
          '/v1/users/change_password',
          {
            current_password: 'a wrong password',
            password: 'a new long password',
            password_confirm: 'a new long password',
          },
          token,
        ),
    ],
    ['delete account', (c, token) => c.post('/v1/users/delete_account', { password: 'a wrong password' }, token)],
    ['kiosk PIN', (c) => c.post('/v1/kiosk/check', { pin: 'not the pin' })],
    ['group join', (c, token) => c.post('/v1/users/group', { code: 'nope' }, token)],
    ['event', (c) => c.get('/v1/events/nope')],
    ['group', (c) => c.get('/v1/groups/nope')],
    ['certificate', (c) => c.get('/v1/certificates/K7QF-9M2X')],
    ['certificate card', (c) => c.get('/v1/certificates/K7QF-9M2X/card.png')],
    ['shared result', (c) => c.get('/v1/result_shares/K7QF9M2XAB')],
    ['shared result card', (c) => c.get('/v1/result_shares/K7QF9M2XAB/card.png')],
  ];

  it.each(calls)('%s: Retry-After and retry_after, the same whole seconds', async (_name, send) => {
    const at = addresses();
    const s = await register(client(tight.app, at(9)));
    const c = client(tight.app, at(1));
    let res = await send(c, s.token);
    for (let i = 0; i < 4 && res.statusCode !== 429; i++) res = await send(c, s.token);
    expectWait(res, 600);
  });
});
