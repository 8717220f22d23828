/**
 * How others answered the questions of a finished certificate test: each question with its
 * "NN% of people answer this wrongly" line, for the questions the API had shares of (those of
 * the learner's ended round with enough answers). Nothing when there are none.
 */
import type { QuestionShares } from '../../stores/reads/shares/index.ts';
import { format, type Messages } from '../../utils/format.ts';
import type { QuestionData } from './shared.tsx';
import { SharesLine } from './SharesLine.tsx';

export interface SharesSummaryProps {
  readonly questions: readonly QuestionData[];
  readonly shares: Readonly<Record<string, QuestionShares>>;
  readonly messages: Messages;
}

export function SharesSummary({ questions, shares, messages }: SharesSummaryProps) {
  const shown = questions.filter((q) => shares[q.id]);
  if (!shown.length) return null;
  return (
    <section className="shares-summary" aria-labelledby="shares-summary-heading" data-shares-summary="">
      <h2 id="shares-summary-heading">{format(messages, 'answer.shares.heading')}</h2>
      <ul>
        {shown.map((q) => (
          <li key={q.id} data-shares-question={q.id}>
            {q.text}
            <SharesLine shares={shares[q.id]} messages={messages} />
          </li>
        ))}
      </ul>
    </section>
  );
}
