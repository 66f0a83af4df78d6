import type { WidgetProps } from '@rjsf/utils';
import { formatPhoneInput } from '@/engine/format/phone-input';
import { INPUT_CLASS } from '../base-input-template';
import { describedBy } from '../form-context';

/** US mobile number, formatted as typed; the form holds digits only. */
export function UsPhoneWidget({ id, value, onChange, onBlur, onFocus, rawErrors, uiSchema, disabled, required }: WidgetProps) {
  const hasError = Boolean(rawErrors?.length);
  const { display } = formatPhoneInput(typeof value === 'string' ? value : '');
  return (
    <div className="flex items-stretch gap-2">
      <span className="flex items-center rounded-control border border-line bg-page px-3 text-muted" aria-hidden="true">
        🇺🇸 US
      </span>
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
