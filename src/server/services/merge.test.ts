/**
 * Merging an anonymous user into an account, case by case: rounds, replayed answers,
 * challenge progress (the further position wins, completion is never lost), certificates
 * (moved with their round, the account's own kept) and group memberships.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile, bodyOf, register, routeGroupApp } from '#tests/support/api-helpers.ts';
import { certificates, challengeProgress, groupMemberships, userAnswers, users } from '../db/schema.ts';
import { mergeAnonymousInto } from './merge.ts';

const { t, c } = appPerFile(routeGroupApp);

const answersOf = (id: string) => t.app.db.select().from(userAnswers).where(eq(userAnswers.userId, id));
const progressOf = async (id: string) =>
  (
    await t.app.db
      .select()
      .from(challengeProgress)
      .where(and(eq(challengeProgress.userId, id), eq(challengeProgress.challengeGlobalId, 'ch-visible')))
  )[0];
const setProgress = (id: string, segment: number, screen: number, completed = false) =>
  t.app.db.insert(challengeProgress).values({
    userId: id,
    challengeGlobalId: 'ch-visible',
    currentSegment: segment,
    currentScreen: screen,
    completedAt: completed ? new Date('2026-01-01T00:00:00Z') : null,
  });
async function diploma(who: string | { token: string }, round: number) {
  for (const q of ['103', '104', '105'])
    await c.answer(who, q, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-d', test_round: round });
}

describe('mergeAnonymousInto', () => {
  it('does nothing for an unknown, a registered or the same user', async () => {
    const a = await register(c);
    const b = await register(c);
    await c.answer(b, 101, 'a');
    await mergeAnonymousInto(t.app.db, '00000000-0000-4000-8000-000000000000', a.uuid);
    await mergeAnonymousInto(t.app.db, b.uuid, a.uuid);
    await mergeAnonymousInto(t.app.db, a.uuid, a.uuid);
    expect(await answersOf(a.uuid)).toHaveLength(0);
    expect(await answersOf(b.uuid)).toHaveLength(1);
  });

  it('shifts rounds per test past the account, including answers outside tests', async () => {
    const s = await register(c);
    const anon = await c.anonymous();
    await c.answer(s, 101, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 3 });
    await c.answer(s, 102, 'a');
    await c.answer(anon, 101, 'b', { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 1 });
    await c.answer(anon, 101, 'b', { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 2 });
    await c.answer(anon, 102, 'b');
    await c.answer(anon, 103, 'b', { topic_global_id: 'topic-a', test_global_id: 'test-d', test_round: 1 });
    await mergeAnonymousInto(t.app.db, anon, s.uuid);
    const rows = (await answersOf(s.uuid))
      .map((r) => `${r.testGlobalId ?? '-'}:${r.questionGlobalId}:${r.testRound}`)
      .sort();
    expect(rows).toEqual(['-:102:1', '-:102:2', 'test-a:101:3', 'test-a:101:4', 'test-a:101:5', 'test-d:103:1']);
    expect(await t.app.db.select().from(users).where(eq(users.id, anon))).toHaveLength(0);
  });

  it("brings the account's progress reads up to date: merged rounds and their latest answers", async () => {
    const s = await register(c);
    const anon = await c.anonymous();
    await c.answer(s, 101, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 3 });
    await c.answer(anon, 101, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 1 });
    await c.answer(anon, 101, 'b', { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 1 });
    await mergeAnonymousInto(t.app.db, anon, s.uuid);
    const next = await c.get('/v1/user_answers/next_test_round?topic_global_id=topic-a&test_global_id=test-a', s.token);
    expect(next.json()).toEqual({ test_round: 5 });
    const test = bodyOf(await c.get('/v1/topics/topic-a/latest_results', s.token), 'latestResults').data.tests[0]!;
    expect(test.test_round).toBe(4);
    expect(test.questions[0]).toEqual({ global_id: '101', answer: { global_id: '101-b', is_correct: false } });
  });

  it('keeps the further challenge position and never loses a completion', async () => {
    const cases: [
      mine: [number, number, boolean] | null,
      theirs: [number, number, boolean],
      expected: [number, number, boolean],
    ][] = [
      [null, [1, 2, false], [1, 2, false]],
      [
        [1, 0, false],
        [2, 0, false],
        [2, 0, false],
      ],
      [
        [2, 3, false],
        [2, 1, false],
        [2, 3, false],
      ],
      [
        [2, 1, false],
        [2, 3, false],
        [2, 3, false],
      ],
      [
        [1, 0, true],
        [3, 0, false],
        [1, 0, true],
      ],
      [
        [3, 0, false],
        [0, 0, true],
        [0, 0, true],
      ],
    ];
    for (const [mine, theirs, expected] of cases) {
      const s = await register(c);
      const anon = await c.anonymous();
      if (mine) await setProgress(s.uuid, ...mine);
      await setProgress(anon, ...theirs);
      await mergeAnonymousInto(t.app.db, anon, s.uuid);
      const p = await progressOf(s.uuid);
      expect([p?.currentSegment, p?.currentScreen, Boolean(p?.completedAt)], JSON.stringify({ mine, theirs })).toEqual(
        expected,
      );
    }
  });

  it('moves the anonymous certificate with its round, unless the account has its own', async () => {
    const s = await register(c);
    const anon = await c.anonymous();
    await c.answer(s, 103, 'b', { topic_global_id: 'topic-a', test_global_id: 'test-d', test_round: 1 });
    await diploma(anon, 1);
    await mergeAnonymousInto(t.app.db, anon, s.uuid);
    const [moved] = await t.app.db.select().from(certificates).where(eq(certificates.userId, s.uuid));
    expect(moved?.testRound).toBe(2);
    const answers = (await answersOf(s.uuid)).filter((r) => r.testRound === 2);
    expect(answers).toHaveLength(3);

    const other = await register(c);
    await diploma(other, 1);
    const [own] = await t.app.db.select().from(certificates).where(eq(certificates.userId, other.uuid));
    const anon2 = await c.anonymous();
    await diploma(anon2, 1);
    await mergeAnonymousInto(t.app.db, anon2, other.uuid);
    expect(await t.app.db.select().from(certificates).where(eq(certificates.userId, other.uuid))).toEqual([own]);
    expect(await t.app.db.select().from(certificates).where(eq(certificates.userId, anon2))).toHaveLength(0);
  });

  it('joins the groups of both, once each', async () => {
    const s = await register(c);
    const anon = await c.anonymous();
    await c.post('/v1/users/group', { code: 'Class7B' }, s.token);
    await c.post('/v1/users/group', { code: 'Class7B', user_uuid: anon });
    await mergeAnonymousInto(t.app.db, anon, s.uuid);
    expect(await t.app.db.select().from(groupMemberships).where(eq(groupMemberships.userId, s.uuid))).toHaveLength(1);
    const s2 = await register(c);
    const anon2 = await c.anonymous();
    await c.post('/v1/users/group', { code: 'Class7B', user_uuid: anon2 });
    await mergeAnonymousInto(t.app.db, anon2, s2.uuid);
    expect(await t.app.db.select().from(groupMemberships).where(eq(groupMemberships.userId, s2.uuid))).toEqual([
      expect.objectContaining({ groupCode: 'class7b' }),
    ]);
  });
});
