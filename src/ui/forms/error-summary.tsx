import { forwardRef, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SummaryError {
  /** The id of the field's control (or of the group holding it). */
  id: string;
  /** The field's label as the page shows it; the summary names the field with it. */
  label?: string;
  /** The legend of the group the field sits in, when other fields in the summary share its label. */
  group?: string;
  message: string;
}

/**
 * Moves focus to the field: its own control, or the first control inside its group. A control that
 * is disabled until something else is done (a document read to its end) cannot take focus: the
 * part of the page around it that can (tabindex -1) takes it instead.
 */
function focusField(id: string) {
  const element = document.getElementById(id);
  const control = element?.matches('input, select, textarea') ? element : element?.querySelector<HTMLElement>('input, select, textarea');
  const target = control?.matches(':disabled') ? control.closest<HTMLElement>('[tabindex="-1"]') : control;
  target?.focus();
  (target ?? control)?.scrollIntoView({ block: 'center' });
}

/** Text as a sighted reader sees it: without icons hidden from screen readers or words only they hear. */
function shownText(element: Element | null | undefined): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"], .sr-only')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The ids of error messages (`<field id>__error` in the rjsf theme, `<field id>-error` in the kit). */
const ERROR_ID = /(__|-)error$/;

/**
 * The fields of a form that show an error, in the order the page shows them, one entry per field:
 * a control with aria-invalid, or the fieldset of a group (radio cards, a date's three boxes). Each
 * is named by its label or legend, with the message of the error its aria-describedby names.
 */
export function invalidFields(form: HTMLElement | null): SummaryError[] {
  const found = new Map<Element, SummaryError>();
  for (const control of form?.querySelectorAll<HTMLElement>(
    '[aria-invalid="true"], fieldset[aria-describedby] :is(input, select, textarea)',
  ) ?? []) {
    const field = control.closest('fieldset[aria-describedby]') ?? control;
    const errorId = field
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => ERROR_ID.test(id));
    // A radio inside a label has no id of its own: the link then goes to its group.
    const id = control.id || field.id;
    if (found.has(field) || !errorId || !id) continue;
    const label = field === control ? form?.querySelector(`label[for="${CSS.escape(control.id)}"]`) : field.querySelector('legend');
    // A label that is a sentence ('I agree to …') loses its full stop before the message follows it.
    found.set(field, {
      id: control.id,
      label: shownText(label).replace(/[.:]$/, ''),
      group: shownText(field.parentElement?.closest('fieldset')?.querySelector(':scope > legend')),
      message: shownText(document.getElementById(errorId)),
    });
  }
  const errors = [...found.values()].filter((error) => error.message);
  if (!errors.some((error) => error.group)) return errors;
  // Fields the form repeats ('First name' for each owner) are told apart by their group ('Signer 2').
  const labels = [...(form?.querySelectorAll('label') ?? [])].map((label) => shownText(label).replace(/[.:]$/, ''));
  const repeated = (label: string | undefined) => labels.filter((text) => text === label).length > 1;
  return errors.map((error) => (error.group && repeated(error.label) ? error : { ...error, group: undefined }));
}

/** The form's errors at the top: takes focus when shown, each names its field and links to it. */
export const ErrorSummary = forwardRef<HTMLDivElement, { errors: SummaryError[] }>(function ErrorSummary({ errors }, ref) {
  const { t } = useTranslation('common');
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded-card border-2 border-error bg-surface p-4"
    >
      <h2 id="error-summary-title" className="text-lg font-bold text-error">
        {t('forms.errorSummary')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              className="font-semibold text-error underline"
              onClick={(event) => {
                event.preventDefault();
                focusField(error.id);
              }}
            >
              {error.label
                ? t('forms.summaryItem', {
                    label: error.group ? t('forms.summaryGroupedLabel', { label: error.label, group: error.group }) : error.label,
                    message: error.message,
                  })
                : error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

/** Forms whose typing already updates the summary. */
const watched = new WeakSet<HTMLElement>();

/**
 * One summary for a form. `show(form)` after a submit (a form's onSubmitCapture, or rjsf's onError)
 * lists what the fields say once React has drawn their messages, and moves focus to the list when
 * there is something to fix; a submit that finds nothing wrong empties it. While the person types,
 * a field whose message has gone leaves the list (it never grows before the next submit).
 */
export function useErrorSummary() {
  const [errors, setErrors] = useState<SummaryError[]>([]);
  // Counts the refused submits; focus moves once the summary they filled is on the page.
  const [refusals, setRefusals] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals) ref.current?.focus();
  }, [refusals]);
  const show = (form: HTMLElement | null) =>
    requestAnimationFrame(() => {
      const found = invalidFields(form);
      setErrors(found);
      if (found.length) setRefusals((n) => n + 1);
      if (!form || watched.has(form)) return;
      watched.add(form);
      const refresh = () =>
        requestAnimationFrame(() => {
          const now = invalidFields(form);
          setErrors((listed) => (listed.length ? now.filter((error) => listed.some((item) => item.id === error.id)) : listed));
        });
      form.addEventListener('input', refresh);
      form.addEventListener('change', refresh);
    });
  return { summary: <ErrorSummary ref={ref} errors={errors} />, show };
}
