import { localize, paths } from '#src/domain/routes.ts';
import { format } from '#src/utils/format.ts';
import { topicStarted, type ProgressOverview } from '#src/stores/session/account/index.ts';
import type { TopicInfo } from './ProgressTab.tsx';
import type { ViewProps } from './view-props.ts';

interface ProgressSummaryProps extends ViewProps {
  readonly progress: ProgressOverview;
  readonly topics: ReadonlyMap<string, TopicInfo>;
}

/** The progress tab: correct answers so far and each started topic's diploma and challenges. */
export default function ProgressSummary({ lang, messages, progress, topics }: ProgressSummaryProps) {
  const started = progress.topics.filter(topicStarted);
  if (!progress.correct && !started.length)
    return <p data-progress-empty>{format(messages, 'account.progress.none')}</p>;
  return (
    <div data-progress>
      <p data-correct-count={progress.correct}>
        {format(messages, 'account.progress.correct', { count: progress.correct })}
      </p>
      {started.length > 0 && (
        <>
          <h3>{format(messages, 'account.progress.topicsHeading')}</h3>
          <ul className="cards">
            {started.map((t) => {
              const info = topics.get(t.global_id);
              const done = t.challenges.items.filter((c) => c.is_completed).length;
              return (
                <li className="card" key={t.global_id}>
                  <h4 className="tight">
                    {info ? <a href={localize(lang, paths.topic(info.slug))}>{info.name}</a> : t.global_id}
                  </h4>
                  {t.diploma_test && (
                    <p>
                      {format(messages, 'account.progress.diploma', {
                        percent: Math.round(t.diploma_test.percent_completed * 100),
                      })}
                    </p>
                  )}
                  {t.challenges.items.length > 0 && (
                    <p>{format(messages, 'account.progress.challenges', { done, total: t.challenges.items.length })}</p>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
