// The frame every single-control field shares: a visible label, an optional hint, the control, and
// its error, with the hint and error linked to the control by aria-describedby.
import { useId, type ReactNode } from 'react';

export interface FieldText {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/** The attributes that tie a control to its frame's label, hint and error. */
export interface ControlLinks {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function LabelledField({
  label,
  hint,
  error,
  id: givenId,
  control,
}: FieldText & { id?: string | undefined; control: (links: ControlLinks) => ReactNode }) {
  const generated = useId();
  const id = givenId ?? generated;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
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
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-error">
          {error}
        </p>
      )}
    </div>
  );
}
