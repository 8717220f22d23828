import type { ResultQuestion } from '#src/api-contract/types.ts';
import { format, type Messages } from '#src/utils/format.ts';
import { shareTexts } from './AnswerBars.tsx';
import type { ResultsQuestionData } from './question-data.ts';
import RightMark from './RightMark.tsx';

/** One question's answers as a table: the same numbers as the bars, for reading row by row. */
export default function AnswerTable({
  caption,
  question,
  result,
  messages,
}: {
  readonly caption: string;
  readonly question: ResultsQuestionData;
  readonly result: ResultQuestion | undefined;
  readonly messages: Messages;
}) {
  const t = (key: string) => format(messages, key);
  return (
    <table className="results-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('results.answer')}</th>
          <th scope="col">{t('results.here')}</th>
          <th scope="col">{t('results.everyone')}</th>
        </tr>
      </thead>
      <tbody>
        {question.answers.map((a) => {
          const texts = shareTexts(
            messages,
            result?.answers.find((x) => x.global_id === a.id),
          );
          return (
            <tr key={a.id} data-correct={a.correct || undefined}>
              <th scope="row">
                {a.text}
                {a.correct && <RightMark label={t('results.rightAnswer')} />}
              </th>
              <td>{texts.here}</td>
              <td>{texts.everyone}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
