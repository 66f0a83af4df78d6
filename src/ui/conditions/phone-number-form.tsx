// The missing-phone request: the number is saved as the identity's Phone alias (spec 001 §5), then
// the request is closed.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { completeCondition, savePhoneAlias } from '@/api/conditions';
import { phoneNumberProblem } from '@/engine/validation/phone-number';
import { formatPhoneInput } from '@/engine/format/phone-input';
import { useApi } from '../api/api-context';
import { ErrorAlert, SubmitButton, TextField } from '../application/page-parts';
import { useErrorSummary } from '../forms/error-summary';
import { useFailureText } from '../api/failure-text';

export function PhoneNumberForm(props: { uuid: string; conditionUuid: string; button: string; onDone: () => void }) {
  const { t } = useTranslation('conditions');
  const failureText = useFailureText();
  const request = useApi();
  const [phone, setPhone] = useState('');
  const [showError, setShowError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = showError ? phoneNumberProblem(phone) : null;
  const { summary, show: showErrors } = useErrorSummary();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowError(true);
    if (phoneNumberProblem(phone)) return;
    setBusy(true);
    setFailure(null);
    try {
      await savePhoneAlias(request, phone);
      await completeCondition(request, props.uuid, props.conditionUuid);
      props.onDone();
    } catch (error) {
      setFailure(failureText(error, t('common:forms.genericError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} onSubmitCapture={(event) => showErrors(event.currentTarget)} className="max-w-xl space-y-5">
      {summary}
      <ErrorAlert message={failure} />
      <TextField
        label={t('phone.label')}
        hint={t('phone.hint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={17}
        value={formatPhoneInput(phone).display}
        error={problem ? t(`registration:errors.${problem}`) : undefined}
        onChange={(event) => setPhone(formatPhoneInput(event.target.value).digits)}
      />
      <SubmitButton busy={busy}>{props.button}</SubmitButton>
    </form>
  );
}
