// signing/additional (CO_DEED_REQ): the other owners on the deed, each invited by email to sign.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchProfile } from '@/api/application';
import { inviteCoDeeders } from '@/api/closing';
import { coDeederErrors, hasErrors, type CoDeederDraft } from '@/engine/closing/co-deeder-form';
import { useApi } from '../../api/api-context';
import { useErrorSummary } from '../../forms/error-summary';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, SECONDARY_BUTTON_CLASS, SubmitButton, useStepAction, TextField } from '../page-parts';
import { PROFILE_KEY } from '../../api/query-keys';

/** As many as the sandbox API accepts. */
const MAX_OWNERS = 4;
const EMPTY: CoDeederDraft = { firstName: '', lastName: '', email: '' };

export default function SigningAdditionalPage() {
  const { t } = useTranslation('closing');
  const request = useApi();
  const { application } = useApplicationOutlet();
  const profile = useSWR(PROFILE_KEY, () => fetchProfile(request), { revalidateOnFocus: false, shouldRetryOnError: false });
  const [owners, setOwners] = useState<CoDeederDraft[]>([EMPTY]);
  const [checked, setChecked] = useState(false);
  const { run, busy, error } = useStepAction();
  const { summary, show: showErrors } = useErrorSummary();
  const errors = coDeederErrors(owners, profile.data?.email as string | undefined);

  const update = (index: number, field: keyof CoDeederDraft, value: string) =>
    setOwners((list) => list.map((owner, i) => (i === index ? { ...owner, [field]: value } : owner)));
  const message = (key: string | undefined) => (checked && key ? t(`additional.${key}`) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (hasErrors(errors)) return;
    void run(() => inviteCoDeeders(request, application.uuid, owners));
  };

  return (
    <ApplicationPage title={t('additional.title')} intro={t('additional.lead')}>
      <form noValidate onSubmit={submit} onSubmitCapture={(event) => showErrors(event.currentTarget)} className="max-w-xl space-y-6">
        {summary}
        <ErrorAlert message={error} />
        {owners.map((owner, index) => (
          <fieldset key={index} className="space-y-4 rounded-card border border-line bg-surface p-4">
            <legend className="px-1 text-lg font-bold">{t('additional.signer', { number: index + 1 })}</legend>
            <TextField
              label={t('additional.firstName')}
              autoComplete="off"
              value={owner.firstName}
              error={message(errors[index]?.firstName)}
              onChange={(event) => update(index, 'firstName', event.target.value)}
            />
            <TextField
              label={t('additional.lastName')}
              autoComplete="off"
              value={owner.lastName}
              error={message(errors[index]?.lastName)}
              onChange={(event) => update(index, 'lastName', event.target.value)}
            />
            <TextField
              label={t('additional.email')}
              hint={t('additional.emailHint')}
              type="email"
              autoComplete="off"
              value={owner.email}
              error={message(errors[index]?.email)}
              onChange={(event) => update(index, 'email', event.target.value)}
            />
            {owners.length > 1 && (
              <button
                type="button"
                className="inline-flex min-h-11 items-center font-semibold text-primary underline"
                onClick={() => setOwners((list) => list.filter((_, i) => i !== index))}
              >
                {t('additional.remove', { number: index + 1 })}
              </button>
            )}
          </fieldset>
        ))}
        {owners.length < MAX_OWNERS && (
          <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={() => setOwners((list) => [...list, EMPTY])}>
            {t('additional.add')}
          </button>
        )}
        <div>
          <SubmitButton busy={busy}>{t('additional.submit')}</SubmitButton>
        </div>
      </form>
    </ApplicationPage>
  );
}
