/**
 * `/r/{code}/`: a shared result as others see it, the score large (as on its share card), what
 * was played and when it was shared, and a way to try it oneself. `/r/` alone, an unknown or a
 * malformed code says there is no such result. Data: src/stores/sharing/shared-result/shared-result.ts.
 */
import { useEffect, useState } from 'react';
import type { Lang } from '../domain/model.ts';
import { resultSubject } from '../domain/result-subject.ts';
import { localize, paths } from '../domain/routes.ts';
import { $route } from '../navigation/route.ts';
import { loadSharedResult, type SharedResultState } from '../stores/sharing/shared-result/index.ts';
import type { ResultShare } from '../api-contract/types.ts';
import { formatDate } from '../utils/dates.ts';
import { format, type Messages } from '../utils/format.ts';
import '../styles/results.css';

interface Props {
  readonly lang: Lang;
  readonly messages: Messages;
}

type State = { readonly phase: 'none' } | SharedResultState;

/** Where to try what was shared: the challenge, else the practice test's topic; null once gone from the site. */
function tryPath(lang: Lang, r: ResultShare): string | null {
  if (!r.topic_slug) return null;
  if (r.kind === 'challenge')
    return r.challenge_slug ? localize(lang, paths.challenge(r.topic_slug, r.challenge_slug)) : null;
  return localize(lang, paths.topic(r.topic_slug));
}

function ResultCard({ lang, messages: m, result: r }: Props & { readonly result: ResultShare }) {
  const score = format(m, 'result.page.score', { correct: r.correct, count: r.total });
  const tryIt = tryPath(lang, r);
  const subject = resultSubject(r.title, r.topic_name);
  return (
    <>
      <article className="result-card" aria-labelledby="result-card-score" data-shared-result={r.code}>
        <p className="result-card-eyebrow">
          {format(m, r.kind === 'practice' ? 'result.page.kindPractice' : 'result.page.kindChallenge')}
        </p>
        <p id="result-card-score" className="result-card-score" data-result-score="">
          {score}
        </p>
        <progress max={r.total} value={r.correct} aria-labelledby="result-card-score" />
        <p className="result-card-subject" data-result-subject="">
          {subject.topic
            ? format(m, 'result.page.subject', { title: subject.title, topic: subject.topic })
            : subject.title}
        </p>
        <p className="result-card-date">{format(m, 'result.page.sharedOn', { date: formatDate(lang, r.shared_at) })}</p>
      </article>
      {tryIt && (
        <p>
          <a className="button" href={tryIt} data-try-it="">
            {format(m, r.kind === 'practice' ? 'result.page.tryTest' : 'result.page.tryChallenge', {
              topic: r.topic_name,
            })}
          </a>
        </p>
      )}
    </>
  );
}

export default function SharedResult({ lang, messages: m }: Props) {
  const [state, setState] = useState<State>({ phase: 'none' });
  useEffect(() => {
    const match = $route.get();
    if (match?.name !== 'r-code') return;
    const code = match.params.code;
    setState({ phase: 'loading', code });
    let current = true;
    void loadSharedResult(code).then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, []);

  const home = (
    <p>
      <a href={localize(lang, paths.home())}>{format(m, 'result.page.home')}</a>
    </p>
  );
  return (
    <div aria-live="polite" data-shared-result-view="">
      {state.phase === 'none' && (
        // The server's HTML serves both routes: CSS shows `/r/` its text and a code's address
        // (`<html data-view="share">`, set before paint) the loading line, until this runs.
        <>
          <div className="view view-root">
            <p>{format(m, 'result.page.intro')}</p>
            {home}
          </div>
          <p className="view view-share meta">{format(m, 'result.page.loading')}</p>
        </>
      )}
      {state.phase === 'loading' && <p className="meta">{format(m, 'result.page.loading')}</p>}
      {state.phase === 'found' && <ResultCard lang={lang} messages={m} result={state.result} />}
      {(state.phase === 'notFound' || state.phase === 'failed') && (
        <p data-result-not-found={state.phase === 'notFound' ? '' : undefined}>
          {state.phase === 'failed' && state.wait
            ? format(m, state.wait.key, state.wait.vars)
            : format(m, state.phase === 'notFound' ? 'result.page.notFound' : 'result.page.failed', {
                code: state.code,
              })}
        </p>
      )}
      {(state.phase === 'notFound' || state.phase === 'failed') && home}
    </div>
  );
}
