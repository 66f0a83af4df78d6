// Form pieces the review pages share: a checkbox that must be ticked (with its error linked), and
// focus on the first field in error after a submit, so keyboard and screen-reader users land on it.
import { useEffect, useId, useRef, type RefObject } from 'react';

export function RequiredCheckbox({
  label,
  checked,
  onChange,
  error,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-6 w-6 shrink-0 accent-[var(--brand-primary)]"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Moves focus to the form's first invalid field each time a submit finds errors (`attempt` counts submits). */
export function useFocusFirstError(attempt: number): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt === 0) return;
    // A radio group in error marks its fieldset, not each radio.
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')?.focus();
  }, [attempt]);
  return form;
}
