/**
 * Write paths under concurrent requests: what a double click, two tabs or an offline queue
 * replaying after a login do at the same moment. On the `postgres` project the requests really
 * run in parallel (a connection pool); on PGlite they interleave between queries. Whatever the
 * timing: one winner where there can be only one, 409 with a message key for the others, never
 * a 5xx, and never an acknowledged answer lost.
 */
import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/api.ts';
import {
  eventAnswerCounts,
  eventAnswers,
  eventParticipants,
  eventTotals,
  refreshTokens,
  resultShares,
  retiredUsers,
  userAnswers,
  users,
} from '../db/schema.ts';
import { hashToken } from '../services/secrets.ts';
import { countsOf } from '../services/answer-shares.ts';
import { eventResults, eventVersion } from '../services/event-results.ts';
import { PASSWORD, appPerFile, bodyOf, errorOf, freshEmail, register, type Res } from '#tests/support/api-helpers.ts';

const { t, c } = appPerFile(() =>
  createTestApp({ authRateLimit: { max: 100_000, perAddress: 100_000, windowSeconds: 60 } }),
);

const statuses = (list: readonly Res[]) => list.map((r) => r.statusCode).sort();
const signUp = (email: string, uuid?: string) =>
  c.post('/v1/users/register', {
    ...(uuid ? { uuid } : {}),
    email,
    password: PASSWORD,
    password_confirm: PASSWORD,
    agreements_acceptence: true,
  });

