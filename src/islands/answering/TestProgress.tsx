/** "Question 3 of 12" with a bar, for practice, certificate and event tests. */
import { useId } from 'react';
import { format, type Messages } from '#src/utils/format.ts';

export interface TestProgressProps {
  /** 1-based position of the question shown. */
  readonly current: number;
  readonly total: number;
  /** The answer components' messages (`option.`): the line is `option.progress`. */
  readonly messages: Messages;
}

/** The position in a test, in words and as a labelled progress bar: one line for every player. */
export function TestProgress({ current, total, messages }: TestProgressProps) {
  const id = useId();
  return (
    <div className="test-progress" data-progress={`${current}/${total}`}>
      <p id={id} className="meta">
        {format(messages, 'option.progress', { current, total })}
      </p>
      <progress max={total} value={current} aria-labelledby={id} />
    </div>
  );
}
