import type { WidgetProps } from '@rjsf/utils';
import { INPUT_CLASS } from '../base-input-template';
import { describedBy, translate, type FormContext } from '../form-context';

export function SelectWidget({
  id,
  value,
  options,
  onChange,
  onBlur,
  onFocus,
  rawErrors,
  uiSchema,
  registry,
  disabled,
  placeholder,
}: WidgetProps) {
  const context = registry.formContext as FormContext | undefined;
  const t = (key?: string) => (context && key ? translate(context.t, key) : (key ?? ''));
  const names = (uiSchema?.['ui:enumNames'] as string[] | undefined) ?? [];
  const hasError = Boolean(rawErrors?.length);
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptions.findIndex((o) => o.value === value);
  return (
    <select
      id={id}
      name={id}
      className={INPUT_CLASS}
      value={selected === -1 ? '' : String(selected)}
      disabled={disabled}
      aria-invalid={hasError}
      aria-describedby={describedBy(id, { hasHelp: Boolean(uiSchema?.['ui:help']), hasError })}
      onChange={(event) => onChange(event.target.value === '' ? undefined : enumOptions[Number(event.target.value)]?.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      {placeholder !== undefined && selected === -1 && <option value="">{t(placeholder)}</option>}
      {enumOptions.map((option, index) => (
        <option key={String(option.value)} value={String(index)}>
          {t(names[index]) || String(option.label)}
        </option>
      ))}
    </select>
  );
}
