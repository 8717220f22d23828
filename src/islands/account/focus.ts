/** Focus after a step, so keyboard and screen-reader users land on what changed. */
import { useEffect, useRef } from 'react';

/** A ref that takes focus when the element mounts (new content after a step). */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/** Focuses the first invalid field of a form after a refusal; false when none is marked. */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const el = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  el?.focus();
  return Boolean(el);
}
