import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { EventResults } from '#src/api-contract/types.ts';
import { format, type Messages } from '#src/utils/format.ts';
import { keyStaysInControl, nextSlide } from '#src/stores/organizers/index.ts';
import AnswerBars from './AnswerBars.tsx';
import type { ResultsQuestionData } from './question-data.ts';

interface Props {
  readonly questions: readonly ResultsQuestionData[];
  readonly results: EventResults;
  readonly messages: Messages;
  readonly onLeave: () => void;
  /** Focus the question when the view opens (opened with its button; not when the address opened it). */
  readonly focusFirst: boolean;
}

/**
 * The presenter view for a projector: one question at a time in large type, the audience's
 * bars against everyone's, Previous and Next as buttons and on the arrow keys (Page Up/Down of a
 * clicker too), Escape to leave. A modal dialog (`showModal`): the page behind it is inert while
 * it is open, and focus goes back to the button that opened it (EventResultsView.tsx). It
 * follows the live results like the page does.
 */
export default function Presenter({ questions, results, messages, onLeave, focusFirst }: Props) {
  const [index, setIndex] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const count = questions.length;
  const question = questions[index];
  const t = (key: string, vars = {}) => format(messages, key, vars);

  // Modal before its first paint (removing it ends that), and before the focus effect below.
  useLayoutEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || keyStaysInControl(e.target, e.key)) return;
      const next = nextSlide(index, count, e.key);
      if (next === null) return;
      e.preventDefault();
      setIndex(next);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, count]);

  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || focusFirst) heading.current?.focus();
    opened.current = true;
  }, [index, focusFirst]);

  if (!question) return null;
  const result = results.questions.find((q) => q.global_id === question.id);
  return (
    // Escape cancels a modal dialog: the view is left as with its button, before the browser
    // hides it. Without a user activation since it opened (the address opened it) the browser
    // closes it without a cancel: its close leaves the view too.
    <dialog
      ref={dialog}
      className="presenter"
      aria-labelledby="presenter-question"
      data-presenter
      onCancel={(e) => {
        e.preventDefault();
        onLeave();
      }}
      onClose={onLeave}
    >
      <div className="presenter-top">
        <p className="presenter-count">
          {t('results.questionNumber', { number: index + 1, total: count })} ·{' '}
          <span data-presenter-participants>{t('results.participants', { count: results.participants })}</span>
        </p>
        <button type="button" className="secondary" onClick={onLeave}>
          {t('results.leavePresent')}
        </button>
      </div>
      <h2 id="presenter-question" tabIndex={-1} ref={heading}>
        {question.text}
      </h2>
      <p className="presenter-answered">{t('results.answered', { count: result?.answered ?? 0 })}</p>
      <AnswerBars question={question} result={result} messages={messages} />
      <div className="presenter-nav">
        <button type="button" disabled={index === 0} onClick={() => setIndex(nextSlide(index, count, -1) ?? index)}>
          <span aria-hidden="true">← </span>
          {t('results.previous')}
        </button>
        <button
          type="button"
          disabled={index === count - 1}
          onClick={() => setIndex(nextSlide(index, count, 1) ?? index)}
        >
          {t('results.next')}
          <span aria-hidden="true"> →</span>
        </button>
      </div>
      <p className="meta">{t('results.presentKeys')}</p>
    </dialog>
  );
}
