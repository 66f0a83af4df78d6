// start/app-summary (APP_SUBMISSION, SUMMARY_DISCLOSURE; the machine's waitSummary while the
// disclosure is generated): the application at a glance and the summary disclosure to accept.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import policyFile from '../../../../flows/polling-policy.json';
import { acceptSummaryDisclosure } from '@/api/start';
import { oneLineAddress } from '@/engine/address';
import { isWaitingStatus } from '@/engine/application/polling';
import { formatMoney, formatPercent, formatUsPhone } from '@/engine/format/format';
import { summaryFigures } from '@/engine/start/application-summary';
import type { PollingPolicy } from '@/engine/types/polling-policy';
import { useApi } from '../../api/api-context';
import { useLender } from '../../lender/lender-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, CheckboxField, ErrorAlert, SubmitButton, useStepAction, WaitingPage } from '../page-parts';
import { useErrorSummary } from '../../forms/error-summary';
import { FactList, fullName, propertyAddress, useProfile } from './start-parts';

const policy = policyFile as PollingPolicy;
const DISCLOSURE_PARAGRAPHS = ['purpose', 'rate', 'fee', 'lien', 'confirm'] as const;
/** Rates are fractions; the spec shows APR to 2 decimals. */
const apr = (rate: number) => formatPercent(rate * 100, 2);

export default function AppSummaryPage() {
  const { t } = useTranslation('start');
  const { status } = useApplicationOutlet();
  // The layout polls a waiting status; when the disclosure is ready the status changes and this re-renders.
  if (isWaitingStatus(policy, status.checklistStatus)) {
    return <WaitingPage title={t('summary.waitingTitle')} message={t('summary.waiting')} />;
  }
  return <SummaryForm />;
}

function SummaryForm() {
  const { summary, show: showErrors } = useErrorSummary();
  const { t } = useTranslation('start');
  const request = useApi();
  const { companyName } = useLender().company;
  const { application } = useApplicationOutlet();
  const { profile } = useProfile();
  const { run, busy, error } = useStepAction();
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const figures = summaryFigures(application);
  const address = propertyAddress(application);
  if (!figures || !address) {
    return (
      <ApplicationPage title={t('summary.title')}>
        <p role="alert" className="font-semibold text-error">
          {t('summary.notReady')}
        </p>
      </ApplicationPage>
    );
  }
  const ownership = (application.property as { ownership?: string }).ownership;
  const phone = profile?.phoneNumbers?.[0]?.number;
  const values = {
    companyName,
    amount: formatMoney(figures.amount),
    apr: apr(figures.rate),
    years: figures.termYears,
    payment: formatMoney(figures.monthlyPayment, 2),
    fee: formatMoney(figures.originationFeeAmount, 2),
    balance: formatMoney(figures.startingBalance, 2),
    address: oneLineAddress(address),
  };
  // The fee's sentence only when there is a fee: it says where the fee goes (added to the balance).
  const paragraphs = DISCLOSURE_PARAGRAPHS.filter((key) => key !== 'fee' || figures.originationFeeAmount > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!accepted) return;
    await run(() => acceptSummaryDisclosure(request, application.uuid), { notice: 'applicationSubmitted' });
  };

  return (
    <ApplicationPage title={t('summary.title')} intro={t('summary.intro')}>
      <div className="grid gap-4">
        <FactList
          title={t('summary.offer')}
          facts={[
            { label: t('summary.amount'), value: values.amount, testId: 'summary-amount' },
            { label: t('summary.term'), value: t('summary.termYears', { years: figures.termYears }) },
            { label: t('summary.apr'), value: values.apr, testId: 'summary-apr' },
            { label: t('summary.monthlyPayment'), value: values.payment, testId: 'summary-payment' },
          ]}
        />
        <FactList
          title={t('summary.property')}
          facts={[
            { label: t('summary.address'), value: values.address },
            ...(ownership ? [{ label: t('summary.ownership'), value: t(`contact.ownershipOptions.${ownership}.label`) }] : []),
          ]}
        />
        <FactList
          title={t('summary.income')}
          facts={[
            { label: t('summary.annualIncome'), value: formatMoney(figures.annualIncome), testId: 'summary-income' },
            ...(figures.employmentType
              ? [{ label: t('summary.employment'), value: t(`registration:employment.${figures.employmentType}`) }]
              : []),
          ]}
        />
        <FactList
          title={t('summary.contact')}
          facts={[
            { label: t('summary.name'), value: fullName(profile?.name) || t('notOnFile') },
            { label: t('summary.email'), value: profile?.email ?? t('notOnFile') },
            { label: t('summary.phone'), value: phone ? formatUsPhone(phone) : t('notOnFile') },
            ...(typeof application.ssnLast4 === 'string'
              ? [{ label: t('summary.ssn'), value: t('summary.ssnOnFile', { last4: application.ssnLast4 }) }]
              : []),
          ]}
        />
      </div>
      <form noValidate onSubmit={submit} onSubmitCapture={(event) => showErrors(event.currentTarget)} className="space-y-6">
        {summary}
        <section aria-labelledby="summary-disclosure" className="space-y-3 rounded-card border border-line bg-surface p-5">
          <h2 id="summary-disclosure" className="text-lg font-bold">
            {t('summary.disclosureTitle')}
          </h2>
          {paragraphs.map((key) => (
            <p key={key}>{t(`summary.disclosure.${key}`, values)}</p>
          ))}
        </section>
        <ErrorAlert message={error} />
        <CheckboxField
          label={t('summary.accept')}
          checked={accepted}
          onChange={setAccepted}
          error={submitted && !accepted ? t('summary.acceptRequired') : undefined}
        />
        <SubmitButton busy={busy}>{t('summary.submit')}</SubmitButton>
      </form>
    </ApplicationPage>
  );
}
