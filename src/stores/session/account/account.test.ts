import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequest } from '../../../api-client/client.ts';
import { rejectWith, type ApiFailure } from '../../../api-client/failures.ts';
import { createStorage, type KeyValueStorage } from '../../../api-client/storage.ts';
import {
  changePassword,
  clearVisitorState,
  deleteAccount,
  fieldErrorsOf,
  joinGroup,
  loadCurrentUser,
  loadProgress,
  logIn,
  logOut,
  messageKeyOf,
  messageOf,
  resendVerification,
  restoreSession,
  signedInByEmail,
  signUp,
  tokenLogin,
  unsubscribe,
  verifyEmail,
} from './account.ts';
import { $alert, hideAlert } from '../../alerts/index.ts';
import { enqueue, memoryQueueDeps, setQueueDeps } from '../../queue/runtime/index.ts';
import { $user, ensureUserUuid, session, setSessionDeps } from '../session.ts';

type Handler = (req: ApiRequest) => unknown;

function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiRequest[] = [];
  const api: ApiClient = {
    async request<T>(req: ApiRequest): Promise<T> {
      calls.push(req);
      const handler = handlers[`${req.method} ${req.path}`];
      if (!handler) return rejectWith({ status: 404, data: { message: 'not.found' } });
      return handler(req) as T;
    },
  };
  return { api, calls };
}

const ANON = '11111111-1111-4111-8111-111111111111';
const ACCOUNT = '22222222-2222-4222-8222-222222222222';
/** A sign-up form the server takes, for the tests of what comes after it is sent. */
const SIGN_UP = {
  email: 'a@example.org',
  password: 'secret-pass',
  password_confirm: 'secret-pass',
  agreements_acceptence: true,
};
const user = (over: Record<string, unknown> = {}) => ({
  uuid: ACCOUNT,
  email: 'a@example.org',
  is_verified: false,
  is_kiosk_user: false,
  ...over,
});
const sessionBody = (over: Record<string, unknown> = {}) => ({
  access_token: 'at',
  refresh_token: 'rt',
  user: user(over),
});

let storage: KeyValueStorage;

function use(handlers: Record<string, Handler>) {
  const fake = fakeApi(handlers);
  setSessionDeps({ storage, api: fake.api });
  return fake.calls;
}

beforeEach(() => {
  storage = createStorage(null);
  $user.set(null);
  hideAlert();
});
afterEach(() => {
  setSessionDeps(null);
  setQueueDeps(null);
});

describe('the offline queue around session changes', () => {
  const queued = (uuid: string) => ({
    method: 'post' as const,
    path: '/user_answers',
    data: { user_uuid: uuid, user_answer: { client_id: `c-${uuid}`, question_global_id: 'q1' } },
  });
  /** The queue sends through the page's API client; the first answer waits until `release`. */
  function withQueue(handlers: Record<string, Handler>) {
    const calls = use({ 'post /user_answers': () => ({ data: {} }), ...handlers });
    let release = (): void => undefined;
    const gate = new Promise<void>((r) => (release = r));
    setQueueDeps(
      memoryQueueDeps(async (req) => {
        await gate;
        return session().api.request(req);
      }),
    );
    return { calls, release };
  }

  for (const [name, act, path] of [
    ['logging in', () => logIn('a@example.org', 'pw'), '/users/login'],
    [
      'signing up',
      () => signUp({ email: 'a@example.org', password: 'pw', password_confirm: 'pw', agreements_acceptence: true }),
      '/users/register',
    ],
    ['a token login', () => tokenLogin('tok'), '/users/token_login'],
  ] as const) {
    it(`sends the anonymous visitor's kept answers before ${name}`, async () => {
      storage.set('user_uuid', ANON);
      const { calls, release } = withQueue({ [`post ${path}`]: () => sessionBody() });
      await enqueue('answer', queued(ANON), { uuid: ANON, account: false });
      const done = act();
      await new Promise((r) => setImmediate(r)); // everything that can run without the queue has run
      expect(calls.map((c) => c.path)).toEqual([]); // the session waits for the queue
      release();
      await done;
      expect(calls.map((c) => c.path)).toEqual(['/user_answers', path]);
    });
  }

  it("sends the account's kept answers before logging out", async () => {
    storage.set('user_uuid', ACCOUNT);
    storage.set('access_token', 'at');
    storage.set('refresh_token', 'rt');
    const { calls, release } = withQueue({ 'post /users/logout': () => ({ message: 'account.loggedOut' }) });
    await enqueue('answer', queued(ACCOUNT), { uuid: ACCOUNT, account: true });
    const done = logOut();
    release();
    await done;
    expect(calls.map((c) => c.path)).toEqual(['/user_answers', '/users/logout']);
  });
});

