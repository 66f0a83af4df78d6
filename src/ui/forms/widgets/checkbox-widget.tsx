import type { WidgetProps } from '@rjsf/utils';
import { SafeTrans } from '../../shell/safe-trans';
import { describedBy, type FormContext } from '../form-context';

/** A consent checkbox whose label is copy with links (terms, privacy) taken from lender data. */
export function CheckboxWidget({ id, value, onChange, onBlur, onFocus, rawErrors, label, registry, disabled, required }: WidgetProps) {
  const context = registry.formContext as FormContext;
  const hasError = Boolean(rawErrors?.length);
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={id}
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0 accent-[var(--brand-primary)]"
        checked={value === true}
        required={required}
        disabled={disabled}
        aria-invalid={hasError}
        aria-describedby={describedBy(id, { hasHelp: false, hasError })}
        onChange={(event) => onChange(event.target.checked ? true : undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label htmlFor={id} className="text-base">
        <SafeTrans i18nKey={label} values={context.copyValues} links={context.links} />
      </label>
    </div>
  );
}
