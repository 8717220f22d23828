import type { GroupResults } from '#src/api-contract/types.ts';
import { format, type Messages } from '#src/utils/format.ts';
import CsvButton from './CsvButton.tsx';

/** A group's members: how many, and per member the name (or "Participant n"), answers, right answers, certificates. */
export default function GroupResultsView({
  code,
  name,
  results,
  messages,
}: {
  readonly code: string;
  readonly name: string;
  readonly results: GroupResults;
  readonly messages: Messages;
}) {
  const t = (key: string, vars = {}) => format(messages, key, vars);
  return (
    <div className="results" data-results>
      <div className="results-toolbar">
        <CsvButton kind="group" code={code} messages={messages} />
      </div>
      <dl className="results-summary" aria-label={t('results.summaryLabel')}>
        <div>
          <dt>{t('results.membersLabel')}</dt>
          <dd data-results-members>{results.members}</dd>
        </div>
      </dl>
      {results.rows.length ? (
        <div className="results-scroll">
          <table className="results-table">
            <caption>{t('results.membersCaption', { name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('results.memberName')}</th>
                <th scope="col">{t('results.memberAnswered')}</th>
                <th scope="col">{t('results.memberCorrect')}</th>
                <th scope="col">{t('results.memberCertificates')}</th>
              </tr>
            </thead>
            <tbody>
              {results.rows.map((m) => (
                <tr key={m.number}>
                  <th scope="row">{m.name ?? t('results.person', { number: m.number })}</th>
                  <td>{m.answered}</td>
                  <td>{m.correct}</td>
                  <td>{m.certificates}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('results.noMembers')}</p>
      )}
    </div>
  );
}
