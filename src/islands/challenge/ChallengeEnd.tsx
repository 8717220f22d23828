/**
 * The end of a finished challenge, below the heading the player focuses: the score ("7 of 9
 * right"), the questions missed with the learner's answer, the right one and the explanation
 * (folded, to open), sharing the result, and what to do next. Loaded only when a challenge ends (ChallengePlayer
 * imports it on demand), so the question screens carry none of it. Logic:
 * src/stores/players/challenge/result/challenge-result.ts.
 */
import type { ChallengeData, GivenAnswer } from '../../stores/players/challenge/index.ts';
import { challengeResult, type MissedQuestion } from '../../stores/players/challenge/result/index.ts';
import { format, type Messages } from '../../utils/format.ts';
import { GRADE_ICONS } from '../answering/Verdict.tsx';
import ShareResult from '../sharing/ShareResult.tsx';
import '../answering/summary.css';
import '../../styles/results.css';

interface Props {
  readonly data: ChallengeData;
  readonly answers: Readonly<Record<string, GivenAnswer>>;
  readonly messages: Messages;
  readonly onRestart: () => void;
}

function Missed({ item, messages: m }: { item: MissedQuestion; messages: Messages }) {
  return (
    <li data-missed={item.key}>
      <p className="result-question">{item.question.text}</p>
      <p className="result-answer" data-grade="wrong" data-given-answer="">
        <span className="result-icon" aria-hidden="true">
          {GRADE_ICONS[item.given !== null ? 'wrong' : 'unanswered']}
        </span>
        {item.given !== null
          ? format(m, 'challenge.yourAnswer', { answer: item.given })
          : format(m, 'challenge.result.noAnswer')}
      </p>
      {item.right !== null && (
        <p className="result-answer" data-grade="correct" data-right-answer="">
          <span className="result-icon" aria-hidden="true">
            {GRADE_ICONS.correct}
          </span>
          {format(m, 'challenge.correctAnswer', { answer: item.right })}
        </p>
      )}
      {item.question.explanationHtml && (
        <details className="result-explanation">
          <summary>{format(m, 'challenge.explanation')}</summary>
          <div className="rich" dangerouslySetInnerHTML={{ __html: item.question.explanationHtml }} />
        </details>
      )}
    </li>
  );
}

export default function ChallengeEnd({ data, answers, messages: m, onRestart }: Props) {
  const result = challengeResult(data, answers);
  const score = format(m, 'challenge.result.score', { correct: result.correct, count: result.total });
  return (
    <>
      <p>{format(m, 'challenge.completeText', { challenge: data.title })}</p>
      {result.known ? (
        <div className="summary-score" data-score={`${result.correct}/${result.total}`}>
          <p id="challenge-score" className="summary-score-text">
            {score}
          </p>
          <progress max={result.total} value={result.correct} aria-labelledby="challenge-score" />
        </div>
      ) : (
        <p data-score-unknown="">{format(m, 'challenge.result.unknown')}</p>
      )}
      {result.known && !result.missed.length && (
        <p className="lead" data-all-right="">
          {format(m, 'challenge.result.allRight')}
        </p>
      )}
      {result.known && result.missed.length > 0 && (
        <section aria-labelledby="challenge-missed">
          <h3 id="challenge-missed">{format(m, 'challenge.result.missedHeading', { count: result.missed.length })}</h3>
          <ol className="result-missed">
            {result.missed.map((item) => (
              <Missed key={item.key} item={item} messages={m} />
            ))}
          </ol>
        </section>
      )}
      {result.known && (
        <ShareResult
          lang={m.lang}
          result={{ kind: 'challenge', challengeId: data.globalId }}
          title={data.title}
          level={3}
        />
      )}
      <p className="player-actions">
        <a className="button" href={data.topicUrl}>
          {format(m, 'challenge.backToTopic', { topic: data.topicName })}
        </a>
        <button type="button" className="player-secondary" onClick={onRestart} data-restart="">
          {format(m, 'challenge.restart')}
        </button>
      </p>
    </>
  );
}
