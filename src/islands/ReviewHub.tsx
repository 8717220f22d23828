/**
 * The review page (`/review/`): how many questions are due today (the device's boxes at once,
 * the server's once it answers: src/stores/review/), a "Start review" for a session of at most
 * ten of them, played on their question pages with the practice answer component
 * (src/domain/review-links.ts), a friendly empty state that says when the next one comes due,
 * and a finished session's summary (`?reviewed=`).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Lang } from '../domain/model.ts';
import { REVIEW_BOXES, SESSION_SIZE, boxCounts, dueFirst, nextDueAt } from '../domain/review-boxes.ts';
import { readReviewSession, reviewQuestionHref } from '../domain/review-links.ts';
import { localize, paths } from '../domain/routes.ts';
import { $deviceReview, deviceReview, syncReview, type DeviceReview } from '../stores/review/index.ts';
import { formatDate } from '../utils/dates.ts';
import { format, type Messages } from '../utils/format.ts';

export interface ReviewHubProps {
  readonly lang: Lang;
  readonly messages: Messages;
}

/** A finished session: how many were remembered (moved up a box or out) and how many come back tomorrow. */
function sessionOutcome(review: DeviceReview, session: readonly string[]) {
  const again = session.filter((id) => review[id]?.box === 1).length;
  return { total: session.length, remembered: session.length - again, again };
}

export default function ReviewHub({ lang, messages }: ReviewHubProps) {
  const t = (key: string, vars?: Record<string, string | number>) => format(messages, key, vars);
  const review = useStore($deviceReview);
  const [now, setNow] = useState<number | null>(null);
  const [reviewed, setReviewed] = useState<string[] | null>(null);
  useEffect(() => {
    deviceReview();
    setNow(Date.now());
    setReviewed(readReviewSession(location.search, 'reviewed'));
    void syncReview().then((synced) => synced && setNow(Date.now()));
  }, []);
  if (now === null) return <p aria-busy="true">{t('review.loading')}</p>;

  const entries = Object.entries(review);
  const due = dueFirst(entries, now, entries.length);
  const session = due.slice(0, SESSION_SIZE);
  const next = nextDueAt(Object.values(review), now);
  const boxes = boxCounts(Object.values(review));
  const outcome = reviewed ? sessionOutcome(review, reviewed) : null;

  return (
    <div className="review-hub" data-ready="" data-due={due.length}>
      {outcome && (
        <section className="review-summary card" aria-labelledby="review-summary-title">
          <h2 id="review-summary-title">{t('review.summaryTitle')}</h2>
          <p data-review-summary="">{t('review.summary', { count: outcome.total })}</p>
          <ul>
            <li>{t('review.remembered', { count: outcome.remembered })}</li>
            <li>{t('review.again', { count: outcome.again })}</li>
          </ul>
        </section>
      )}
      {due.length > 0 ? (
        <section aria-labelledby="review-due-title">
          <h2 id="review-due-title" data-review-due="">
            {t('review.dueToday', { count: due.length })}
          </h2>
          <p>{t('review.sessionHint', { count: session.length })}</p>
          <p>
            <a className="button" href={reviewQuestionHref(lang, session, 0)} data-review-start="">
              {t('review.start')}
            </a>
          </p>
        </section>
      ) : (
        <section className="review-empty" aria-labelledby="review-empty-title">
          <h2 id="review-empty-title" data-review-due="">
            {t('review.nothingDue')}
          </h2>
          <p>
            {next === null ? t('review.emptyHint') : t('review.nextDue', { date: formatDate(lang, new Date(next)) })}
          </p>
          <p>
            <a className="button" href={localize(lang, paths.home())}>
              {t('review.toTopics')}
            </a>
          </p>
        </section>
      )}
      {entries.length > 0 && (
        <section aria-labelledby="review-boxes-title">
          <h2 id="review-boxes-title">{t('review.boxesTitle')}</h2>
          <ul className="review-boxes">
            {REVIEW_BOXES.map((box) => (
              <li key={box}>{t('review.box', { box, count: boxes[box] })}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
