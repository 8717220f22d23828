/**
 * Migrations 0003 and 0004 on a database that already holds answers: the progress aggregates
 * (0003) are backfilled from them, so a learner's rounds and latest answers read the same before
 * and after the upgrade (latest answer per question, a wrong answer anywhere failing the round);
 * the answer shares (0004) count each learner's first answer to each question, and an event's
 * results (0008) its participants, in the order they arrived, and their first answers.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate.ts';
import {
  answerCounts,
  eventAnswerCounts,
  eventAnswers,
  eventParticipants,
  eventTotals,
  questionAnswerers,
  roundResults,
  testRounds,
  userAnswers,
  users,
} from './schema.ts';

/** The migrations folder as it was before migration `number` (e.g. '0003'). */
function folderBefore(number: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((e) => e.tag.startsWith(number));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return dir;
}

describe('migration 0003', () => {
  it('backfills test_rounds and round_results from the answers already stored', async () => {
    const client = await PGlite.create('memory://');
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folderBefore('0003') });
    const [user] = await db.insert(users).values({ source: 'backfill' }).returning({ id: users.id });
    const base = { userId: user!.id, topicGlobalId: 'tp', testGlobalId: 'ts', answerGlobalId: 'x' };
    await db.insert(userAnswers).values([
      { ...base, testRound: 1, questionGlobalId: 'q1', answerGlobalId: 'wrong', isCorrect: false },
      { ...base, testRound: 1, questionGlobalId: 'q1', answerGlobalId: 'right', isCorrect: true },
      { ...base, testRound: 2, questionGlobalId: 'q1', isCorrect: true },
      { ...base, testRound: 2, questionGlobalId: 'q2', isCorrect: true },
      { ...base, topicGlobalId: null, testGlobalId: null, questionGlobalId: 'q3', isCorrect: true },
    ]);
    await migrate(db, { migrationsFolder });
    expect(await db.select().from(testRounds)).toEqual([
      { userId: user!.id, topicGlobalId: 'tp', testGlobalId: 'ts', latestRound: 2 },
    ]);
    const results = await db
      .select()
      .from(roundResults)
      .orderBy(asc(roundResults.testRound), asc(roundResults.questionGlobalId));
    expect(results.map((r) => [r.testRound, r.questionGlobalId, r.answerGlobalId, r.isCorrect, r.anyWrong])).toEqual([
      [1, 'q1', 'right', true, true],
      [2, 'q1', 'x', true, false],
      [2, 'q2', 'x', true, false],
    ]);
    await client.close();
  }, 60_000);
});

describe('migration 0004', () => {
  it("counts each learner's first answer to each question, and remembers who was counted", async () => {
    const client = await PGlite.create('memory://');
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folderBefore('0004') });
    const [ann, bo] = await db
      .insert(users)
      .values([{ source: 'backfill' }, { source: 'backfill' }])
      .returning({ id: users.id });
    await db.insert(userAnswers).values([
      { userId: ann!.id, questionGlobalId: 'q1', answerGlobalId: 'q1-b', isCorrect: false },
      { userId: ann!.id, questionGlobalId: 'q1', answerGlobalId: 'q1-a', isCorrect: true },
      { userId: bo!.id, questionGlobalId: 'q1', answerGlobalId: 'q1-b', isCorrect: false },
      { userId: bo!.id, questionGlobalId: 'q2', answerGlobalId: 'q2-a', isCorrect: true },
    ]);
    await migrate(db, { migrationsFolder });
    const counts = await db
      .select()
      .from(answerCounts)
      .orderBy(asc(answerCounts.questionGlobalId), asc(answerCounts.answerGlobalId));
    expect(counts.map((r) => [r.questionGlobalId, r.answerGlobalId, r.learners])).toEqual([
      ['q1', 'q1-b', 2],
      ['q2', 'q2-a', 1],
    ]);
    expect(await db.$count(questionAnswerers)).toBe(3);
    await client.close();
  }, 60_000);
});

describe('migration 0008', () => {
  it("numbers each event's participants in the order they arrived and counts their first answers", async () => {
    const client = await PGlite.create('memory://');
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folderBefore('0008') });
    const [ann, bo] = await db
      .insert(users)
      .values([{ source: 'backfill' }, { source: 'backfill' }])
      .returning({ id: users.id });
    await db.insert(userAnswers).values([
      { userId: bo!.id, questionGlobalId: 'q1', answerGlobalId: 'q1-b', isCorrect: false, eventCode: 'fair' },
      { userId: ann!.id, questionGlobalId: 'q1', answerGlobalId: 'q1-a', isCorrect: true, eventCode: 'fair' },
      { userId: bo!.id, questionGlobalId: 'q1', answerGlobalId: 'q1-a', isCorrect: true, eventCode: 'fair' },
      { userId: ann!.id, questionGlobalId: 'q2', answerGlobalId: 'q2-a', isCorrect: true, eventCode: 'fair' },
      { userId: ann!.id, questionGlobalId: 'q1', answerGlobalId: 'q1-a', isCorrect: true },
    ]);
    await migrate(db, { migrationsFolder });
    const people = await db.select().from(eventParticipants).orderBy(asc(eventParticipants.number));
    expect(people.map((p) => [p.eventCode, p.userId, p.number])).toEqual([
      ['fair', bo!.id, 1],
      ['fair', ann!.id, 2],
    ]);
    const counts = await db
      .select()
      .from(eventAnswerCounts)
      .orderBy(asc(eventAnswerCounts.questionGlobalId), asc(eventAnswerCounts.answerGlobalId));
    expect(counts.map((r) => [r.questionGlobalId, r.answerGlobalId, r.participants])).toEqual([
      ['q1', 'q1-a', 1],
      ['q1', 'q1-b', 1],
      ['q2', 'q2-a', 1],
    ]);
    expect(await db.$count(eventAnswers)).toBe(3);
    expect(await db.select().from(eventTotals)).toEqual([
      { eventCode: 'fair', participants: 2, lastNumber: 2, version: 2 },
    ]);
    await client.close();
  }, 60_000);
});
