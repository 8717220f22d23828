/**
 * The line under an answered question that says how others did: "82% of people answer this
 * wrongly", and how many learners' first answers it rests on. Shown only when the API had
 * enough answers to show (src/stores/reads/shares/shares.ts); nothing otherwise.
 */
import type { QuestionShares } from '../../stores/reads/shares/index.ts';
import { format, type Messages } from '../../utils/format.ts';
import { percentText } from './percent.ts';

export interface SharesLineProps {
  readonly shares: QuestionShares | undefined;
  readonly messages: Messages;
}

export function SharesLine({ shares, messages }: SharesLineProps) {
  if (!shares?.shown || shares.correct_share === null) return null;
  const wrong = percentText(1 - shares.correct_share, messages.lang);
  return (
    <p className="answer-shares" data-shares-line="">
      <strong>{format(messages, 'answer.shares.wrongly', { percent: wrong })}</strong>{' '}
      <span className="meta">{format(messages, 'answer.shares.basis', { count: shares.total })}</span>
    </p>
  );
}
