/**
 * Small pieces the answering islands share: the question data a page hands in, the answer
 * buttons, the current path as state (pages that serve several routes switch views with the
 * History API), and focus moving to the new content after each step.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import './answering.css';

export interface ImageData {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

export interface AnswerOption {
  readonly id: string;
  readonly text: string;
  readonly image: ImageData | null;
}

export interface QuestionData {
  readonly id: string;
  readonly text: string;
  readonly image: ImageData | null;
  readonly answersAsImages: boolean;
  readonly answers: readonly AnswerOption[];
}

/** The pathname, kept in step with pushState navigation and the back button. */
export function usePathname(): [string, (path: string) => void] {
  const [path, setPath] = useState(() => (typeof location === 'undefined' ? '/' : location.pathname));
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const go = (next: string) => {
    // A newer build is live (src/scripts/build-watch.ts): load the next view from it in full.
    if (document.documentElement.dataset['staleBuild']) return location.assign(next);
    if (next !== location.pathname) history.pushState(null, '', next);
    // The head script's view marks belong to the static views, which the island replaces.
    document.documentElement.removeAttribute('data-view');
    document.documentElement.removeAttribute('data-question');
    setPath(next);
    scrollTo?.(0, 0);
  };
  return [path, go];
}

/** True after the first client render: the island replaces the static markup then. */
export function useMounted(staticSelector: string): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    for (const el of document.querySelectorAll(staticSelector)) el.setAttribute('hidden', '');
    setMounted(true);
  }, [staticSelector]);
  return mounted;
}

/** Focuses the referenced heading whenever `key` changes (after the first render). */
export function useFocusOn(key: string, ref: RefObject<HTMLElement | null>, enabled = true): void {
  const first = useRef(true);
  useEffect(() => {
    if (!enabled) return;
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [key, enabled, ref]);
}

export interface AnswerButtonsProps {
  readonly question: QuestionData;
  readonly disabled: boolean;
  readonly chosen: string | null;
  readonly onChoose: (answerId: string) => void;
  /** Marks per answer after answering (practice pages only), e.g. "Correct answer". */
  readonly marks?: Readonly<Record<string, string>>;
  readonly label: string;
}

export function AnswerButtons({ question, disabled, chosen, onChoose, marks = {}, label }: AnswerButtonsProps) {
  return (
    <ol className={question.answersAsImages ? 'answers answers-images answer-buttons' : 'answers answer-buttons'} aria-label={label}>
      {question.answers.map((a) => (
        <li key={a.id} data-answer={a.id} data-chosen={chosen === a.id ? '' : undefined}>
          <button type="button" className="answer-button" disabled={disabled} aria-pressed={chosen === a.id} onClick={() => onChoose(a.id)}>
            {question.answersAsImages && a.image ? (
              <figure>
                <img src={a.image.url} alt={a.text || a.image.alt} width={a.image.width} height={a.image.height} loading="lazy" />
                {a.text && <figcaption>{a.text}</figcaption>}
              </figure>
            ) : (
              <span>{a.text}</span>
            )}
            {marks[a.id] && <span className="answer-mark"> ({marks[a.id]})</span>}
          </button>
        </li>
      ))}
    </ol>
  );
}

export function QuestionImage({ image }: { image: ImageData | null }) {
  return image ? <img className="question-image" src={image.url} alt={image.alt} width={image.width} height={image.height} /> : null;
}