describe('ensureUserUuid', () => {
  it('creates one user for concurrent callers', async () => {
    let n = 0;
    const calls = use({ 'post /users': () => ({ data: { uuid: `u${++n}` } }) });
    const [a, b, c] = await Promise.all([ensureUserUuid(), ensureUserUuid(), ensureUserUuid()]);
    expect([a, b, c]).toEqual(['u1', 'u1', 'u1']);
    expect(calls.filter((x) => x.path === '/users')).toHaveLength(1);
    expect(storage.get('user_uuid')).toBe('u1');
  });
});

describe('without an API (a static host answers /v1 with its 404 page)', () => {
  // A static host's HTML page: a body the ApiFailure type does not describe.
  const page404 = () => rejectWith({ status: 404, data: '<!doctype html><h1>Not found</h1>' } as unknown as ApiFailure);
  it("makes the visitor's uuid on the device and keeps its creation for later", async () => {
    setQueueDeps(memoryQueueDeps(async () => page404()));
    use({ 'post /users': page404 });
    const uuid = await ensureUserUuid();
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(storage.get('user_uuid')).toBe(uuid);
  });
  it('says sign-up needs the quiz server, not "something went wrong"', async () => {
    storage.set('user_uuid', ANON);
    use({ 'post /users/register': page404 });
    const err = await signUp(SIGN_UP).catch((e: unknown) => e);
    expect(messageOf(err)).toEqual({ key: 'api.unavailableFeature' });
  });
});

describe('sign-up', () => {
  it('sends the anonymous uuid, stores the tokens and the account uuid, and reminds to verify', async () => {
    storage.set('user_uuid', ANON);
    const calls = use({ 'post /users/register': () => sessionBody({ uuid: ANON }) });
    await signUp(SIGN_UP);
    expect(calls[0]!.data).toMatchObject({ uuid: ANON, email: 'a@example.org', agreements_acceptence: true });
    expect(storage.get('access_token')).toBe('at');
    expect(storage.get('refresh_token')).toBe('rt');
    expect(storage.get('user_uuid')).toBe(ANON);
    expect($user.get()?.email).toBe('a@example.org');
    expect($alert.get()).toMatchObject({
      visible: true,
      notVerified: true,
      messages: [{ key: 'account.notVerifiedYetMessage', vars: { email: 'a@example.org' } }],
    });
  });

  it('is refused in kiosk mode without calling the API', async () => {
    storage.set('kiosk_mode', 'true');
    const calls = use({});
    await expect(
      signUp({ email: 'a@example.org', password: 'x', password_confirm: 'x', agreements_acceptence: true }),
    ).rejects.toEqual({ status: 403, data: { message: 'account.noAccountCreationInKioskMode' } });
    expect(calls).toEqual([]);
  });

  it('passes field errors on', async () => {
    use({
      'post /users/register': () =>
        rejectWith({ status: 409, data: { message: 'error.validation', errors: { email: 'validation.emailTaken' } } }),
    });
    const err = await signUp(SIGN_UP).catch((e: unknown) => e);
    expect(messageKeyOf(err)).toBe('error.validation');
    expect(fieldErrorsOf(err)).toEqual({ email: 'validation.emailTaken' });
    expect(storage.get('access_token')).toBeNull();
  });
});

describe('login', () => {
  it('sends the anonymous uuid so its progress moves, then uses the account uuid', async () => {
    storage.set('user_uuid', ANON);
    const calls = use({ 'post /users/login': () => sessionBody({ is_verified: true }) });
    await logIn('a@example.org', 'secret-pass');
    expect(calls[0]!.data).toEqual({ email: 'a@example.org', password: 'secret-pass', uuid: ANON });
    expect(storage.get('user_uuid')).toBe(ACCOUNT);
    expect($alert.get().visible).toBe(false);
  });

  it('sends no uuid when nothing is stored', async () => {
    const calls = use({ 'post /users/login': () => sessionBody() });
    await logIn('a@example.org', 'secret-pass');
    expect(calls[0]!.data).toEqual({ email: 'a@example.org', password: 'secret-pass' });
    expect($alert.get().notVerified).toBe(true);
  });

  it('logs in with an emailed token, with the anonymous uuid', async () => {
    storage.set('user_uuid', ANON);
    const calls = use({ 'post /users/token_login': () => sessionBody({ is_verified: true }) });
    await tokenLogin('tok');
    expect(calls[0]!.data).toEqual({ token: 'tok', uuid: ANON });
    expect(storage.get('access_token')).toBe('at');
  });
});

