import { useId, type TextareaHTMLAttributes } from 'react';
import { INPUT_CLASS } from '../forms/base-input-template';

/** The spec's text area height. */
export const TEXT_AREA_ROWS = 5;

/** A labelled text area with its hint and error linked by aria-describedby (as TextField for inputs). */
export function TextAreaField({
  label,
  hint,
  error,
  id: givenId,
  ...textarea
}: { label: string; hint?: string | undefined; error?: string | undefined } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const id = givenId ?? generated;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={TEXT_AREA_ROWS}
        className={`${INPUT_CLASS} resize-y`}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-error">
          {error}
        </p>
      )}
    </div>
  );
}
