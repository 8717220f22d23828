/**
 * The verdict after an answer: correct, wrong and very wrong differ in colour, icon and words,
 * and slide in (not under reduced motion). After the learner's own answer its heading takes the
 * focus (`useVerdictFocus`; docs/islands.md, "Accessibility").
 */
import { useEffect, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import type { RowStatus } from '#src/stores/players/summary/index.ts';

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

/**
 * A verdict block with its heading; children follow (correct answer, feedback, explanation, way
 * on). Not a live region and not a region named by its heading: focus on the heading is what
 * announces the verdict, once (a live region, or a landmark named by the same words, would say it
 * a second time).
 */
export function Verdict({ kind, title, headingId, headingRef, level = 2, className = '', children }: VerdictProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[level - 1] ?? 'h2';
  return (
    <section className={`answer-result verdict answer-${kind} ${className}`} data-result={kind}>
      <Heading id={headingId} tabIndex={-1} ref={headingRef} className="verdict-title">
        <span className="verdict-icon" aria-hidden="true">
          {GRADE_ICONS[kind]}
        </span>
        {title}
      </Heading>
      {children}
    </section>
  );
}

export interface VerdictFocus {
  /** For the verdict's `headingRef`. */
  readonly ref: RefObject<HTMLHeadingElement | null>;
  /** Call when the learner chooses an answer: the verdict it brings takes the focus. */
  readonly arm: () => void;
}

/**
 * Moves focus to the verdict of the learner's own answer, on the render that first shows it: the
 * option button they pressed is disabled by then (focus would fall to the page), and a keyboard
 * or screen-reader user lands on the verdict with the explanation and "next" right after it. A
 * verdict shown without an answer on this page (a restored round, an answer carried over by the
 * language switch) leaves focus alone.
 */
export function useVerdictFocus(): VerdictFocus {
  const ref = useRef<HTMLHeadingElement>(null);
  const armed = useRef(false);
  useEffect(() => {
    if (!armed.current || !ref.current) return;
    armed.current = false;
    ref.current.focus();
  });
  return { ref, arm: () => void (armed.current = true) };
}
