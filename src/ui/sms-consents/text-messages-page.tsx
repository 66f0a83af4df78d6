// /text-messages: the signed-in borrower's SMS consents, changed at any time. Each prompt as the
// communication-preferences service words it today, in the page's language, with the person's last
// answer and when; saving records both answers against the words shown (an opt-in names their
// version). A save that fails keeps the boxes as the person left them and says so.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchIdentity } from '@/api/auth';
import {
  fetchConsentState,
  recordConsents,
  SMS_CONSENT_TYPES,
  type ConsentPrompt,
  type ConsentState,
  type SmsConsentType,
} from '@/api/comms-prefs';
import { ApiError } from '@/api/request';
import { formatUsPhone } from '@/engine/format/format';
import { useApi } from '../api/api-context';
import { useFailureText } from '../api/failure-text';
import { ApplicationPage, ErrorAlert, SubmitButton } from '../application/page-parts';
import { useLender } from '../lender/lender-context';
import { clearPendingSmsChoices } from './pending-sms-choices';
import { SmsPromptCheckbox, useConsentPrompt } from './sms-prompt';

function useDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' });
  return (iso: string) => format.format(new Date(iso));
}

type Choices = Partial<Record<SmsConsentType, boolean>>;

function ChoicesForm({
  prompts,
  states,
  email,
  phone,
  onSaved,
}: {
  prompts: Record<SmsConsentType, ConsentPrompt>;
  states: Record<SmsConsentType, ConsentState>;
  email: string;
  phone: string;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation('consent');
  const request = useApi();
  const { orgCode } = useLender();
  const failureText = useFailureText();
  const date = useDate();
  const [choices, setChoices] = useState<Choices>(() =>
    Object.fromEntries(SMS_CONSENT_TYPES.map((type) => [type, states[type].opt_in === true])),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setSaved(false);
    const answers = SMS_CONSENT_TYPES.map((type) => ({
      type,
      promptUuid: prompts[type].uuid,
      version: prompts[type].version,
      optIn: choices[type] === true,
    }));
    recordConsents(request, { subject: { org: orgCode, email }, phone, source: 'ACCOUNT_SETTINGS', answers })
      .then(async () => {
        // The person's choices now stand for any left from registration.
        clearPendingSmsChoices(orgCode);
        await onSaved();
        setSaved(true);
      })
      .catch(async (failure: unknown) => {
        // The service's refusal in words (words changed since shown) or a network failure's; anything else, ours.
        const named = failure instanceof ApiError && (failure.status === 0 || failure.words !== undefined);
        setError(named ? failureText(failure, t('page.saveFailed')) : t('page.saveFailed'));
        // Words that changed since the page loaded are shown anew, the boxes as the person left them.
        if (failure instanceof ApiError && failure.status === 409) await onSaved().catch(() => undefined);
      })
      .finally(() => setBusy(false));
  };
  return (
    <form className="space-y-6" noValidate onSubmit={submit}>
      {SMS_CONSENT_TYPES.map((type) => {
        const state = states[type];
        return (
          <SmsPromptCheckbox
            key={type}
            id={`sms-consent-${type}`}
            prompt={prompts[type]}
            checked={choices[type] === true}
            onChange={(checked) => {
              setSaved(false);
              setChoices((current) => ({ ...current, [type]: checked }));
            }}
            note={
              state.updated_at && state.opt_in !== null ? (
                <p className="text-sm font-semibold">
                  {t(state.opt_in ? 'page.answeredYes' : 'page.answeredNo', { date: date(state.updated_at) })}
                </p>
              ) : undefined
            }
          />
        );
      })}
      <ErrorAlert message={error} />
      {saved && (
        <p role="status" className="font-semibold text-success">
          {t('page.saved')}
        </p>
      )}
      <SubmitButton busy={busy}>{t('page.save')}</SubmitButton>
    </form>
  );
}

export default function TextMessagesPage() {
  const { t } = useTranslation('consent');
  const request = useApi();
  const { orgCode, company } = useLender();
  const identity = useSWR('text-messages-identity', () => fetchIdentity(request), { revalidateOnFocus: false });
  const email = identity.data?.email;
  const marketing = useConsentPrompt('SMS', { secure: true });
  const transactional = useConsentPrompt('SMS_TRANSACTIONAL', { secure: true });
  const states = useSWR(
    email ? ['sms-consent-states', orgCode, email] : null,
    async () => {
      const subject = { org: orgCode, email: email! };
      const [sms, smsTransactional] = await Promise.all(SMS_CONSENT_TYPES.map((type) => fetchConsentState(request, subject, type)));
      return { SMS: sms!, SMS_TRANSACTIONAL: smsTransactional! };
    },
    { revalidateOnFocus: false },
  );
  const phone = identity.data?.phoneNumbers?.[0]?.number;
  const failed = identity.error || marketing.error || transactional.error || states.error;
  if (failed) {
    return (
      <ApplicationPage title={t('page.title')}>
        <ErrorAlert message={t('page.loadFailed')} />
      </ApplicationPage>
    );
  }
  if (identity.data && !phone) return <ApplicationPage title={t('page.title')} intro={t('page.noPhone')} />;
  if (!email || !phone || !marketing.data || !transactional.data || !states.data) return <ApplicationPage title={t('page.title')} />;
  return (
    <ApplicationPage title={t('page.title')} intro={t('page.intro', { company: company.companyName, phone: formatUsPhone(phone) })}>
      <ChoicesForm
        prompts={{ SMS: marketing.data, SMS_TRANSACTIONAL: transactional.data }}
        states={states.data}
        email={email}
        phone={phone}
        onSaved={() => Promise.all([states.mutate(), marketing.mutate(), transactional.mutate()])}
      />
    </ApplicationPage>
  );
}
