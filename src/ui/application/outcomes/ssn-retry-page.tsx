// credit/social (CREDIT_NO_MATCH): the soft credit pull found no file; the borrower gives the full
// SSN and the pull runs again. Masked by default, with a reveal toggle, formatted while typing.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { retryWithSsn } from '@/api/review';
import { formatSsn, ssnDigits, ssnProblem } from '@/engine/start/ssn';
import { useApi } from '../../api/api-context';
import { INPUT_CLASS } from '../../forms/base-input-template';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, SubmitButton, useStepAction } from '../page-parts';
import { useFocusFirstError } from './form-parts';
import { SupportLine } from './outcome-parts';

export default function SsnRetryPage() {
  const { t } = useTranslation('outcomes');
  const request = useApi();
  const { application } = useApplicationOutlet();
  const { run, busy, error } = useStepAction();
  const id = useId();
  const [digits, setDigits] = useState('');
  const [revealed, setRevealed] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const form = useFocusFirstError(attempt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = ssnProblem(digits);
    setFieldError(problem ? t(problem === 'required' ? 'ssn.required' : 'ssn.invalid') : undefined);
    setAttempt((n) => n + 1);
    if (!problem) void run(() => retryWithSsn(request, application.uuid, digits));
  };

  const described = [`${id}-hint`, fieldError && `${id}-error`].filter(Boolean).join(' ');
  return (
    <ApplicationPage title={t('ssn.title')} intro={t('ssn.intro')}>
      <form ref={form} noValidate onSubmit={submit} className="space-y-6">
        <ErrorAlert message={error} />
        <div className="max-w-md space-y-1">
          <label htmlFor={id} className="block font-semibold">
            {t('ssn.label')}
          </label>
          <p id={`${id}-hint`} className="text-sm text-muted">
            {t('ssn.hint')}
          </p>
          <div className="flex gap-2">
            <input
              id={id}
              // A password field keeps the number off the screen until the borrower reveals it.
              type={revealed ? 'text' : 'password'}
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              maxLength={11}
              className={`${INPUT_CLASS} font-mono tracking-wider`}
              value={formatSsn(digits)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={described}
              onChange={(event) => setDigits(ssnDigits(event.target.value))}
            />
            <button
              type="button"
              className="min-h-12 min-w-20 rounded-button border-2 border-primary bg-surface px-4 font-semibold text-primary"
              // The name changes with the state and contains the visible word, for voice control users.
              aria-label={t(revealed ? 'ssn.hideLabel' : 'ssn.showLabel')}
              onClick={() => setRevealed((r) => !r)}
            >
              {revealed ? t('ssn.hide') : t('ssn.show')}
            </button>
          </div>
          {fieldError && (
            <p id={`${id}-error`} className="text-sm font-semibold text-error">
              {fieldError}
            </p>
          )}
        </div>
        <SubmitButton busy={busy}>{t('tryAgain')}</SubmitButton>
      </form>
      <SupportLine />
    </ApplicationPage>
  );
}
