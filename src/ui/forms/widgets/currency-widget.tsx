import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { formatGrouped } from '@/engine/format/format';
import { INPUT_CLASS } from '../base-input-template';
import { describedBy } from '../form-context';

const grouped = (value: number) => formatGrouped(value, 2);

/** Whole dollars with thousands separators while typing; the form holds a number (or nothing). */
export function CurrencyWidget({ id, value, onChange, onBlur, onFocus, rawErrors, uiSchema, disabled, required }: WidgetProps) {
  const [text, setText] = useState(typeof value === 'number' ? grouped(value) : '');
  const hasError = Boolean(rawErrors?.length);
  return (
    <div className="relative">
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted">
        $
      </span>
      <input
        id={id}
        name={id}
        type="text"
        inputMode="decimal"
        className={`${INPUT_CLASS} pl-7`}
        value={text}
        required={required}
        disabled={disabled}
        aria-invalid={hasError}
        aria-describedby={describedBy(id, { hasHelp: Boolean(uiSchema?.['ui:help']), hasError })}
        onChange={(event) => {
          const cleaned = event.target.value.replace(/[^0-9.]/g, '');
          const number = cleaned === '' ? undefined : Number(cleaned);
          setText(number === undefined || Number.isNaN(number) ? cleaned : cleaned.endsWith('.') ? cleaned : grouped(number));
          onChange(number === undefined || Number.isNaN(number) ? undefined : number);
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </div>
  );
}
