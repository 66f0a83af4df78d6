// Focus on the first field in error after a submit, so keyboard and screen-reader users land on it.
import { useEffect, useRef, type RefObject } from 'react';
import { focusFirstError } from '../page-parts';

/** Moves focus to the form's first invalid field each time a submit finds errors (`attempt` counts submits). */
export function useFocusFirstError(attempt: number): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt === 0) return;
    focusFirstError(form.current);
  }, [attempt]);
  return form;
}
