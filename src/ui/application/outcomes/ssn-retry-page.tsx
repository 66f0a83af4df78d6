// credit/social (CREDIT_NO_MATCH): the soft credit pull found no file; the borrower gives the full
// SSN (the contact step's field) and the pull runs again.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { retryWithSsn } from '@/api/review';
import { ssnProblem } from '@/engine/start/ssn';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, SubmitButton, useStepAction } from '../page-parts';
import { SsnField } from '../start/ssn-field';
import { useFormErrors } from './form-parts';
import { SupportLine } from './outcome-parts';

export default function SsnRetryPage() {
  const { t } = useTranslation('outcomes');
  const request = useApi();
  const { application } = useApplicationOutlet();
  const { run, busy, error } = useStepAction();
  const [digits, setDigits] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const { form, summary } = useFormErrors(attempt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = ssnProblem(digits);
    setFieldError(problem ? t(problem === 'required' ? 'ssn.required' : 'ssn.invalid') : undefined);
    setAttempt((n) => n + 1);
    if (!problem) void run(() => retryWithSsn(request, application.uuid, digits));
  };

  return (
    <ApplicationPage title={t('ssn.title')} intro={t('ssn.intro')}>
      <form ref={form} noValidate onSubmit={submit} className="space-y-6">
        {summary}
        <ErrorAlert message={error} />
        <div className="max-w-md">
          <SsnField label={t('ssn.label')} hint={t('ssn.hint')} value={digits} onChange={setDigits} error={fieldError} />
        </div>
        <SubmitButton busy={busy}>{t('tryAgain')}</SubmitButton>
      </form>
      <SupportLine />
    </ApplicationPage>
  );
}
