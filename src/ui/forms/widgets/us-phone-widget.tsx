import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { formatPhoneInput } from '@/engine/format/phone-input';
import { INPUT_CLASS } from '../base-input-template';
import { describedBy, type FormContext } from '../form-context';

/** Countries of the North American numbering plan the services accept: +1 and ten digits, formatted alike. */
const COUNTRIES = [
  { code: 'US', label: 'US +1' },
  { code: 'CA', label: 'CA +1' },
] as const;

/** US mobile number, formatted as typed; the form holds digits only. */
export function UsPhoneWidget({ id, value, onChange, onBlur, onFocus, rawErrors, uiSchema, registry, disabled, required }: WidgetProps) {
  const t = (registry.formContext as FormContext).t;
  const [country, setCountry] = useState<string>(COUNTRIES[0].code);
  const hasError = Boolean(rawErrors?.length);
  const { display } = formatPhoneInput(typeof value === 'string' ? value : '');
  return (
    <div className="flex items-stretch gap-2">
      <label htmlFor={`${id}-country`} className="sr-only">
        {t('common:forms.phoneCountry')}
      </label>
      <select
        id={`${id}-country`}
        className="rounded-control border border-line bg-surface px-2 text-ink"
        value={country}
        disabled={disabled}
        onChange={(event) => setCountry(event.target.value)}
      >
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.label}
          </option>
        ))}
      </select>
      <input
        id={id}
        name={id}
        type="tel"
        inputMode="tel"
        autoComplete={(uiSchema?.['ui:autocomplete'] as string | undefined) ?? 'tel-national'}
        className={INPUT_CLASS}
        value={display}
        required={required}
        disabled={disabled}
        maxLength={17}
        aria-invalid={hasError}
        aria-describedby={describedBy(id, { hasHelp: Boolean(uiSchema?.['ui:help']), hasError })}
        onChange={(event) => {
          const { digits } = formatPhoneInput(event.target.value);
          onChange(digits === '' ? undefined : digits);
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </div>
  );
}
