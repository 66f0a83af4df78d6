// review-app/incorrect-pin (a frozen credit report with status.creditIncorrectPin): the bureau
// refused the freeze PIN. The borrower gives it again, or lifts the freeze themselves and says so;
// either way the credit pull runs again.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { retryAfterFreeze, retryWithFreezePin } from '@/api/review';
import { freezePinDigits, freezePinProblem } from '@/engine/review/freeze-pin';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, SECONDARY_BUTTON_CLASS, SubmitButton, TextField, useStepAction } from '../page-parts';
import { CreditBureaus } from './credit-bureaus';
import { useFormErrors } from './form-parts';
import { SupportLine } from './outcome-parts';

export default function IncorrectPinPage() {
  const { t } = useTranslation('outcomes');
  const request = useApi();
  const { application } = useApplicationOutlet();
  const { run, busy, error } = useStepAction();
  const [pin, setPin] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { form, summary } = useFormErrors(attempt);
  const problem = submitted ? freezePinProblem(pin) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setAttempt((n) => n + 1);
    if (!freezePinProblem(pin)) void run(() => retryWithFreezePin(request, application.uuid, freezePinDigits(pin)));
  };

  return (
    <ApplicationPage title={t('incorrectPin.title')} intro={t('incorrectPin.intro')}>
      <form ref={form} noValidate onSubmit={submit} className="space-y-6">
        {summary}
        <ErrorAlert message={error} />
        <div className="max-w-md">
          <TextField
            label={t('incorrectPin.pinLabel')}
            hint={t('incorrectPin.pinHint')}
            error={problem ? t(`incorrectPin.${problem}`) : undefined}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            onChange={(event) => setPin(event.target.value)}
          />
        </div>
        <SubmitButton busy={busy}>{t('tryAgain')}</SubmitButton>
      </form>
      <section aria-labelledby="lift-yourself" className="space-y-4">
        <h2 id="lift-yourself" className="text-xl font-semibold">
          {t('incorrectPin.liftTitle')}
        </h2>
        <p>{t('incorrectPin.liftIntro')}</p>
        <CreditBureaus />
        <button
          type="button"
          className={SECONDARY_BUTTON_CLASS}
          disabled={busy}
          onClick={() => void run(() => retryAfterFreeze(request, application.uuid))}
        >
          {t('incorrectPin.lifted')}
        </button>
      </section>
      <SupportLine />
    </ApplicationPage>
  );
}
