/**
 * The visitor's progress on the start page (every topic with progress, and the certificates
 * earned) and on a topic page (its practice tests' latest rounds, its certificate and its
 * challenges). Hydrates (and loads React) only when the visitor already has a uuid
 * (`client:needed`); otherwise its server-rendered "no progress yet" stays.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Lang } from '../domain/model.ts';
import { localize, paths } from '../domain/routes.ts';
import {
  $progress,
  asPercent,
  certificatesEarned,
  challengesCompleted,
  hasProgress,
  isDiplomaComplete,
  loadProgress,
  testScore,
} from '../stores/reads/progress/index.ts';
import { format, type Messages } from '../utils/format.ts';
import './answering/answering.css';

export interface ProgressTopic {
  readonly globalId: string;
  readonly slug: string;
  readonly name: string;
  readonly hasDiploma: boolean;
  readonly tests: readonly { readonly globalId: string; readonly name: string; readonly total: number }[];
  readonly challenges: readonly { readonly globalId: string; readonly title: string }[];
}

export interface TopicProgressProps {
  readonly lang: Lang;
  readonly messages: Messages;
  readonly mode: 'home' | 'topic';
  readonly topics: readonly ProgressTopic[];
}

export default function TopicProgress({ lang, messages, mode, topics }: TopicProgressProps) {
  const t = (key: string, vars?: Record<string, string | number>) => format(messages, key, vars);
  const state = useStore($progress);
  useEffect(() => {
    void loadProgress(mode === 'topic' ? topics[0]?.globalId : undefined);
  }, [mode, topics]);

  const byId = new Map(state.topics.map((x) => [x.global_id, x]));
  const loaded = state.status === 'loaded';
  const certificatesTotal = topics.filter((x) => x.hasDiploma).length;

  let body;
  if (!loaded) {
    body = <p className="meta">{t(state.status === 'error' ? 'progress.failed' : 'progress.empty')}</p>;
  } else if (mode === 'home') {
    const shown = topics.filter((x) => {
      const p = byId.get(x.globalId);
      return p && hasProgress(p);
    });
    body = (
      <>
        <p data-certificates-earned={certificatesEarned(state.topics)}>
          {t('progress.certificatesEarned', { count: certificatesEarned(state.topics), total: certificatesTotal })}
        </p>
        {shown.length ? (
          <ul className="progress-list">
            {shown.map((x) => {
              const p = byId.get(x.globalId);
              if (!p) return null; // `shown` holds only topics with progress.
              const ch = challengesCompleted(p);
              return (
                <li key={x.globalId} data-progress-topic={x.globalId}>
                  <a href={localize(lang, paths.topic(x.slug))}>{x.name}</a>
                  {': '}
                  {x.hasDiploma &&
                    (isDiplomaComplete(p)
                      ? t('progress.certificateEarned')
                      : t('progress.certificatePercent', { percent: asPercent(p.diploma_test?.percent_completed) }))}
                  {ch.total > 0 && (
                    <>
                      {x.hasDiploma ? ', ' : ''}
                      {t('progress.challengesDone', { done: ch.done, total: ch.total })}
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="meta">{t('progress.empty')}</p>
        )}
      </>
    );
  } else {
    const topic = topics[0];
    const p = topic ? byId.get(topic.globalId) : undefined;
    const ch = challengesCompleted(p);
    const done = new Set(p?.challenges.items.filter((c) => c.is_completed).map((c) => c.global_id));
    body = topic && (
      <ul className="progress-list">
        {topic.tests.map((test) => {
          const s = testScore(state.tests[test.globalId], test.total);
          return (
            <li key={test.globalId} data-progress-test={test.globalId}>
              {t('progress.testScore', { test: test.name, answered: s.answered, correct: s.correct, total: s.total })}
            </li>
          );
        })}
        {topic.hasDiploma && (
          <li
            data-progress-certificate={
              isDiplomaComplete(p) ? 'complete' : asPercent(p?.diploma_test?.percent_completed)
            }
          >
            {isDiplomaComplete(p) ? (
              <>
                {t('progress.certificateEarned')}
                {p?.diploma_test?.certificate_code && (
                  <>
                    {' '}
                    (
                    <a href={localize(lang, paths.verify(p.diploma_test.certificate_code))}>
                      {t('progress.verificationLink')}
                    </a>
                    )
                  </>
                )}
              </>
            ) : (
              t('progress.certificatePercent', { percent: asPercent(p?.diploma_test?.percent_completed) })
            )}
          </li>
        )}
        {ch.total > 0 && (
          <li data-progress-challenges={ch.done}>
            {t('progress.challengesDone', { done: ch.done, total: ch.total })}
            {done.size > 0 &&
              `: ${topic.challenges
                .filter((c) => done.has(c.globalId))
                .map((c) => c.title)
                .join(', ')}`}
          </li>
        )}
      </ul>
    );
  }

  return (
    <section
      className="progress-panel"
      aria-labelledby={`progress-heading-${mode}`}
      data-progress-status={state.status}
    >
      <h2 id={`progress-heading-${mode}`}>{t('progress.heading')}</h2>
      <div aria-live="polite">{body}</div>
    </section>
  );
}
