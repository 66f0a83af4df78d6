import type { FieldTemplateProps } from '@rjsf/utils';
import { errorId, helpId, isShown, translate, type FormContext } from './form-context';

/** Widgets that render a group of controls: labelled by a fieldset legend, not a label element. */
const GROUP_WIDGETS = new Set(['radioCards', 'dateOfBirth']);
/** Widgets that carry their own label beside the control. */
const SELF_LABELLED = new Set(['checkbox', 'esignConsent', 'smsConsent']);

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, hidden, required, displayLabel, uiSchema, registry, schema } = props;
  const context = registry.formContext as FormContext | undefined;
  if (hidden || !isShown(uiSchema, context)) return null;
  const t = context?.t;
  const error = rawErrors?.[0];
  const widget = String(uiSchema?.['ui:widget'] ?? '');
  const help = rawHelp && t ? translate(t, rawHelp) : rawHelp;
  const text = t ? translate(t, label) : label;
  const isObject = schema.type === 'object';
  const hideLabel = uiSchema?.['ui:options'] && (uiSchema['ui:options'] as { hideLabel?: boolean }).hideLabel;

  const messages = (
    <>
      {help && (
        <p id={helpId(id)} className="mt-1 text-sm text-muted">
          {help}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="mt-1 text-sm font-semibold text-error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
    </>
  );

  if (isObject) return <div className="space-y-4">{children}</div>;

  if (GROUP_WIDGETS.has(widget)) {
    return (
      <fieldset className="space-y-2" aria-describedby={error ? errorId(id) : undefined}>
        <legend className={hideLabel ? 'sr-only' : 'mb-2 font-semibold'}>
          {text}
          {required && t && <span className="sr-only"> {t('common:requiredField')}</span>}
        </legend>
        {children}
        {messages}
      </fieldset>
    );
  }

  return (
    <div className="space-y-1">
      {displayLabel && !SELF_LABELLED.has(widget) && (
        <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block font-semibold'}>
          {text}
        </label>
      )}
      {children}
      {messages}
    </div>
  );
}
