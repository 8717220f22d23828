/**
 * Small questions asked of the content graph in more than one place (pages and API).
 */
import type { ContentGraph, Event, Test, Topic } from './model.ts';

/**
 * The screening test of an event: its topic's first practice test with questions, else the
 * topic's diploma test. (The content model links an event to a topic, not to a test.)
 */
export function screeningTest(event: Event): Test | null {
  return event.topic.tests.find((x) => x.questions.length) ?? event.topic.diplomaTest ?? null;
}

/**
 * Every topic a visitor can play: the listed topics and, after them, the hidden topics that
 * events play. Look-ups (answers, progress, certificate guards) use these; lists use
 * `graph.topics` only, so a hidden topic stays out of them.
 */
export function playableTopics(graph: Pick<ContentGraph, 'topics' | 'events'>): Topic[] {
  const topics = [...graph.topics];
  const known = new Set(topics.map((t) => t.id));
  for (const { topic } of graph.events) {
    if (known.has(topic.id)) continue;
    known.add(topic.id);
    topics.push(topic);
  }
  return topics;
}

const privateShares = new WeakMap<Pick<ContentGraph, 'topics' | 'events'>, ReadonlySet<string>>();

/**
 * The questions whose answer shares are not public: they sit in a certificate test and in no
 * practice test. Option shares with the right share give the right answer away, so a certificate
 * question's shares are its learner's after their round (`GET /v1/certificate_tests/{id}/shares`);
 * a question a practice test holds too shows its right answer on its practice page to anyone who
 * answers, so its shares give nothing away there (docs/decisions.md, "Answer shares"). Kept per
 * graph: every question page of a build asks.
 */
export function privateShareQuestions(graph: Pick<ContentGraph, 'topics' | 'events'>): ReadonlySet<string> {
  let found = privateShares.get(graph);
  if (found) return found;
  const topics = playableTopics(graph);
  const practice = new Set(topics.flatMap((t) => t.tests.flatMap((test) => test.questions.map((q) => q.globalId))));
  found = new Set(
    topics.flatMap((t) => t.diplomaTest?.questions.map((q) => q.globalId) ?? []).filter((id) => !practice.has(id)),
  );
  privateShares.set(graph, found);
  return found;
}
