// bank/manual-disburse: the disbursement account typed in by hand (routing number with its ABA
// checksum, account number twice, account type). Accounts typed in are verified before funding.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { validateManualAccount } from '@/engine/validation/bank-account';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, SubmitButton } from '../page-parts';
import { useErrorSummary } from '../../forms/error-summary';
import { EMPTY_MANUAL_ACCOUNT, ManualAccountFields, manualChoice } from './manual-account-fields';
import { useDisburseChoice } from './use-disburse-choice';

export default function BankManualDisbursePage() {
  const { summary, show: showErrors } = useErrorSummary();
  const { t } = useTranslation('funding');
  const { application } = useApplicationOutlet();
  const { choose, busy, error } = useDisburseChoice();
  const [input, setInput] = useState(EMPTY_MANUAL_ACCOUNT);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validateManualAccount(input) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateManualAccount(input)).length === 0) void choose(manualChoice(input));
  };

  return (
    <ApplicationPage title={t('manual.title')} intro={t('manual.intro')}>
      <ErrorAlert message={error} />
      <form noValidate onSubmit={submit} onSubmitCapture={(event) => showErrors(event.currentTarget)} className="space-y-6">
        {summary}
        <ManualAccountFields value={input} onChange={setInput} errors={errors} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton busy={busy}>{t('manual.continue')}</SubmitButton>
          <Link
            to={`/${application.uuid}/bank/disburse`}
            className="inline-flex min-h-11 items-center font-semibold text-primary underline"
          >
            {t('manual.back')}
          </Link>
        </div>
      </form>
    </ApplicationPage>
  );
}
