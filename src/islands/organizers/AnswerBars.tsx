import type { CSSProperties } from 'react';
import type { ResultQuestion } from '#src/api-contract/types.ts';
import { format, type Messages } from '#src/utils/format.ts';
import { percentText } from '../answering/percent.ts';
import type { ResultsQuestionData } from './question-data.ts';
import RightMark from './RightMark.tsx';

declare module 'react' {
  interface CSSProperties {
    /** A results bar's share, 0 to 1 (src/styles/organizer-results.css draws it). */
    '--share'?: string;
  }
}

/** A bar's length as a custom property (React sets it through the DOM, which the CSP allows). */
const bar = (share: number): CSSProperties => ({ '--share': String(share) });

/** The participants' count and share as text ("12 (40%)"), and everyone's share. */
export function shareTexts(messages: Messages, answer: ResultQuestion['answers'][number] | undefined) {
  const share = answer?.share ?? 0;
  return {
    here: format(messages, 'results.countShare', {
      count: answer?.count ?? 0,
      percent: percentText(share, messages.lang),
    }),
    everyone:
      answer?.everyone_share === null || answer?.everyone_share === undefined
        ? format(messages, 'results.noShare')
        : percentText(answer.everyone_share, messages.lang),
  };
}

/** One bar: whose answers, the bar (hidden from screen readers), and its number as text. */
function BarRow(props: {
  readonly series: 'here' | 'everyone';
  readonly label: string;
  readonly share: number;
  readonly text: string;
}) {
  return (
    <div className="results-bar-row" data-series={props.series}>
      <span className="results-series">{props.label}</span>
      <span className="results-track" aria-hidden="true">
        <span className="results-fill" style={bar(props.share)} />
      </span>
      <span className="results-value" data-results-count={props.series === 'here' || undefined}>
        {props.text}
      </span>
    </div>
  );
}

/**
 * One question's answers as bars: the participants' (count and share) above everyone's, each
 * with its number as text, the right answer named in words and drawn apart (not by colour alone).
 */
export default function AnswerBars({
  question,
  result,
  messages,
}: {
  readonly question: ResultsQuestionData;
  readonly result: ResultQuestion | undefined;
  readonly messages: Messages;
}) {
  const t = (key: string) => format(messages, key);
  return (
    <ul className="results-bars">
      {question.answers.map((a) => {
        const r = result?.answers.find((x) => x.global_id === a.id);
        const texts = shareTexts(messages, r);
        return (
          <li key={a.id} data-correct={a.correct || undefined} data-answer={a.id}>
            <p className="results-answer">
              {a.text}
              {a.correct && <RightMark label={t('results.rightAnswer')} />}
            </p>
            <BarRow series="here" label={t('results.here')} share={r?.share ?? 0} text={texts.here} />
            <BarRow
              series="everyone"
              label={t('results.everyone')}
              share={r?.everyone_share ?? 0}
              text={texts.everyone}
            />
          </li>
        );
      })}
    </ul>
  );
}
