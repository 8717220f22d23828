/**
 * The verdict after an answer: correct, wrong and very wrong differ in colour, icon and words,
 * and slide in (not under reduced motion). The heading takes focus (the caller's ref).
 */
import type { ReactNode, Ref } from 'react';
import type { RowStatus } from '#src/stores/practice-summary.ts';

/** A graded answer; `unanswered` only in a summary (the summary's row status: one list of grades). */
export type Grade = RowStatus;

/**
 * The one icon table of a graded answer (docs/decisions.md, "One icon per grade"): the option
 * after answering (AnswerOptions.tsx), the verdict and the practice summary's rows show the same
 * icon for the same grade, so very wrong is told apart from wrong by its icon (‼) as well as its
 * colour and words. Icons are decoration (`aria-hidden`): the words beside them say the same.
 * It lives here, not in a module of its own, because a module the answer component, the
 * verdict and the summary share would be a chunk of its own: one more file on every player page.
 */
export const GRADE_ICONS: Readonly<Record<Grade, string>> = {
  correct: '✓',
  wrong: '✗',
  veryWrong: '‼',
  unanswered: '–',
};

export type VerdictKind = Exclude<Grade, 'unanswered'>;

export interface VerdictProps {
  readonly kind: VerdictKind;
  readonly title: string;
  readonly headingId: string;
  readonly headingRef?: Ref<HTMLHeadingElement>;
  /** h1 where the verdict is the screen (certificate), h2 under a question, h3 inside a screen section. */
  readonly level?: 1 | 2 | 3;
  readonly className?: string;
  readonly children?: ReactNode;
}

/** A verdict block with its heading; children follow (correct answer, feedback, explanation, way on). */
export function Verdict({ kind, title, headingId, headingRef, level = 2, className = '', children }: VerdictProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[level - 1] ?? 'h2';
  return (
    <section className={`answer-result verdict answer-${kind} ${className}`} aria-labelledby={headingId} data-result={kind}>
      <Heading id={headingId} tabIndex={-1} ref={headingRef} className="verdict-title">
        <span className="verdict-icon" aria-hidden="true">{GRADE_ICONS[kind]}</span>
        {title}
      </Heading>
      {children}
    </section>
  );
}