describe('logout', () => {
  it('ends the session and clears state, tokens and progress but keeps kiosk mode', async () => {
    for (const [k, v] of [
      ['user_uuid', ACCOUNT],
      ['access_token', 'at'],
      ['refresh_token', 'rt'],
      ['showWelcomeInfo', 'false'],
      ['showCertificateInfo', 'false'],
      ['kiosk_mode', 'true'],
    ] as const)
      storage.set(k, v);
    $user.set(user());
    const calls = use({ 'post /users/logout': () => ({ message: 'account.loggedOut' }) });
    await logOut();
    expect(calls[0]).toMatchObject({ path: '/users/logout', data: { refresh_token: 'rt' } });
    for (const k of ['user_uuid', 'access_token', 'refresh_token', 'showWelcomeInfo', 'showCertificateInfo'] as const)
      expect(storage.get(k)).toBeNull();
    expect(storage.get('kiosk_mode')).toBe('true');
    expect($user.get()).toBeNull();
  });

  it('clears locally even when the server call fails', async () => {
    storage.set('access_token', 'at');
    storage.set('refresh_token', 'rt');
    use({});
    await logOut();
    expect(storage.get('access_token')).toBeNull();
  });
});

describe('current user', () => {
  it('makes no call without a token', async () => {
    const calls = use({});
    expect(await loadCurrentUser()).toBeNull();
    expect(await restoreSession()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('restores the user and the not-verified reminder', async () => {
    storage.set('access_token', 'at');
    use({ 'get /users/me': () => ({ data: user() }) });
    await restoreSession();
    expect($user.get()?.uuid).toBe(ACCOUNT);
    expect($alert.get().notVerified).toBe(true);
  });
});

describe('email verification', () => {
  it('verifies and removes the reminder', async () => {
    storage.set('access_token', 'at');
    use({
      'put /users/verify': (req) => ({ data: user({ is_verified: (req.data as { token: string }).token === 'good' }) }),
    });
    await restoreSession().catch(() => undefined);
    $alert.set({
      visible: true,
      error: false,
      notVerified: true,
      messages: [{ key: 'account.notVerifiedYetMessage' }],
    });
    const verified = await verifyEmail('good');
    expect(verified.is_verified).toBe(true);
    expect($alert.get().visible).toBe(false);
    expect($user.get()?.is_verified).toBe(true);
  });

  it('a page-load user read that answers after the verification does not bring the reminder back', async () => {
    storage.set('access_token', 'at');
    let answerMe = (_: unknown): void => undefined;
    use({
      'get /users/me': () => new Promise((r) => (answerMe = r)),
      'put /users/verify': () => ({ data: user({ is_verified: true }) }),
    });
    const restoring = restoreSession();
    await verifyEmail('good');
    answerMe({ data: user() });
    await restoring;
    expect($user.get()?.is_verified).toBe(true);
    expect($alert.get().visible).toBe(false);
  });

  it('resend shows account.emailSent as a success alert', async () => {
    storage.set('access_token', 'at');
    const calls = use({ 'post /users/resend_verification_email': () => ({ message: 'account.emailSent' }) });
    expect(await resendVerification('sv')).toBe(true);
    expect(calls[0]!.data).toEqual({ lang: 'sv' });
    expect($alert.get()).toMatchObject({ visible: true, error: false, messages: [{ key: 'account.emailSent' }] });
  });

  it('resend failure shows the server message as an error', async () => {
    use({
      'post /users/resend_verification_email': () =>
        rejectWith({ status: 409, data: { message: 'account.alreadyVerified' } }),
    });
    expect(await resendVerification('en')).toBe(false);
    expect($alert.get()).toMatchObject({ error: true, messages: [{ key: 'account.alreadyVerified' }] });
  });

  it('resend refused for too many attempts says how long to wait', async () => {
    use({
      'post /users/resend_verification_email': () =>
        rejectWith({ status: 429, data: { message: 'error.tooManyRequests', retry_after: 125 } }),
    });
    expect(await resendVerification('en')).toBe(false);
    expect($alert.get()).toMatchObject({ error: true, messages: [{ key: 'retry.minutes', vars: { count: 3 } }] });
  });
});

describe('account pages', () => {
  it('changes the password with the current one and keeps the new tokens', async () => {
    storage.set('access_token', 'old');
    const calls = use({ 'put /users/change_password': () => sessionBody({ is_verified: true }) });
    await changePassword({
      current_password: 'old-password',
      password: 'new-password',
      password_confirm: 'new-password',
    });
    expect(calls[0]!.data).toEqual({
      current_password: 'old-password',
      password: 'new-password',
      password_confirm: 'new-password',
    });
    expect(storage.get('access_token')).toBe('at');
  });

  it('knows an emailed sign-in from its access token, so the form can leave the current password out', () => {
    use({});
    const jwt = (claims: object) =>
      `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;
    expect(signedInByEmail()).toBe(false);
    storage.set('access_token', jwt({ sub: ACCOUNT, ver: 1, pwr: true }));
    expect(signedInByEmail()).toBe(true);
    storage.set('access_token', jwt({ sub: ACCOUNT, ver: 1 }));
    expect(signedInByEmail()).toBe(false);
    storage.set('access_token', 'not.a-token!.x');
    expect(signedInByEmail()).toBe(false);
  });

  it('unsubscribes by turning the newsletter off', async () => {
    const calls = use({ 'put /users': () => ({ data: user({ profile: { newsletter: false } }) }) });
    await unsubscribe();
    expect(calls[0]!.data).toEqual({ profile: { newsletter: false } });
  });

  it('deletes the account with the password and forgets the visitor', async () => {
    storage.set('access_token', 'at');
    storage.set('user_uuid', ACCOUNT);
    const calls = use({ 'post /users/delete_account': () => ({ result: 'OK' }) });
    await deleteAccount('secret-pass');
    expect(calls[0]!.data).toEqual({ password: 'secret-pass' });
    expect(storage.get('user_uuid')).toBeNull();
    expect(storage.get('access_token')).toBeNull();
  });

  it('joins a group, creating the anonymous user first', async () => {
    const calls = use({
      'post /users': () => ({ data: { uuid: ANON, email: null, is_verified: false, is_kiosk_user: false } }),
      'post /users/group': () => ({ data: { code: 'G1', name: 'Group' } }),
    });
    expect((await joinGroup('g1')).name).toBe('Group');
    expect(calls.map((c) => c.path)).toEqual(['/users', '/users/group']);
    expect(calls[1]!.data).toEqual({ code: 'g1', user_uuid: ANON });
  });
});

describe('progress', () => {
  it('makes no call without a stored uuid', async () => {
    const calls = use({});
    expect(await loadProgress()).toEqual({ correct: 0, topics: [], certificates: [] });
    expect(calls).toEqual([]);
  });

  it('loads correct answers, topics and certificates for the stored uuid', async () => {
    storage.set('user_uuid', ANON);
    const calls = use({
      'get /user_answers/correct': () => ({ data: { total: 3 } }),
      'get /topics': () => ({ data: [{ global_id: 't', diploma_test: null, challenges: { items: [] } }] }),
      'get /certificates': () => ({
        data: [{ code: 'ABCD-EFGH', topic_global_id: 't', topic_name: 'T', earned_at: '2026-01-01T00:00:00Z' }],
      }),
    });
    const p = await loadProgress();
    expect(p.correct).toBe(3);
    expect(p.topics).toHaveLength(1);
    expect(p.certificates[0]!.code).toBe('ABCD-EFGH');
    expect(calls.every((c) => c.params?.['user_uuid'] === ANON)).toBe(true);
  });
});

it('clearVisitorState hides the alert and forgets the user', () => {
  use({});
  storage.set('user_uuid', ANON);
  $user.set(user());
  clearVisitorState();
  expect(storage.get('user_uuid')).toBeNull();
  expect($user.get()).toBeNull();
});

it('messageKeyOf names network failures', () => {
  expect(messageKeyOf({ status: 0, data: undefined })).toBe('account.errors.network');
  expect(messageKeyOf({ status: 500, data: undefined })).toBe('account.errors.generic');
});
