/**
 * The results read of the API benchmark (issue 23): an event with `participants` participants,
 * each with a first answer to three of its screening test's questions, seeded straight into the
 * tables the answer statement keeps (users, `event_participants`, `event_answers`, their counts
 * and the totals row), so 10,000 participants take seconds, not an answer load. Organizers read
 * aggregates: a read should cost the same for 10 participants as for 10,000.
 */
import type { FastifyInstance } from 'fastify';
import type { ContentGraph, Event } from '../../src/domain/model.ts';
import { screeningTest } from '../../src/domain/content-queries.ts';
import { eventAnswerCounts, eventAnswers, eventParticipants, eventTotals, users } from '../../src/server/db/schema.ts';
import { signAccessToken } from '../../src/server/services/secrets.ts';
import { must } from '#src/utils/must.ts';

/** Who organizes the benchmark's events. */
const ORGANIZER = 'bench-organizer@example.org';

/** Rows per insert: PostgreSQL takes at most 65,535 parameters a statement. */
const BATCH = 1000;

/** The content with an event per size, organized by the benchmark's organizer, on its first topic with questions. */
export function withBenchEvents(content: ContentGraph, sizes: readonly number[]): ContentGraph {
  const topic =
    content.topics.find((t) => t.tests.some((x) => x.questions.length >= 3)) ?? must(content.topics[0], 'a topic');
  const events: Event[] = sizes.map((n) => ({
    id: `bench-event-${n}`,
    code: `bench-${n}`,
    name: { en: `Bench ${n}`, sv: `Bench ${n}` },
    topic,
    opensAt: null,
    closesAt: null,
    organizers: [ORGANIZER],
  }));
  return { ...content, events: [...content.events, ...events] };
}

/** A verified organizer account and an access token for it. */
export async function benchOrganizer(app: FastifyInstance): Promise<string> {
  const [user] = await app.db
    .insert(users)
    .values({ source: 'bench', email: ORGANIZER, isVerified: true })
    .returning({ id: users.id, version: users.tokenVersion });
  const organizer = must(user, 'the inserted organizer');
  return signAccessToken(organizer.id, organizer.version, app.config.jwtSecret, 24 * 3600);
}

/** Seeds `participants` participants of the event `bench-{participants}`, three first answers each. */
export async function seedEvent(app: FastifyInstance, participants: number): Promise<string> {
  const code = `bench-${participants}`;
  const event = must(app.content.index.events.get(code), `the bench event ${code}`);
  const questions = must(screeningTest(event), `the screening test of ${code}`).questions.slice(0, 3);
  const counts = new Map<string, { question: string; answer: string; n: number }>();
  let answerId = 1;
  for (let from = 0; from < participants; from += BATCH) {
    const size = Math.min(BATCH, participants - from);
    const made = await app.db
      .insert(users)
      .values(Array.from({ length: size }, () => ({ source: 'bench' })))
      .returning({ id: users.id });
    await app.db
      .insert(eventParticipants)
      .values(made.map((u, i) => ({ eventCode: code, userId: u.id, number: from + i + 1 })));
    const rows = made.flatMap((u, i) =>
      questions.map((q, k) => {
        const a = must(q.answers[(from + i + k) % q.answers.length], 'an answer');
        const key = `${q.globalId}\n${a.globalId}`;
        const c = counts.get(key) ?? { question: q.globalId, answer: a.globalId, n: 0 };
        counts.set(key, { ...c, n: c.n + 1 });
        return {
          eventCode: code,
          userId: u.id,
          questionGlobalId: q.globalId,
          answerId: answerId++,
          answerGlobalId: a.globalId,
          isCorrect: a.correct,
        };
      }),
    );
    for (let i = 0; i < rows.length; i += BATCH) await app.db.insert(eventAnswers).values(rows.slice(i, i + BATCH));
  }
  await app.db.insert(eventAnswerCounts).values(
    [...counts.values()].map((c) => ({
      eventCode: code,
      questionGlobalId: c.question,
      answerGlobalId: c.answer,
      participants: c.n,
    })),
  );
  await app.db.insert(eventTotals).values({ eventCode: code, participants, lastNumber: participants, version: 1 });
  return code;
}
