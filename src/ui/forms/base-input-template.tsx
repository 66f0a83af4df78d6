import type { BaseInputTemplateProps } from '@rjsf/utils';
import { describedBy, translate, type FormContext } from './form-context';

export const INPUT_CLASS =
  'block w-full rounded-control border border-line bg-surface px-3 py-3 text-base text-ink aria-[invalid=true]:border-2 aria-[invalid=true]:border-error';

/** Text-like inputs: the spec's messages are the app's own, so the browser's validation stays off. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, options, rawErrors, uiSchema, placeholder, registry } = props;
  const context = registry.formContext as FormContext | undefined;
  const inputType = (options.inputType as string | undefined) ?? (props.type === 'number' ? 'text' : (props.type ?? 'text'));
  const hasError = Boolean(rawErrors?.length);
  return (
    <input
      id={id}
      name={id}
      type={inputType}
      className={INPUT_CLASS}
      value={value ?? ''}
      required={required}
      disabled={disabled || readonly}
      autoComplete={(uiSchema?.['ui:autocomplete'] as string | undefined) ?? 'off'}
      inputMode={options.inputMode as 'numeric' | undefined}
      maxLength={options.maxLength as number | undefined}
      placeholder={placeholder && context ? translate(context.t, placeholder) : placeholder}
      aria-invalid={hasError}
      aria-describedby={describedBy(id, { hasHelp: Boolean(uiSchema?.['ui:help']), hasError })}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
