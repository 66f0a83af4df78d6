import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SummaryError {
  /** The id of the field's control (or of the group holding it). */
  id: string;
  message: string;
}

/** Moves focus to the field: its own control, or the first control inside its group. */
function focusField(id: string) {
  const element = document.getElementById(id);
  const target = element?.matches('input, select, textarea') ? element : element?.querySelector<HTMLElement>('input, select, textarea');
  target?.focus();
  target?.scrollIntoView({ block: 'center' });
}

/** The form's errors at the top: takes focus when shown, each links to its field. */
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
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
