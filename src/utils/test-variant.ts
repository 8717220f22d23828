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
 *
 * In a "try the wrong ones again" round (`&only=a,b`, src/domain/test-links.ts) the place is the
 * question's among those tried again ("Question 2 of 4"), which no page can write for every set:
 * the script rewrites the marked line and its bar from the line's template (`data-line`) as the
 * parser inserts them. A MutationObserver's callback runs at the end of the parser's task, before
 * the browser renders, so the test's own place never shows.
 */

/** How many tests holding a question its page writes variants for; the stylesheet has a rule for each. */
export const TEST_VARIANTS = 8;

/** The names the page, the stylesheet and the head script share. */
export const TEST_VARIANT_MARKS = { meta: 'quiz-tests', attribute: 'data-test-variant', line: 'data-line' } as const;

/** How the page lists a test in its meta: `{topic slug}/{test id}`, the id escaped (a list is space-separated). */
export function testKey(order: { readonly topicSlug: string; readonly testGlobalId: string }): string {
  return `${order.topicSlug}/${encodeURIComponent(order.testGlobalId)}`;
}

/**
 * Marks on `<html>` which of the page's tests the address means (`marks`: TEST_VARIANT_MARKS),
 * and in a retry round puts the question's place among the retried ones in that test's line.
 * `prefix` is the path prefix of the language that has one (the locale table, src/domain/model.ts).
 * A plain function: the head script inlines its text (src/utils/head-script.ts).
 */
export function markTestVariant({ meta, attribute, line }: typeof TEST_VARIANT_MARKS, prefix: string): void {
  const listed = document.querySelector(`meta[name="${meta}"]`)?.getAttribute('content');
  const path =
    location.pathname.indexOf(prefix + '/') === 0 ? location.pathname.slice(prefix.length) : location.pathname;
  // `/t/{topic}/{question}/…` and `/t/{topic}/embed/{question}/…`.
  const m = /^\/t\/([^/]+)\/(?:embed\/)?([^/]+)\//.exec(path);
  if (!listed || !m) return;
  const topic = m[1];
  const query = new URLSearchParams(location.search);
  const keys = listed.split(' ');
  const named = keys.indexOf(`${topic}/${encodeURIComponent(query.get('test') ?? '')}`);
  const index = named >= 0 ? named : keys.findIndex((k) => k.indexOf(`${topic}/`) === 0);
  if (index < 0) return;
  document.documentElement.setAttribute(attribute, String(index));
  const only = (query.get('only') ?? '').split(',');
  let question = '';
  try {
    question = decodeURIComponent(m[2] ?? '');
  } catch {
    // Expected: a malformed escape in the address names no question: the test's own place stays.
  }
  const current = only.indexOf(question) + 1;
  if (!question || !current) return;
  /** Rewrites the marked line once the parser has inserted it whole (its bar comes last). */
  const place = (): boolean => {
    const box = document.querySelector(`.test-progress[${attribute}="${String(index)}"]`);
    const text = box?.querySelector(`[${line}]`);
    const bar = box?.querySelector('progress');
    if (!box || !text || !bar) return false;
    text.textContent = (text.getAttribute(line) ?? '')
      .replace('{current}', String(current))
      .replace('{total}', String(only.length));
    bar.max = only.length;
    bar.value = current;
    box.setAttribute('data-progress', `${String(current)}/${String(only.length)}`);
    return true;
  };
  const watch = new MutationObserver(() => {
    if (place()) watch.disconnect();
  });
  watch.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    watch.disconnect();
    place();
  });
}