describe('concurrent sign-ups', () => {
  it('of one anonymous uuid: one account, one 201, the rest 409, every token for the winning email', async () => {
    const anon = await c.anonymous();
    const emails = Array.from({ length: 10 }, () => freshEmail('race'));
    const results = await Promise.all(emails.map((e) => signUp(e, anon)));
    expect(statuses(results)).toEqual([201, ...Array<number>(9).fill(409)]);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, anon));
    const won = results.find((r) => r.statusCode === 201)!.json<{ access_token: string; user: { email: string } }>();
    expect(row?.email).toBe(won.user.email);
    expect(emails).toContain(row?.email);
    expect(bodyOf(await c.get('/v1/users/me', won.access_token), 'me').data.email).toBe(row?.email);
    // No refresh token was issued to a loser: the only session is the winner's.
    expect(await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, anon))).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(errorOf(r).message).toMatch(/^(account\.alreadyRegistered|error\.validation)$/);
  });

  it('of one email: one account, the rest 409 validation.emailTaken', async () => {
    const email = freshEmail('double-click');
    const results = await Promise.all(Array.from({ length: 8 }, () => signUp(email)));
    expect(statuses(results)).toEqual([201, ...Array<number>(7).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toEqual({ message: 'error.validation', errors: { email: 'validation.emailTaken' } });
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('of one email with different anonymous uuids: one account, the rest 409, the losers stay anonymous', async () => {
    const email = freshEmail('two-devices');
    const anons = await Promise.all(Array.from({ length: 6 }, () => c.anonymous()));
    const results = await Promise.all(anons.map((a) => signUp(email, a)));
    expect(statuses(results)).toEqual([201, ...Array<number>(5).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toEqual({ message: 'error.validation', errors: { email: 'validation.emailTaken' } });
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe('concurrent creation of one uuid', () => {
  it('answers one 201 and 200 or 409 for the rest, also racing a sign-up of it (the queued creation replayed), never a 5xx', async () => {
    const uuid = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => c.post('/v1/users', { uuid, source: 'web-app' })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.every((r) => [200, 201, 409].includes(r.statusCode))).toBe(true);
    for (let round = 0; round < 10; round++) {
      const queued = crypto.randomUUID();
      const email = freshEmail('queued');
      const raced = await Promise.all([
        signUp(email, queued),
        ...Array.from({ length: 4 }, () => c.post('/v1/users', { uuid: queued })),
      ]);
      expect(raced.map((r) => `${r.statusCode} ${r.body}`).filter((s) => s.startsWith('5'))).toEqual([]);
      expect(raced.slice(1).every((r) => [200, 201, 409].includes(r.statusCode))).toBe(true);
      expect(raced[0].statusCode).toBe(201);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, queued));
      expect(row?.email).toBe(email);
    }
  });
});

describe('a login merging an anonymous uuid while its answers arrive', () => {
  it('keeps every acknowledged answer in the account (8 logins × 30 answers), never a 5xx', async () => {
    const accounts = await Promise.all(Array.from({ length: 8 }, () => register(c)));
    const anons = await Promise.all(accounts.map(() => c.anonymous()));
    const runs = accounts.map(async (s, i) => {
      const anon = anons[i]!;
      const answer = async (k: number) => {
        const clientId = `race-${i}-${k}-${anon.slice(0, 8)}`;
        const res = await c.answer(anon, 101 + (k % 5), 'a', { client_id: clientId });
        return { clientId, res };
      };
      // Ten answers in flight at once; the login starts when the first is acknowledged, so it meets the rest mid-flight.
      const burst = Array.from({ length: 10 }, (_, k) => answer(k));
      const login = Promise.race(burst).then(() =>
        c.post('/v1/users/login', { email: s.email, password: PASSWORD, uuid: anon }),
      );
      let loggedIn = false;
      void login.finally(() => (loggedIn = true)).catch(() => undefined);
      // Then one answer after another until the login has answered (at least 30 in all): answers land during and after the merge.
      const stream = (async () => {
        const out: Awaited<ReturnType<typeof answer>>[] = [];
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the login's finally sets `loggedIn` meanwhile (TS narrows it to false across awaits, TypeScript#9998)
        for (let k = 10; k < 1000 && (k < 30 || !loggedIn); k++) out.push(await answer(k));
        return out;
      })();
      const [loginRes, streamed, ...sent] = await Promise.all([login, stream, ...burst]);
      return { s, loginRes, sent: [...sent, ...streamed] };
    });
    for (const { s, loginRes, sent } of await Promise.all(runs)) {
      expect(loginRes.statusCode).toBe(200);
      const bad = sent.filter((a) => a.res.statusCode >= 500 || ![200, 201, 401].includes(a.res.statusCode));
      expect(bad.map((a) => `${a.res.statusCode} ${a.res.body}`)).toEqual([]);
      const acknowledged = sent.filter((a) => a.res.statusCode < 300).map((a) => a.clientId);
      const stored = new Set(
        (
          await t.app.db
            .select({ clientId: userAnswers.clientId })
            .from(userAnswers)
            .where(eq(userAnswers.userId, s.uuid))
        ).map((r) => r.clientId),
      );
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    }
  });
});

describe("a logout while the same session's answers arrive", () => {
  it('stores exactly the acknowledged answers: each is saved (2xx) or refused auth.invalidToken, never both, never a 5xx', async () => {
    const accounts = await Promise.all(Array.from({ length: 8 }, () => register(c)));
    const runs = accounts.map(async (s, i) => {
      const answer = async (k: number) => {
        const clientId = `logout-race-${i}-${k}-${s.uuid.slice(0, 8)}`;
        // The uuid with its own bearer: the claim the answer statement checks itself (token version).
        const res = await c.post(
          '/v1/user_answers',
          {
            user_uuid: s.uuid,
            user_answer: {
              question_global_id: String(101 + (k % 5)),
              answer_global_id: `${101 + (k % 5)}-a`,
              client_id: clientId,
            },
          },
          s.token,
        );
        return { clientId, res };
      };
      const burst = Array.from({ length: 30 }, (_, k) => answer(k));
      // One answer after another until the logout has taken effect, however slow the machine:
      // the race always reaches the refusals.
      const stream = (async () => {
        const out: Awaited<ReturnType<typeof answer>>[] = [];
        for (let k = 30; k < 1000 && out.at(-1)?.res.statusCode !== 401; k++) out.push(await answer(k));
        return out;
      })();
      // The logout starts when the first answer of the burst is acknowledged, the rest still in flight.
      const logout = Promise.race(burst).then(() => c.post('/v1/users/logout', { refresh_token: s.refresh }, s.token));
      const [logoutRes, streamed, ...sent] = await Promise.all([logout, stream, ...burst]);
      return { s, logoutRes, sent: [...sent, ...streamed], streamed };
    });
    for (const { s, logoutRes, sent, streamed } of await Promise.all(runs)) {
      expect(logoutRes.statusCode).toBeLessThan(300);
      const bad = sent.filter((a) =>
        a.res.statusCode < 300
          ? false
          : a.res.statusCode !== 401 || a.res.json<{ message: string }>().message !== 'auth.invalidToken',
      );
      expect(bad.map((a) => `${a.res.statusCode} ${a.res.body}`)).toEqual([]);
      const acknowledged = sent
        .filter((a) => a.res.statusCode < 300)
        .map((a) => a.clientId)
        .sort();
      const stored = (
        await t.app.db
          .select({ clientId: userAnswers.clientId })
          .from(userAnswers)
          .where(eq(userAnswers.userId, s.uuid))
      )
        .map((r) => r.clientId ?? '')
        .sort();
      expect(stored).toEqual(acknowledged);
      // The race really happened: answers landed before the logout, and the stream's last after it.
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(streamed.at(-1)!.res.statusCode).toBe(401);
    }
  });
});

describe('a login merging a uuid not created yet while its queued creation or a sign-up arrives', () => {
  it('leaves no user behind on the retired uuid: the creation is merged or refused, never an orphan', async () => {
    for (let round = 0; round < 12; round++) {
      const account = await register(c);
      const queued = crypto.randomUUID();
      const [login, ...created] = await Promise.all([
        c.post('/v1/users/login', { email: account.email, password: PASSWORD, uuid: queued }),
        ...Array.from({ length: 3 }, () => c.post('/v1/users', { uuid: queued })),
      ]);
      expect(login.statusCode).toBe(200);
      expect(created.every((r) => [200, 201, 409].includes(r.statusCode))).toBe(true);
      expect(await t.app.db.select().from(users).where(eq(users.id, queued))).toEqual([]);
    }
  });

  it('never gives a sign-up the id of a uuid retired into another account meanwhile', async () => {
    for (let round = 0; round < 12; round++) {
      const account = await register(c);
      const queued = crypto.randomUUID();
      const email = freshEmail('late-signup');
      const [login, signup] = await Promise.all([
        c.post('/v1/users/login', { email: account.email, password: PASSWORD, uuid: queued }),
        signUp(email, queued),
      ]);
      expect(login.statusCode).toBe(200);
      expect(signup.statusCode).toBe(201);
      // Either the sign-up took the uuid first (the login then merges nothing), or the merge
      // retired it first (the account gets a new id): never both.
      const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
      const retired = await t.app.db.select().from(retiredUsers).where(eq(retiredUsers.id, queued));
      expect({ tookUuid: row?.id === queued, retired: retired.length === 1 }).not.toEqual({
        tookUuid: true,
        retired: true,
      });
    }
  });
});

describe('parallel refreshes of one refresh token (two tabs)', () => {
  it('gives exactly one caller the new pair, refuses the others with auth.refreshTokenRaced, and the new pair keeps working', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await register(c);
      const results = await Promise.all(
        Array.from({ length: 6 }, () => c.post('/v1/users/refresh_token', { refresh_token: s.refresh })),
      );
      expect(statuses(results)).toEqual([200, ...Array<number>(5).fill(401)]);
      for (const r of results.filter((x) => x.statusCode === 401))
        expect(r.json()).toEqual({ message: 'auth.refreshTokenRaced' });
      const pair = results.find((r) => r.statusCode === 200)!.json<{ access_token: string; refresh_token: string }>();
      expect((await c.get('/v1/users/me', pair.access_token)).statusCode).toBe(200);
      expect((await c.post('/v1/users/refresh_token', { refresh_token: pair.refresh_token })).statusCode).toBe(200);
    }
  });

  it('refuses a second use within the grace period without ending the session; after it, the family is revoked', async () => {
    const s = await register(c);
    const first = (await c.post('/v1/users/refresh_token', { refresh_token: s.refresh })).json<{
      refresh_token: string;
    }>();
    const again = await c.post('/v1/users/refresh_token', { refresh_token: s.refresh });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'auth.refreshTokenRaced' });
    const second = await c.post('/v1/users/refresh_token', { refresh_token: first.refresh_token });
    expect(second.statusCode).toBe(200);
    // Much later, the spent token comes back: theft; the whole family ends.
    await t.app.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(s.refresh)));
    const stolen = await c.post('/v1/users/refresh_token', { refresh_token: s.refresh });
    expect(stolen.json()).toEqual({ message: 'auth.refreshTokenReused' });
    expect(
      (
        await c.post('/v1/users/refresh_token', {
          refresh_token: second.json<{ refresh_token: string }>().refresh_token,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('concurrent answers to one question (its answer shares)', () => {
  const learnersOf = async (q: string) => (await countsOf(t.app.db, [q])).get(q) ?? new Map<string, number>();
  const sum = (m: ReadonlyMap<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

  it('loses no count: 40 learners at once, and 5 learners each sending 6 answers at once are counted once each', async () => {
    const before = await learnersOf('102');
    const many = await Promise.all(Array.from({ length: 40 }, () => c.anonymous()));
    const keys = ['a', 'b', 'c'] as const;
    const first = await Promise.all(many.map((u, i) => c.answer(u, '102', keys[i % 3]!)));
    expect(first.every((r) => r.statusCode === 201)).toBe(true);
    const eager = await Promise.all(Array.from({ length: 5 }, () => c.anonymous()));
    const retries = await Promise.all(
      eager.flatMap((u) => Array.from({ length: 6 }, (_, k) => c.answer(u, '102', keys[k % 3]!))),
    );
    expect(retries.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    const after = await learnersOf('102');
    expect(sum(after) - sum(before)).toBe(45);
    // The 40 single answers are spread evenly over the options; the 5 eager learners add one each somewhere.
    for (const [i, key] of keys.entries()) {
      const added = (after.get(`102-${key}`) ?? 0) - (before.get(`102-${key}`) ?? 0);
      expect(added).toBeGreaterThanOrEqual([14, 13, 13][i]!);
    }
  });
});

describe('concurrent shares of one result (a double tap, two tabs)', () => {
  const share = (uuid: string, result: Record<string, unknown>) =>
    c.post('/v1/result_shares', { user_uuid: uuid, ...result });
  const results = {
    practice: { kind: 'practice', topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 1 },
    challenge: { kind: 'challenge', challenge_global_id: 'ch-visible' },
  } as const;

  for (const [kind, result] of Object.entries(results)) {
    it(`of a ${kind} result: one row, one 201, the rest 200 with its code, never a 5xx`, async () => {
      const uuid = await c.anonymous();
      await c.answer(uuid, 101, 'a', {
        topic_global_id: 'topic-a',
        test_global_id: kind === 'practice' ? 'test-a' : null,
        test_round: 1,
        challenge_global_id: kind === 'challenge' ? 'ch-visible' : null,
        combo_global_id: kind === 'challenge' ? 'ch-visible-c1' : null,
      });
      if (kind === 'challenge')
        await c.post('/v1/users/challenge_progress', {
          user_uuid: uuid,
          challenge_progress: { challenge_global_id: 'ch-visible', current_segment: 4, current_screen: 0 },
        });
      const sent = await Promise.all(Array.from({ length: 10 }, () => share(uuid, result)));
      expect(statuses(sent)).toEqual([...Array<number>(9).fill(200), 201]);
      const codes = new Set(sent.map((r) => r.json<{ data: { code: string } }>().data.code));
      expect(codes.size).toBe(1);
      expect(await t.app.db.select().from(resultShares).where(eq(resultShares.userId, uuid))).toHaveLength(1);
    });
  }

  it('racing a login that merges the user: every acknowledged share keeps working, never a 5xx', async () => {
    const runs = Array.from({ length: 6 }, async () => {
      const s = await register(c);
      const anon = await c.anonymous();
      for (const round of [1, 2, 3])
        await c.answer(anon, 101, round === 2 ? 'b' : 'a', {
          topic_global_id: 'topic-a',
          test_global_id: 'test-a',
          test_round: round,
        });
      // Round 1's share lands before the merge; rounds 2 and 3 are sent together with the login.
      const first = share(anon, { ...results.practice, test_round: 1 });
      const login = first.then(() => c.post('/v1/users/login', { email: s.email, password: PASSWORD, uuid: anon }));
      const shares = [
        first,
        ...[2, 3].map((round) => first.then(() => share(anon, { ...results.practice, test_round: round }))),
      ];
      const [loginRes, ...sent] = await Promise.all([login, ...shares]);
      return { loginRes, sent };
    });
    for (const { loginRes, sent } of await Promise.all(runs)) {
      expect(loginRes.statusCode).toBe(200);
      // Before the merge a share is made; after it the uuid needs the account's token (401).
      expect(
        sent.map((r) => `${r.statusCode} ${r.statusCode >= 300 ? r.body : ''}`).filter((x) => !/^(201|401) /.test(x)),
      ).toEqual([]);
      for (const r of sent.filter((x) => x.statusCode === 201)) {
        expect((await c.get(`/v1/result_shares/${bodyOf(r, 'createResultShare').data.code}`)).statusCode).toBe(200);
      }
    }
  });
});

describe("concurrent answers at one event (its organizers' results)", () => {
  const results = () => {
    const event = t.app.content.index.events.get('fair26');
    if (!event) throw new Error('the mini pack has event fair26');
    return eventVersion(t.app.db, event).then((totals) => eventResults(t.app.db, event, totals, 1));
  };
  const answeredOf = async (q: string) => (await results()).questions.find((x) => x.global_id === q)?.answered ?? 0;

  it('counts every participant and first answer exactly once, numbered 1…n without a gap, never a 5xx', async () => {
    const before = await results();
    const many = await Promise.all(Array.from({ length: 40 }, () => c.anonymous()));
    const keys = ['a', 'b', 'c'] as const;
    const first = await Promise.all(many.map((u, i) => c.answer(u, '101', keys[i % 3]!, { event_code: 'FAIR26' })));
    expect(first.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    // 5 learners each send 6 answers to one question at once, and one answer twice under one client id.
    const eager = await Promise.all(Array.from({ length: 5 }, () => c.anonymous()));
    const retries = await Promise.all(
      eager.flatMap((u) => [
        ...Array.from({ length: 6 }, (_, k) => c.answer(u, '102', keys[k % 3]!, { event_code: 'fair26' })),
        ...Array.from({ length: 2 }, () => c.answer(u, '103', 'a', { event_code: 'fair26', client_id: `twice-${u}` })),
      ]),
    );
    expect(retries.map((r) => r.statusCode).filter((s) => s >= 300)).toEqual([]);
    const after = await results();
    expect(after.participants - before.participants).toBe(45);
    expect((await answeredOf('101')) - (before.questions[0]?.answered ?? 0)).toBe(40);
    expect((await answeredOf('102')) - (before.questions[1]?.answered ?? 0)).toBe(5);
    expect((await answeredOf('103')) - (before.questions[2]?.answered ?? 0)).toBe(5);
    const numbers = (
      await t.app.db
        .select({ n: eventParticipants.number })
        .from(eventParticipants)
        .where(eq(eventParticipants.eventCode, 'fair26'))
    )
      .map((r) => r.n)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: after.participants }, (_, i) => i + 1));
    expect(after.version).toBeGreaterThan(before.version);
  });
});

describe("deletions and login merges while answers arrive at one event (its organizers' results)", () => {
  it('keeps the counts equal to the rows they count, never a 5xx', async () => {
    const anons = await Promise.all(Array.from({ length: 12 }, () => c.anonymous()));
    await Promise.all(anons.map((u) => c.answer(u, '101', 'a', { event_code: 'fair26' })));
    const accounts = await Promise.all(anons.slice(6).map(() => register(c)));
    const calls = await Promise.all([
      ...anons.map((u) => c.answer(u, '102', 'b', { event_code: 'fair26' })),
      ...anons.slice(0, 6).map((u) => c.post('/v1/users/delete_account', { user_uuid: u })),
      ...accounts.map((a, i) => c.post('/v1/users/login', { email: a.email, password: PASSWORD, uuid: anons[6 + i] })),
      ...accounts.map((a) => c.answer({ token: a.token }, '101', 'b', { event_code: 'fair26' })),
    ]);
    expect(calls.map((r) => r.statusCode).filter((s) => s >= 500)).toEqual([]);
    const db = t.app.db;
    const at = (table: { eventCode: AnyPgColumn }) => eq(table.eventCode, 'fair26');
    const [totals] = await db.select().from(eventTotals).where(at(eventTotals));
    expect(totals?.participants).toBe(await db.$count(eventParticipants, at(eventParticipants)));
    const a = eventAnswers;
    const rows = await db
      .select({ q: a.questionGlobalId, a: a.answerGlobalId, n: count() })
      .from(a)
      .where(at(a))
      .groupBy(a.questionGlobalId, a.answerGlobalId);
    const kept = await db
      .select({
        q: eventAnswerCounts.questionGlobalId,
        a: eventAnswerCounts.answerGlobalId,
        n: eventAnswerCounts.participants,
      })
      .from(eventAnswerCounts)
      .where(at(eventAnswerCounts));
    const byKey = (list: { q: string; a: string; n: number }[]) =>
      Object.fromEntries(list.filter((r) => r.n > 0).map((r) => [`${r.q} ${r.a}`, r.n]));
    expect(byKey(kept)).toEqual(byKey(rows));
    // The deleted learners are gone from the results; each merged one is there once, as the account.
    const people = await t.app.db
      .select({ user: eventParticipants.userId })
      .from(eventParticipants)
      .where(eq(eventParticipants.eventCode, 'fair26'));
    const ids = new Set(people.map((p) => p.user));
    expect(anons.slice(0, 6).filter((u) => ids.has(u))).toEqual([]);
    expect(accounts.every((a) => ids.has(a.uuid))).toBe(true);
  });
});
