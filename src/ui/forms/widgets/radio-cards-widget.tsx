import type { WidgetProps } from '@rjsf/utils';
import { errorId, translate, type FormContext } from '../form-context';

/** Large radio cards (occupancy, yes/no): native radios in the field's fieldset, so arrows and Space work. */
export function RadioCardsWidget({ id, value, options, onChange, onBlur, onFocus, rawErrors, uiSchema, registry, disabled }: WidgetProps) {
  const context = registry.formContext as FormContext | undefined;
  const t = (key?: string) => (context && key ? translate(context.t, key) : (key ?? ''));
  const names = (uiSchema?.['ui:enumNames'] as string[] | undefined) ?? [];
  const hints = (uiSchema?.['ui:enumDescriptions'] as string[] | undefined) ?? [];
  const columns = (options.columns as number | undefined) === 2 ? 'sm:grid-cols-2' : '';
  const hasError = Boolean(rawErrors?.length);
  return (
    <div className={`grid gap-3 ${columns}`} id={id}>
      {(options.enumOptions ?? []).map((option, index) => {
        const optionId = `${id}-${index}`;
        const checked = value === option.value;
        return (
          <label
            key={String(option.value)}
            htmlFor={optionId}
            className={`flex cursor-pointer items-start gap-3 rounded-card border-2 bg-surface p-4 ${
              checked ? 'border-primary' : hasError ? 'border-error' : 'border-line'
            }`}
          >
            <input
              id={optionId}
              type="radio"
              name={id}
              className="mt-1 h-5 w-5 accent-[var(--brand-primary)]"
              value={String(option.value)}
              checked={checked}
              disabled={disabled}
              aria-describedby={hasError ? errorId(id) : undefined}
              onChange={() => onChange(option.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <span>
              <span className="block font-semibold">{t(names[index]) || String(option.label)}</span>
              {hints[index] && <span className="block text-sm text-muted">{t(hints[index])}</span>}
            </span>
          </label>
        );
      })}
    </div>
  );
}
