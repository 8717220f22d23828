/**
 * What a practice question's page knows without its island: where the question sits in the test
 * it is answered in ("Question 3 of 12" and its bar) and the topic to go back to (the breadcrumb).
 * One page serves the question everywhere (`/q/{id}/`, `/t/{topic}/{id}/?test=…`, embeds), so the
 * address decides which test that is, as the player decides it (`findTestOrder`,
 * src/stores/players/practice/test-order.ts): the test named by `?test=` in the address's topic, else the first
 * test of that topic holding the question.
 *
 * The page writes one variant of the progress line and the breadcrumb per test holding the
 * question (`data-test-variant="i"`, at most TEST_VARIANTS) and lists the tests in a
 * `<meta name="quiz-tests">` before the inline head script; `markTestVariant`, part of that script,
 * marks the variant the address means on `<html data-test-variant>` before the first paint, and
 * the stylesheet hides every other (src/styles/global.css). No mark (a `/q/` address, an unknown
 * test, no script): no variant shows.
 */

/** How many tests holding a question its page writes variants for; the stylesheet has a rule for each. */
export const TEST_VARIANTS = 8;

/** The names the page, the stylesheet and the head script share. */
export const TEST_VARIANT_MARKS = { meta: 'quiz-tests', attribute: 'data-test-variant' } as const;

/** How the page lists a test in its meta: `{topic slug}/{test id}`, the id escaped (a list is space-separated). */
export function testKey(order: { readonly topicSlug: string; readonly testGlobalId: string }): string {
  return `${order.topicSlug}/${encodeURIComponent(order.testGlobalId)}`;
}

/**
 * Marks on `<html>` which of the page's tests the address means (`marks`: TEST_VARIANT_MARKS).
 * A plain function: the head script inlines its text (src/utils/head-script.ts).
 */
export function markTestVariant({ meta, attribute }: typeof TEST_VARIANT_MARKS): void {
  const listed = document.querySelector(`meta[name="${meta}"]`)?.getAttribute('content');
  const topic = /^(?:\/sv)?\/t\/([^/]+)\//.exec(location.pathname)?.[1];
  if (!listed || !topic) return;
  const keys = listed.split(' ');
  const named = keys.indexOf(`${topic}/${encodeURIComponent(new URLSearchParams(location.search).get('test') ?? '')}`);
  const index = named >= 0 ? named : keys.findIndex((k) => k.indexOf(`${topic}/`) === 0);
  if (index >= 0) document.documentElement.setAttribute(attribute, String(index));
}
