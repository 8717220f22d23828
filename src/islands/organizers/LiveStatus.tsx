import { formatTime } from '#src/utils/dates.ts';
import { format, type Messages } from '#src/utils/format.ts';

interface Props {
  readonly messages: Messages;
  readonly updatedAt: number | null;
  readonly stale: boolean;
  /** The count to announce (participants or members), and its plural key. */
  readonly announced: number | null;
  readonly countKey: 'results.participants' | 'results.members';
}

/**
 * "Updated hh:mm:ss", a note when the last read failed, and the polite live region that says
 * the participant count when it changes (the store decides how often: not on every read).
 */
export default function LiveStatus({ messages, updatedAt, stale, announced, countKey }: Props) {
  return (
    <div className="results-live">
      {updatedAt !== null && (
        <p className="meta" data-results-updated>
          {format(messages, 'results.updated', { time: formatTime(messages.lang, new Date(updatedAt)) })}
        </p>
      )}
      {stale && <p className="meta">{format(messages, 'results.stale')}</p>}
      <p className="visually-hidden" aria-live="polite" data-results-announce>
        {announced === null ? '' : format(messages, countKey, { count: announced })}
      </p>
    </div>
  );
}
