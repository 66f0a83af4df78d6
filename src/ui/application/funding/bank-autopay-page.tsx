// bank/autopay: the account monthly payments come from: the disbursement account again, another
// linked account, or one typed in. The choice goes to bank/confirm for review before it is saved.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AccountChoice } from '@/api/funding';
import { validateManualAccount } from '@/engine/validation/bank-account';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, RadioCards, SubmitButton, useStepAction } from '../page-parts';
import { useErrorSummary } from '../../forms/error-summary';
import { accountOption, savedDisburseAccount, useBankAccounts, type PendingBank } from './bank-accounts';
import { EMPTY_MANUAL_ACCOUNT, ManualAccountFields, manualChoice } from './manual-account-fields';

const SAME = 'same';
const MANUAL = 'manual';

export default function BankAutopayPage() {
  const { summary, show: showErrors } = useErrorSummary();
  const { t } = useTranslation('funding');
  const navigate = useNavigate();
  const { application } = useApplicationOutlet();
  const { accounts = [], link } = useBankAccounts(application.uuid);
  const linking = useStepAction();
  const disburse = savedDisburseAccount(application);
  const [chosen, setChoice] = useState<string | null>(null);
  // The disbursement account may arrive after the first render (the application is read again).
  const choice = chosen ?? (disburse ? SAME : null);
  const [input, setInput] = useState(EMPTY_MANUAL_ACCOUNT);
  const [submitted, setSubmitted] = useState(false);
  const manualErrors = submitted && choice === MANUAL ? validateManualAccount(input) : {};

  const options = [
    ...(disburse
      ? [{ value: SAME, label: t('autopay.same'), description: t('account.endingIn', { name: disburse.name, mask: disburse.mask }) }]
      : []),
    ...accounts.filter((a) => a.uuid !== disburse?.uuid).map((account) => accountOption(t, account)),
    { value: MANUAL, label: t('autopay.other') },
  ];

  const pending = (): AccountChoice | null => {
    if (choice === SAME) return { sameAsDisburse: true };
    if (choice === MANUAL) return Object.keys(validateManualAccount(input)).length === 0 ? manualChoice(input) : null;
    return choice ? { accountUuid: choice } : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const autopay = pending();
    if (autopay) navigate(`/${application.uuid}/bank/confirm`, { state: { autopay } satisfies PendingBank });
  };

  const linkBank = () =>
    linking.run(
      async () => {
        const added = await link();
        setChoice(added[0]?.uuid ?? null);
      },
      { poll: false },
    );

  return (
    <ApplicationPage title={t('autopay.title')} intro={t('autopay.intro')}>
      <ErrorAlert message={linking.error} />
      <form noValidate onSubmit={submit} onSubmitCapture={(event) => showErrors(event.currentTarget)} className="space-y-6">
        {summary}
        <RadioCards
          legend={t('autopay.legend')}
          name="autopayAccount"
          value={choice}
          onChange={setChoice}
          error={submitted && !choice ? t('autopay.chooseError') : undefined}
          options={options}
        />
        {choice === MANUAL && <ManualAccountFields value={input} onChange={setInput} errors={manualErrors} />}
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton busy={false}>{t('autopay.continue')}</SubmitButton>
          <button type="button" className="min-h-11 font-semibold text-primary underline" onClick={linkBank} disabled={linking.busy}>
            {linking.busy ? t('disburse.linking') : t('disburse.linkAnother')}
          </button>
        </div>
      </form>
    </ApplicationPage>
  );
}
