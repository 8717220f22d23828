/**
 * Small pieces the answering islands share: the question data a page hands in, the answer
 * buttons, the current path as state (pages that serve several routes switch views with the
 * History API), and focus moving to the new content after each step.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { go } from '#src/navigation/router.ts';
import type { RouteMatch } from '#src/domain/routes.ts';
import { $route } from '#src/stores/route.ts';
import { percentText } from './percent.ts';
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

/**
 * The current route (the `$route` store, from the route table), kept in step with in-page
 * navigation (`go`, src/navigation/router.ts) and the back button. The view switches
 * synchronously inside the router's view transition.
 */
export function useRoute(): [RouteMatch | null, (path: string) => void] {
  const [route, setRoute] = useState(() => $route.get());
  useEffect(
    () =>
      $route.listen((next) => {
        // The head script's view marks belong to the static views, which the island replaces.
        document.documentElement.removeAttribute('data-view');
        document.documentElement.removeAttribute('data-question');
        flushSync(() => setRoute(next));
        scrollTo?.(0, 0);
      }),
    [],
  );
  return [route, go];
}

/** A string that changes exactly when the route or its parameters do (a focus key). */
export function routeKey(route: RouteMatch | null): string {
  return route ? `${route.lang}:${route.name}:${JSON.stringify(route.params)}` : '';
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
  /** After answering: the share (0 to 1) of learners who chose each answer, by answer id (src/stores/shares.ts). */
  readonly shares?: Readonly<Record<string, number>> | null;
  readonly label: string;
}

export function AnswerButtons({ question, disabled, chosen, onChoose, marks = {}, shares = null, label }: AnswerButtonsProps) {
  return (
    <ol className={question.answersAsImages ? 'answers answers-images answer-buttons' : 'answers answer-buttons'} aria-label={label}>
      {question.answers.map((a) => {
        const share = shares?.[a.id];
        return (
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
              {share !== undefined && <ShareBadge share={share} />}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** The share of learners who chose an answer: the percentage, over a bar as long (the bar is decoration). */
function ShareBadge({ share }: { share: number }) {
  return (
    <span className="answer-share" data-share="">
      {' '}
      <span className="answer-share-bar" style={{ width: `${Math.round(share * 100)}%` }} aria-hidden="true" />
      <span className="answer-share-text">{percentText(share)}</span>
    </span>
  );
}

export function QuestionImage({ image }: { image: ImageData | null }) {
  return image ? <img className="question-image" src={image.url} alt={image.alt} width={image.width} height={image.height} /> : null;
}
