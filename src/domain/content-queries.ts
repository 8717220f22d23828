/**
 * Small questions asked of the content graph in more than one place (pages and API).
 */
import type { Event, Test } from './model.ts';

/**
 * The screening test of an event: its topic's first practice test with questions, else the
 * topic's diploma test. (The content model links an event to a topic, not to a test.)
 */
export function screeningTest(event: Event): Test | null {
  return event.topic.tests.find((x) => x.questions.length) ?? event.topic.diplomaTest ?? null;
}
