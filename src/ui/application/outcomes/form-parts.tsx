// After a refused submit: the error summary at the top of the form, naming each field in error,
// takes focus, so keyboard and screen-reader users hear what to fix and can jump to it.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useErrorSummary } from '../../forms/error-summary';

/** The form's ref and its summary; each time a submit finds errors (`attempt` counts them) the summary shows them. */
export function useFormErrors(attempt: number): { form: RefObject<HTMLFormElement | null>; summary: ReactNode } {
  const form = useRef<HTMLFormElement>(null);
  const { summary, show } = useErrorSummary();
  useEffect(() => {
    if (attempt > 0) show(form.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refused submit
  }, [attempt]);
  return { form, summary };
}
