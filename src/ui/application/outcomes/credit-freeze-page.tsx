// credit/error (SOFT_ or HARD_CREDIT_LOCKED_OR_FROZEN): the credit report is frozen or locked. The
// borrower lifts it at the bureau, confirms, and asks for the pull to run again.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { retryAfterFreeze } from '@/api/review';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, CheckboxField, ErrorAlert, SubmitButton, useStepAction } from '../page-parts';
import { CreditBureaus } from './credit-bureaus';
import { useFormErrors } from './form-parts';
import { NextSteps, SupportLine } from './outcome-parts';

export default function CreditFreezePage() {
  const { t } = useTranslation('outcomes');
  const request = useApi();
  const { application, status } = useApplicationOutlet();
  const { run, busy, error } = useStepAction();
  const [lifted, setLifted] = useState(false);
  const [missing, setMissing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { form, summary } = useFormErrors(attempt);
  const hard = status.checklistStatus === 'HARD_CREDIT_LOCKED_OR_FROZEN';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!lifted);
    setAttempt((n) => n + 1);
    if (lifted) void run(() => retryAfterFreeze(request, application.uuid));
  };

  return (
    <ApplicationPage title={t('frozen.title')} intro={t(hard ? 'frozen.introHard' : 'frozen.intro')}>
      <NextSteps copyKey="frozen.steps" title={t('frozen.stepsTitle')} />
      <CreditBureaus />
      <form ref={form} noValidate onSubmit={submit} className="space-y-6">
        {summary}
        <ErrorAlert message={error} />
        <CheckboxField
          label={t('frozen.confirm')}
          checked={lifted}
          onChange={(checked) => {
            setLifted(checked);
            if (checked) setMissing(false);
          }}
          error={missing ? t('frozen.confirmRequired') : undefined}
        />
        <SubmitButton busy={busy}>{t('tryAgain')}</SubmitButton>
      </form>
      <SupportLine />
    </ApplicationPage>
  );
}
