/**
 * The addresses of a practice test's steps, built and read in one place: a question inside its
 * test (`/t/{topic}/{question}/?test={test}`, with `&only=a,b` while retrying a set of
 * questions) and the test's result summary (`/t/{topic}/summary/?test={test}`). The paths come
 * from the route table (routes.ts); the query is the one the question player and the summary
 * read back (`readTestQuery`).
 */
import type { Lang } from './model.ts';
import { localize, paths } from './routes.ts';

/** The test a question page plays and the retry set it is limited to, from the address. */
export interface TestQuery {
  readonly test: string | null;
  /** The questions of a "try the wrong ones again" round, in test order; null for the whole test. */
  readonly only: readonly string[] | null;
}

/** `?test=…&only=a,b` (commas left readable), or '' when there is nothing to say. */
function queryText({ test, only }: TestQuery): string {
  const query = new URLSearchParams();
  if (test) query.set('test', test);
  if (only?.length) query.set('only', only.join(','));
  const text = query.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** A question of a topic's test, keeping the test (and the retry set, when there is one). */
export function testQuestionHref(lang: Lang, topic: string, question: string, query: TestQuery): string {
  return `${localize(lang, paths.topicQuestion(topic, question))}${queryText(query)}`;
}

/** The result summary of a topic's test. */
export function testSummaryHref(lang: Lang, topic: string, test: string): string {
  return `${localize(lang, paths.topicSummary(topic))}${queryText({ test, only: null })}`;
}

/** The test and retry set an address names (`location.search`); absent or empty ones are null. */
export function readTestQuery(search: string): TestQuery {
  const query = new URLSearchParams(search);
  const only = query.get('only')?.split(',').filter(Boolean) ?? [];
  return { test: query.get('test') || null, only: only.length ? only : null };
}
