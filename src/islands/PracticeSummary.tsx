/**
 * The result summary at the end of a practice test (`/t/{topic}/summary/?test=`): the score,
 * each question right or wrong with a link to its explanation (marked where it was tried again:
 * after a retry the summary is the whole test with the new answers), the score against everyone's
 * average when known, sharing the result once every question is answered (loaded then), and
 * next steps. The logic is src/stores/players/summary/practice-summary.ts.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Lang } from '../domain/model.ts';
import { localize, paths } from '../domain/routes.ts';
import { readTestQuery, testQuestionHref } from '../domain/test-links.ts';
import { $summary, loadSummary, type RowStatus } from '../stores/players/summary/index.ts';
import { format, type Messages } from '../utils/format.ts';
import { oneDecimal } from './answering/percent.ts';
import { GRADE_ICONS } from './answering/Verdict.tsx';
import './answering/summary.css';

export interface SummaryTest {
  readonly globalId: string;
  readonly name: string;
  readonly questions: readonly { readonly id: string; readonly text: string }[];
}

export interface PracticeSummaryProps {
  readonly lang: Lang;
  readonly messages: Messages;
  readonly topic: {
    readonly globalId: string;
    readonly slug: string;
    readonly name: string;
    readonly hasCertificate: boolean;
  };
  readonly tests: readonly SummaryTest[];
}

// Sharing is its own chunk, fetched while the summary loads, so it is there when it shows.
const shareChunk = () => import('./sharing/ShareResult.tsx');
const ShareResult = lazy(shareChunk);

const ROW_KEYS: Readonly<Record<RowStatus, string>> = {
  correct: 'summary.rowCorrect',
  wrong: 'summary.rowWrong',
  veryWrong: 'summary.rowVeryWrong',
  unanswered: 'summary.rowUnanswered',
};

export default function PracticeSummary({ lang, messages, topic, tests }: PracticeSummaryProps) {
  const t = (key: string, vars?: Record<string, string | number>) => format(messages, key, vars);
  const [test, setTest] = useState<SummaryTest | null>(null);
  const state = useStore($summary);
  useEffect(() => {
    const id = readTestQuery(location.search).test;
    const chosen = tests.find((x) => x.globalId === id) ?? tests[0] ?? null;
    setTest(chosen);
    void shareChunk();
    if (chosen)
      void loadSummary(
        topic.globalId,
        chosen.globalId,
        chosen.questions.map((q) => q.id),
      );
  }, [tests, topic.globalId]);
  if (!test) return null;
  if (state.status !== 'ready')
    return (
      <p className="meta" aria-live="polite">
        {t('summary.loading')}
      </p>
    );

  const s = state.summary;
  const inTest = (q: string, only: readonly string[] | null = null) =>
    testQuestionHref(lang, topic.slug, q, { test: test.globalId, only });
  const first = test.questions[0]?.id;
  return (
    <div className="practice-summary" data-ready="">
      <h2 className="summary-test">{test.name}</h2>
      {s.answered === 0 ? (
        <p className="lead">{t('summary.noResult')}</p>
      ) : (
        <section className="summary-score" aria-labelledby="summary-score" data-score={`${s.correct}/${s.total}`}>
          <p id="summary-score" className="summary-score-text">
            {t('summary.score', { correct: s.correct, total: s.total })}
          </p>
          <progress max={s.total} value={s.correct} aria-labelledby="summary-score" />
          {s.answered < s.total && <p className="meta">{t('summary.unanswered', { count: s.total - s.answered })}</p>}
          {s.retried > 0 && (
            <p className="meta" data-retried-note="">
              {t('summary.retriedNote', { count: s.retried })}
            </p>
          )}
          {s.average !== null && s.versusAverage && (
            <p data-average="">
              {t('summary.average', { average: oneDecimal(lang, s.average * s.total), total: s.total })}{' '}
              {t(`summary.${s.versusAverage}`)}
            </p>
          )}
        </section>
      )}
      {s.round !== null && s.answered === s.total && (
        <Suspense fallback={null}>
          <ShareResult
            lang={lang}
            result={{ kind: 'practice', topicId: topic.globalId, testId: test.globalId, round: s.round }}
            title={test.name}
            level={2}
          />
        </Suspense>
      )}
      <h2>{t('summary.questionsHeading')}</h2>
      <ol className="summary-list">
        {s.rows.map((row, i) => (
          <li key={row.questionId} data-status={row.status} data-retried={row.retried ? '' : undefined}>
            <span className="summary-icon" aria-hidden="true">
              {GRADE_ICONS[row.status]}
            </span>
            <span className="summary-question">{test.questions[i]?.text}</span>
            <strong className="summary-status">{t(ROW_KEYS[row.status])}</strong>
            {row.retried && <span className="meta summary-retried">{t('summary.retriedMark')}</span>}
            <a href={localize(lang, paths.topicQuestion(topic.slug, row.questionId, 'explanation'))}>
              {t('summary.explanationLink')}
            </a>
          </li>
        ))}
      </ol>
      <h2>{t('summary.nextHeading')}</h2>
      <p className="actions">
        {s.wrong[0] && (
          <a className="button" href={inTest(s.wrong[0], s.wrong)} data-retry-wrong="">
            {t('summary.retryWrong')}
          </a>
        )}
        {first && (
          <a className="button" href={inTest(first)}>
            {t('summary.retryAll')}
          </a>
        )}
        {topic.hasCertificate && (
          <a className="button" href={localize(lang, paths.certificate(topic.slug))}>
            {t('summary.certificate')}
          </a>
        )}
      </p>
      <p>
        <a href={localize(lang, paths.topic(topic.slug))}>{t('summary.backToTopic', { topic: topic.name })}</a>
      </p>
    </div>
  );
}
