/**
 * An event's results for its organizers (issue 23), read from the aggregates the answer
 * statement keeps (answer-write.ts): the event's totals row and its answer counts, by primary
 * key, plus everyone's counts of the same questions (answer shares). So a read costs the same
 * for 10 participants as for 10,000. Right and wrong follow the content's current correct
 * answers, as the shares do; a question's everyone-shares are given only from
 * `SHARES_MIN_ANSWERS` learners on, as the public shares are.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { EventResults, ResultQuestion } from '#src/api-contract/schemas/organizers.ts';
import { screeningTest } from '#src/domain/content-queries.ts';
import type { Event, Question } from '#src/domain/model.ts';
import type { Db } from '../db/client.ts';
import { compile, numberOf, runCompiled } from '../db/raw.ts';
import { eventAnswers, eventParticipants, users } from '../db/schema.ts';
import { countsOf, fraction, sharesOf } from './answer-shares.ts';
import { normalizeCode } from '#src/domain/codes.ts';

const READ_TOTALS = compile(
  'event_totals_read',
  sql`select participants, version from event_totals where event_code = ${sql.placeholder('code')}::text`,
);
const READ_COUNTS = compile(
  'event_answer_counts_read',
  sql`select question_global_id, answer_global_id, participants from event_answer_counts where event_code = ${sql.placeholder('code')}::text and participants > 0`,
);

/** The version of an event's results and its participants; 0 and 0 before anyone answered. */
export async function eventVersion(db: Db, event: Event): Promise<{ version: number; participants: number }> {
  const [row] = await runCompiled(db, READ_TOTALS, { code: normalizeCode(event.code) });
  return row
    ? { version: numberOf(row['version']), participants: numberOf(row['participants']) }
    : { version: 0, participants: 0 };
}

/**
 * One question's results: the event's counts and shares among its participants, beside
 * everyone's shares as the public answer shares give them (sharesOf: nothing below `minLearners`).
 */
function questionResults(
  q: Question,
  mine: ReadonlyMap<string, number> | undefined,
  everyone: ReadonlyMap<string, number> | undefined,
  minLearners: number,
): ResultQuestion & { readonly correct: number } {
  const count = (id: string) => mine?.get(id) ?? 0;
  const answered = q.answers.reduce((sum, a) => sum + count(a.globalId), 0);
  const correct = q.answers.filter((a) => a.correct).reduce((sum, a) => sum + count(a.globalId), 0);
  const all = sharesOf(q, everyone, minLearners);
  return {
    global_id: q.globalId,
    answered,
    correct,
    correct_share: answered ? fraction(correct, answered) : null,
    everyone_total: all.total,
    everyone_correct_share: all.correct_share,
    answers: q.answers.map((a, i) => ({
      global_id: a.globalId,
      count: count(a.globalId),
      share: fraction(count(a.globalId), answered),
      everyone_share: all.shown ? (all.answers[i]?.share ?? null) : null,
    })),
  };
}

/** How many questions `most_missed` names. */
const MOST_MISSED = 3;

/**
 * The results of `event`: its screening test's questions, in order, with the counts. `totals`
 * are the event's version and participants as `eventVersion` read them (the caller has them
 * already, for its ETag).
 */
export async function eventResults(
  db: Db,
  event: Event,
  totals: { readonly version: number; readonly participants: number },
  minLearners: number,
): Promise<Omit<EventResults, 'content'>> {
  const code = normalizeCode(event.code);
  const questions = screeningTest(event)?.questions ?? [];
  const [rows, everyone] = await Promise.all([
    runCompiled(db, READ_COUNTS, { code }),
    countsOf(
      db,
      questions.map((q) => q.globalId),
    ),
  ]);
  const mine = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const byAnswer = mine.get(String(r['question_global_id'])) ?? new Map<string, number>();
    byAnswer.set(String(r['answer_global_id']), numberOf(r['participants']));
    mine.set(String(r['question_global_id']), byAnswer);
  }
  const results = questions.map((q) => questionResults(q, mine.get(q.globalId), everyone.get(q.globalId), minLearners));
  const answered = results.reduce((sum, q) => sum + q.answered, 0);
  const correct = results.reduce((sum, q) => sum + q.correct, 0);
  const missed = results
    .filter((q) => q.answered > 0 && q.correct < q.answered)
    .map((q) => ({ id: q.global_id, wrong: (q.answered - q.correct) / q.answered }))
    .sort((a, b) => b.wrong - a.wrong);
  return {
    code,
    version: totals.version,
    participants: totals.participants,
    mean_score: {
      right: totals.participants ? Math.round((correct / totals.participants) * 100) / 100 : 0,
      share: answered ? fraction(correct, answered) : null,
    },
    questions: results.map(({ correct: _c, ...q }) => q),
    most_missed: missed.slice(0, MOST_MISSED).map((m) => m.id),
  };
}

/** One participant's first answer to one question, for the CSV. */
export interface ParticipantAnswer {
  readonly number: number;
  readonly name: string | null;
  readonly questionGlobalId: string;
  readonly answerGlobalId: string;
  readonly isCorrect: boolean;
}

/** A person's profile name as organizers see it: trimmed, or null when they chose none. */
export const profileName = sql<string | null>`nullif(btrim(${users.profile}->>'name'), '')`;

/** Every participant's first answers at the event, by participant number and then in the order given. */
export function participantAnswers(db: Db, event: Event): Promise<ParticipantAnswer[]> {
  const a = eventAnswers;
  const p = eventParticipants;
  return db
    .select({
      number: p.number,
      name: profileName,
      questionGlobalId: a.questionGlobalId,
      answerGlobalId: a.answerGlobalId,
      isCorrect: a.isCorrect,
    })
    .from(a)
    .innerJoin(p, and(eq(p.eventCode, a.eventCode), eq(p.userId, a.userId)))
    .innerJoin(users, eq(users.id, a.userId))
    .where(eq(a.eventCode, normalizeCode(event.code)))
    .orderBy(p.number, a.answerId);
}
