// bpo/estimate-value (NO_AVM, BPO_ESTIMATE): no automated valuation exists, so the borrower gives
// their own estimate of the home's value; a broker price opinion is ordered next.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendHomeEstimate } from '@/api/review';
import { formatMoney } from '@/engine/format/format';
import { estimateProblem, HOME_ESTIMATE_BOUNDS, parseDollars } from '@/engine/review/home-value';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, SubmitButton, TextField, useStepAction } from '../page-parts';
import { useFormErrors } from './form-parts';
import { SupportLine } from './outcome-parts';

export default function HomeEstimatePage() {
  const { t } = useTranslation('outcomes');
  const request = useApi();
  const { application } = useApplicationOutlet();
  const { run, busy, error } = useStepAction();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const { form, summary } = useFormErrors(attempt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = estimateProblem(text);
    const amount = formatMoney(problem === 'tooHigh' ? HOME_ESTIMATE_BOUNDS.max : HOME_ESTIMATE_BOUNDS.min);
    setFieldError(problem ? t(`estimate.${problem}`, { amount }) : undefined);
    setAttempt((n) => n + 1);
    const value = parseDollars(text);
    if (!problem && value !== null) void run(() => sendHomeEstimate(request, application.uuid, value));
  };

  return (
    <ApplicationPage title={t('estimate.title')} intro={t('estimate.intro')}>
      <form ref={form} noValidate onSubmit={submit} className="max-w-md space-y-6">
        {summary}
        <ErrorAlert message={error} />
        <TextField
          label={t('estimate.label')}
          hint={t('estimate.hint')}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          error={fieldError}
          onChange={(event) => setText(event.target.value)}
        />
        <SubmitButton busy={busy}>{t('estimate.submit')}</SubmitButton>
      </form>
      <SupportLine />
    </ApplicationPage>
  );
}
