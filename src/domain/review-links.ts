/**
 * The addresses of a review session (src/domain/review-boxes.ts), built and read in one place:
 * each due question is played on its own question page with the session's questions in the
 * address (`/q/{question}/?review=a,b,c`), so the question player records a review answer and
 * leads to the next one; after the last, the review page shows the session's summary
 * (`/review/?reviewed=a,b,c`).
 */
import type { Lang } from './model.ts';
import { SESSION_SIZE } from './review-boxes.ts';
import { localize, paths } from './routes.ts';

/** A question globalId as the API takes it: nothing else is read from an address. */
const GLOBAL_ID = /^[A-Za-z0-9_-]{1,200}$/;

const listOf = (ids: readonly string[]) => ids.slice(0, SESSION_SIZE).join(',');

/** The page of question `index` of a session. */
export function reviewQuestionHref(lang: Lang, session: readonly string[], index: number): string {
  return `${localize(lang, paths.question(session[index] ?? ''))}?review=${listOf(session)}`;
}

/** The review page's summary of a finished session. */
export function reviewSummaryHref(lang: Lang, session: readonly string[]): string {
  return `${localize(lang, paths.review())}?reviewed=${listOf(session)}`;
}

/** Where a session goes after `question`: its next question, or the summary after the last. */
export function afterReviewHref(lang: Lang, session: readonly string[], question: string): string {
  const next = session.indexOf(question) + 1;
  return next > 0 && next < session.length ? reviewQuestionHref(lang, session, next) : reviewSummaryHref(lang, session);
}

/** The session a parameter of an address names (`review` or `reviewed`), or null; at most a session's size. */
export function readReviewSession(search: string, param: 'review' | 'reviewed'): string[] | null {
  const raw = new URLSearchParams(search).get(param);
  if (!raw) return null;
  const ids = [...new Set(raw.split(',').filter((id) => GLOBAL_ID.test(id)))].slice(0, SESSION_SIZE);
  return ids.length ? ids : null;
}
