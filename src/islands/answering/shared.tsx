/**
 * Small pieces the answering islands share: the question data a page hands in, the current
 * path as state (pages that serve several routes switch views with the History API), and focus
 * moving to the new content after each step. The answer options are AnswerOptions.tsx.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { go } from '#src/navigation/router.ts';
import type { RouteMatch } from '#src/domain/routes.ts';
import { $route } from '#src/navigation/route.ts';

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
        (scrollTo as typeof scrollTo | undefined)?.(0, 0); // a test DOM may lack it
      }),
    [],
  );
  return [route, go];
}

/** A string that changes exactly when the route or its parameters do (a focus key). */
export function routeKey(route: RouteMatch | null): string {
  return route ? `${route.lang}:${route.name}:${JSON.stringify(route.params)}` : '';
}

/**
 * True after the first client render: the island replaces the static markup then. A layout
 * effect, so the static markup goes and the island's own comes in one paint: with an effect a
 * frame showed neither, and the page below jumped up and back (a layout shift without input,
 * now that islands hydrate by themselves).
 */
export function useMounted(staticSelector: string): boolean {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => {
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

export function QuestionImage({ image }: { image: ImageData | null }) {
  return image ? (
    <img className="question-image" src={image.url} alt={image.alt} width={image.width} height={image.height} />
  ) : null;
}
