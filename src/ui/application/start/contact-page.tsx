// start/contact (COLLECT_ADDITIONAL_INFO): the SSN, how the borrower owns the home, and the
// hard-credit consent the application is submitted with.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchApplicationConsentTypes, saveContact, type Ownership } from '@/api/start';
import { ssnProblem } from '@/engine/start/ssn';
import { useApi } from '../../api/api-context';
import { useLender } from '../../lender/lender-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, CheckboxField, RadioCards, ErrorAlert, SubmitButton, useStepAction } from '../page-parts';
import { useErrorSummary } from '../../forms/error-summary';
import { useProfile } from './start-parts';
import { SsnField } from './ssn-field';
import { CfpbBooklet, HelocTermsDisclosure } from '../../disclosures/heloc-terms-disclosure';
import { useRecordShown } from '../../disclosures/use-record-shown';
import { disclosuresReceivedAt } from '@/engine/disclosures/fee-timing';

const OWNERSHIPS: readonly Ownership[] = ['SOLE', 'JOINT', 'TRUST'];
/** Shown again before the hard credit pull (Reg Z 1026.40: the early disclosure and the booklet), with its authorisation. */
const SHOWN = ['HELOC_EARLY_DISCLOSURE', 'CFPB_HELOC_BOOKLET', 'HARD_CREDIT_AUTHORIZATION'] as const;
const SSN_MESSAGES = { required: 'contact.ssnRequired', length: 'contact.ssnLength', invalid: 'contact.ssnInvalid' } as const;

export default function ContactPage() {
  const { summary, show: showErrors } = useErrorSummary();
  const { t } = useTranslation('start');
  const request = useApi();
  const { companyName } = useLender().company;
  const { application } = useApplicationOutlet();
  const { refreshProfile } = useProfile();
  const consentTypes = useSWR(['application-consent-types'], () => fetchApplicationConsentTypes(request), { revalidateOnFocus: false });
  const { run, busy, error, setError } = useStepAction();
  const record = useRecordShown(application.uuid, SHOWN);
  const [openedAt] = useState(() => Date.now());
  // Its dates count from when the borrower first had it; until the record answers, from now.
  const givenAt = (record && disclosuresReceivedAt(record.disclosures)) ?? openedAt;
  const homeState = (application.property as { address?: { state?: string } } | undefined)?.address?.state;

  const [ssn, setSsn] = useState('');
  const [ownership, setOwnership] = useState<Ownership | null>(null);
  const [consented, setConsented] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const ssnIssue = ssnProblem(ssn);
  const errors = submitted
    ? {
        ssn: ssnIssue ? t(SSN_MESSAGES[ssnIssue]) : undefined,
        ownership: ownership ? undefined : t('contact.ownershipRequired'),
        consent: consented ? undefined : t('contact.hardCreditRequired'),
      }
    : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (ssnIssue || !ownership || !consented) return;
    const hardCredit = consentTypes.data?.find((c) => c.type === 'HARD_CREDIT');
    if (!hardCredit) {
      setError(t('common:forms.genericError'));
      return;
    }
    await run(async () => {
      await saveContact(request, application.uuid, { ownership, ssn, hardCreditConsent: hardCredit });
      // The profile now says an SSN is on file; the state machine reads it there.
      await refreshProfile();
    });
  };

  return (
    <ApplicationPage title={t('contact.title')} intro={t('contact.intro')}>
      <form noValidate onSubmit={submit} onSubmitCapture={(event) => showErrors(event.currentTarget)} className="max-w-2xl space-y-6">
        {summary}
        <ErrorAlert message={error} />
        <SsnField label={t('contact.ssn')} hint={t('contact.ssnHint')} value={ssn} onChange={setSsn} error={errors.ssn} />
        <RadioCards
          legend={t('contact.ownership')}
          name="ownership"
          value={ownership}
          onChange={setOwnership}
          error={errors.ownership}
          options={OWNERSHIPS.map((value) => ({
            value,
            label: t(`contact.ownershipOptions.${value}.label`),
            description: t(`contact.ownershipOptions.${value}.description`),
          }))}
        />
        <HelocTermsDisclosure givenAt={givenAt} state={homeState} />
        <CfpbBooklet />
        <CheckboxField
          label={t('contact.hardCredit', { companyName })}
          checked={consented}
          onChange={setConsented}
          error={errors.consent}
        />
        <SubmitButton busy={busy}>{t('contact.submit')}</SubmitButton>
      </form>
    </ApplicationPage>
  );
}
