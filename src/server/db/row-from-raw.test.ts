/**
 * Rows read on the raw driver (the answer insert, the user lookup of every request) come out
 * exactly as Drizzle's own queries give them: the same keys, numbers, dates and JSON, on PGlite
 * and on PostgreSQL (whose driver sends int8 as a string).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '#tests/support/api-helpers.ts';
import { compile, runCompiled } from './raw.ts';
import { rowFromRaw } from './row-from-raw.ts';
import { userAnswers, users } from './schema.ts';

const { t } = appPerFile();

const USER = compile('test_row_from_raw_user', sql`select * from users where id = ${sql.placeholder('id')}::uuid`);
const ANSWER = compile(
  'test_row_from_raw_answer',
  sql`select * from user_answers where id = ${sql.placeholder('id')}::bigint`,
);

describe('rowFromRaw', () => {
  it('reads a user and an answer as Drizzle does', async () => {
    const [user] = await t.app.db
      .insert(users)
      .values({
        email: 'raw@example.com',
        profile: { name: 'Ann', newsletter: true },
        agreementsAcceptedAt: new Date('2026-01-02T03:04:05Z'),
      })
      .returning();
    const [answer] = await t.app.db
      .insert(userAnswers)
      .values({
        userId: user!.id,
        clientId: 'client-raw',
        testRound: 3,
        topicGlobalId: 'tp',
        questionGlobalId: 'q',
        answerGlobalId: 'a',
        isCorrect: true,
      })
      .returning();
    const [rawUser] = await runCompiled(t.app.db, USER, { id: user!.id });
    const [rawAnswer] = await runCompiled(t.app.db, ANSWER, { id: answer!.id });
    expect(rowFromRaw(users, rawUser!)).toEqual((await t.app.db.select().from(users).where(eq(users.id, user!.id)))[0]);
    expect(rowFromRaw(userAnswers, rawAnswer!)).toEqual(
      (await t.app.db.select().from(userAnswers).where(eq(userAnswers.id, answer!.id)))[0],
    );
    expect(rowFromRaw(userAnswers, rawAnswer!).id).toBe(answer!.id);
  });
});
