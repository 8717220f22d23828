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
