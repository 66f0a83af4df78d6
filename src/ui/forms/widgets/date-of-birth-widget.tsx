import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { INPUT_CLASS } from '../base-input-template';
import { errorId, type FormContext } from '../form-context';

const pad = (value: string, length: number) => (value === '' ? '' : value.padStart(length, '0'));

/** Month, day and year as three labelled inputs; the form holds year-MM-dd once all three are there. */
export function DateOfBirthWidget({ id, value, onChange, rawErrors, registry, disabled }: WidgetProps) {
  const t = (registry.formContext as FormContext).t;
  const [initialYear = '', initialMonth = '', initialDay = ''] = typeof value === 'string' ? value.split('-') : [];
  const [parts, setParts] = useState({ month: initialMonth, day: initialDay, year: initialYear });
  const hasError = Boolean(rawErrors?.length);

  const update = (part: keyof typeof parts, text: string) => {
    const next = { ...parts, [part]: text.replace(/\D/g, '') };
    setParts(next);
    // A short year ('80') is passed on as typed, so the form can ask for it in full.
    const complete = next.year !== '' && next.month !== '' && next.day !== '';
    onChange(complete ? `${next.year}-${pad(next.month, 2)}-${pad(next.day, 2)}` : undefined);
  };

  const field = (part: keyof typeof parts, label: string, maxLength: number, autoComplete: string, width: string) => (
    <div className={width}>
      <label htmlFor={`${id}-${part}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${part}`}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={maxLength}
        className={INPUT_CLASS}
        value={parts[part]}
        disabled={disabled}
        aria-invalid={hasError}
        aria-describedby={hasError ? errorId(id) : undefined}
        onChange={(event) => update(part, event.target.value)}
      />
    </div>
  );

  return (
    <div className="flex gap-3" id={id}>
      {field('month', t('common:forms.month'), 2, 'bday-month', 'w-20')}
      {field('day', t('common:forms.day'), 2, 'bday-day', 'w-20')}
      {field('year', t('common:forms.year'), 4, 'bday-year', 'w-28')}
    </div>
  );
}
