/** "Question 3 of 12" with a bar, for practice, certificate and event tests. */
import { useId } from 'react';

export interface TestProgressProps {
  /** 1-based position of the question shown. */
  readonly current: number;
  readonly total: number;
  /** The words, already formatted ("Question 3 of 12"). */
  readonly text: string;
}

/** The position in a test, in words and as a labelled progress bar. */
export function TestProgress({ current, total, text }: TestProgressProps) {
  const id = useId();
  return (
    <div className="test-progress" data-progress={`${current}/${total}`}>
      <p id={id} className="meta">{text}</p>
      <progress max={total} value={current} aria-labelledby={id} />
    </div>
  );
}
