/**
 * Diploma states of many topics at once (the batched queries behind GET /v1/topics) agree
 * with the rules: certificate → 1; otherwise the latest round's share of right answers, failed
 * on any wrong answer in that round; other tests and other users do not count.
 */
import { describe, expect, it } from 'vitest';
import type { Topic } from '#src/domain/model.ts';
import { appPerFile } from '#tests/support/api-helpers.ts';
import { NO_CONTEXT } from '#tests/support/answer-values.ts';
import { certificates, users } from '../db/schema.ts';
import { saveAnswer } from './answer-write.ts';
import { diplomaState, diplomaStates, maybeAwardCertificate } from './progress.ts';

const { t } = appPerFile();

/** A topic with a diploma test of `n` questions named `<topic>-q<i>`. */
const topic = (id: string, n: number): Topic =>
  ({
    globalId: id,
    diplomaTest: { globalId: `${id}-d`, questions: Array.from({ length: n }, (_, i) => ({ globalId: `${id}-q${i}` })) },
    tests: [],
    chapters: [],
  }) as unknown as Topic;
const plain = { globalId: 'plain', diplomaTest: null, tests: [], chapters: [] } as unknown as Topic;

async function user() {
  const [row] = await t.app.db.insert(users).values({}).returning();
  return row!.id;
}
/** Stored the way the API stores an answer, progress aggregates included. */
const answer = (
  userId: string,
  tp: Topic,
  q: number,
  round: number,
  isCorrect: boolean,
  test = tp.diplomaTest!.globalId,
) =>
  saveAnswer(t.app.db, userId, {
    ...NO_CONTEXT,
    topicGlobalId: tp.globalId,
    testGlobalId: test,
    testRound: round,
    questionGlobalId: `${tp.globalId}-q${q}`,
    answerGlobalId: 'x',
    isCorrect,
  });

describe('diplomaStates', () => {
  it('computes every topic in one call, matching the one-topic function', async () => {
    const me = await user();
    const other = await user();
    const [a, b, c, d, e] = [topic('a', 2), topic('b', 4), topic('c', 2), topic('d', 3), topic('e', 0)];
    // a: certificate.
    await t.app.db
      .insert(certificates)
      .values({ userId: me, topicGlobalId: 'a', testGlobalId: 'a-d', testRound: 1, verificationCode: 'AAAA-2222' });
    // b: round 1 failed, round 2 half right so far.
    await answer(me, b, 0, 1, false);
    await answer(me, b, 0, 2, true);
    await answer(me, b, 1, 2, true);
    // c: round 1, one wrong answered again rightly: complete but failed.
    await answer(me, c, 0, 1, false);
    await answer(me, c, 0, 1, true);
    await answer(me, c, 1, 1, true);
    // d: only answers in a practice test and by another user.
    await answer(me, d, 0, 1, true, 'd-practice');
    await answer(other, d, 0, 1, true);
    const states = await diplomaStates(t.app.db, me, [a, b, c, d, e, plain]);
    expect(Object.fromEntries(states)).toEqual({
      a: { percentCompleted: 1, failed: false, certificateCode: 'AAAA-2222' },
      b: { percentCompleted: 0.5, failed: false, certificateCode: null },
      c: { percentCompleted: 1, failed: true, certificateCode: null },
      d: { percentCompleted: 0, failed: false, certificateCode: null },
      e: { percentCompleted: 0, failed: false, certificateCode: null },
    });
    for (const tp of [a, b, c, d, e]) expect(await diplomaState(t.app.db, me, tp)).toEqual(states.get(tp.globalId));
    expect(await diplomaState(t.app.db, me, plain)).toBeNull();
    expect(await diplomaStates(t.app.db, me, [])).toEqual(new Map());
  });

  it('awards a certificate only for a complete round without a wrong answer', async () => {
    const me = await user();
    const tp = topic('f', 2);
    await answer(me, tp, 0, 1, true);
    expect(await maybeAwardCertificate(t.app.db, me, tp, 1)).toBeNull();
    await answer(me, tp, 1, 1, false);
    await answer(me, tp, 1, 1, true);
    expect(await maybeAwardCertificate(t.app.db, me, tp, 1)).toBeNull();
    await answer(me, tp, 0, 2, true);
    await answer(me, tp, 1, 2, true);
    const code = await maybeAwardCertificate(t.app.db, me, tp, 2);
    expect(code).toEqual(expect.any(String));
    expect(await maybeAwardCertificate(t.app.db, me, tp, 2)).toBe(code);
    expect((await diplomaState(t.app.db, me, tp))?.certificateCode).toBe(code);
  });
});
