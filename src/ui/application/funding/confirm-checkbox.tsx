// A confirmation the borrower must tick, with its error linked for screen readers.
import { useId } from 'react';

export function ConfirmCheckbox(props: {
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
          className="mt-1 h-6 w-6 shrink-0 accent-[var(--brand-primary)]"
          checked={props.checked}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={(event) => props.onChange(event.target.checked)}
        />
        <label htmlFor={id}>{props.label}</label>
      </div>
      {props.error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
