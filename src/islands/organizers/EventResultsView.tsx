import { useCallback, useEffect, useRef, useState } from 'react';
import type { EventResults } from '#src/api-contract/types.ts';
import { format, type Messages } from '#src/utils/format.ts';
import { oneDecimal, percentText } from '../answering/percent.ts';
import AnswerBars from './AnswerBars.tsx';
import AnswerTable from './AnswerTable.tsx';
import CsvButton from './CsvButton.tsx';
import Presenter from './Presenter.tsx';
import type { ResultsQuestionData } from './question-data.ts';

interface Props {
  readonly code: string;
  readonly questions: readonly ResultsQuestionData[];
  readonly results: EventResults;
  readonly messages: Messages;
  /** Open in the presenter view (`?present` in the address). */
  readonly presentAtStart: boolean;
}

/**
 * An event's results: participants, mean score and the most missed questions, then every
 * question's answers as bars (or, toggled, tables) of the participants against everyone; the
 * presenter view and the CSV export from the toolbar.
 */
export default function EventResultsView({ code, questions, results, messages, presentAtStart }: Props) {
  const [tables, setTables] = useState(false);
  const [presenting, setPresenting] = useState<false | 'address' | 'button'>(presentAtStart && 'address');
  const leave = useCallback(() => setPresenting(false), []);
  // Back from the presenter view, focus returns to the button that opened it.
  const presentButton = useRef<HTMLButtonElement>(null);
  const wasPresenting = useRef(false);
  useEffect(() => {
    if (!presenting && wasPresenting.current) presentButton.current?.focus();
    wasPresenting.current = presenting !== false;
  }, [presenting]);
  const t = (key: string, vars = {}) => format(messages, key, vars);
  const byId = new Map(questions.map((q) => [q.id, q]));

  if (presenting)
    return (
      <Presenter
        questions={questions}
        results={results}
        messages={messages}
        onLeave={leave}
        focusFirst={presenting === 'button'}
      />
    );
  return (
    <div className="results" data-results>
      <div className="results-toolbar">
        <button type="button" ref={presentButton} onClick={() => setPresenting('button')} data-results-present>
          {t('results.present')}
        </button>
        <button type="button" className="secondary" aria-pressed={tables} onClick={() => setTables(!tables)}>
          {t('results.tableView')}
        </button>
        <CsvButton kind="event" code={code} messages={messages} />
      </div>
      <dl className="results-summary" aria-label={t('results.summaryLabel')}>
        <div>
          <dt>{t('results.participantsLabel')}</dt>
          <dd data-results-participants>{results.participants}</dd>
        </div>
        <div>
          <dt>{t('results.meanScore')}</dt>
          <dd>
            {results.mean_score.share === null
              ? t('results.noAnswers')
              : t('results.meanScoreValue', {
                  right: oneDecimal(messages.lang, results.mean_score.right),
                  percent: percentText(results.mean_score.share, messages.lang),
                })}
          </dd>
        </div>
        <div>
          <dt>{t('results.mostMissed')}</dt>
          <dd>
            {results.most_missed.length ? (
              <ol className="results-missed">
                {results.most_missed.map((id) => (
                  <li key={id}>
                    <a href={`#rq-${id}`}>{byId.get(id)?.text ?? id}</a>
                  </li>
                ))}
              </ol>
            ) : (
              t('results.noAnswers')
            )}
          </dd>
        </div>
      </dl>
      <h2>{t('results.questionsHeading')}</h2>
      {questions.map((q, i) => {
        const result = results.questions.find((r) => r.global_id === q.id);
        const number = t('results.questionNumber', { number: i + 1, total: questions.length });
        return (
          <section key={q.id} id={`rq-${q.id}`} className="results-question" aria-labelledby={`rq-h-${q.id}`}>
            <p className="meta">{number}</p>
            <h3 id={`rq-h-${q.id}`}>{q.text}</h3>
            <p className="meta">{t('results.answered', { count: result?.answered ?? 0 })}</p>
            {tables ? (
              <AnswerTable caption={`${number}: ${q.text}`} question={q} result={result} messages={messages} />
            ) : (
              <AnswerBars question={q} result={result} messages={messages} />
            )}
          </section>
        );
      })}
    </div>
  );
}
