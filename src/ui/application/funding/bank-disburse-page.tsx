// bank/disburse: where the line's money goes. The borrower links their bank (simulated) and picks
// the checking or savings account, or goes to bank/manual-disburse to type the details in.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLender } from '../../lender/lender-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, RadioCards, SECONDARY_BUTTON_CLASS, SubmitButton, useStepAction } from '../page-parts';
import { useErrorSummary } from '../../forms/error-summary';
import { accountOption, savedDisburseAccount, useBankAccounts } from './bank-accounts';
import { OAUTH_RETURN_PATH, rememberLinkingApplication } from './bank-link-return';
import { useDisburseChoice } from './use-disburse-choice';

export default function BankDisbursePage() {
  const { summary, show: showErrors } = useErrorSummary();
  const { t } = useTranslation('funding');
  const { company } = useLender();
  const { application } = useApplicationOutlet();
  const { accounts, link } = useBankAccounts(application.uuid);
  const linking = useStepAction();
  const { choose, busy, error } = useDisburseChoice();
  const saved = savedDisburseAccount(application)?.uuid;
  const [chosen, setChosen] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const selected = chosen ?? (accounts?.some((a) => a.uuid === saved) ? saved! : null);

  const linkBank = () =>
    linking.run(
      async () => {
        const added = await link();
        setChosen(added[0]?.uuid ?? null);
      },
      { poll: false },
    );

  /**
   * An OAuth bank: the borrower approves on the bank's website, which sends them back to the return
   * page. The sandbox's bank approves at once, so the round trip is a page load straight back.
   */
  const linkOnBankWebsite = () => {
    rememberLinkingApplication(application.uuid);
    window.location.assign(`${import.meta.env.BASE_URL}${OAUTH_RETURN_PATH}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (selected) void choose({ accountUuid: selected });
  };

  const hasAccounts = accounts !== undefined && accounts.length > 0;
  return (
    <ApplicationPage title={t('disburse.title')} intro={t('disburse.intro')}>
      <ErrorAlert message={linking.error ?? error} />
      {accounts !== undefined && !hasAccounts && (
        <section aria-labelledby="link-heading" className="space-y-3 rounded-card border border-line bg-surface p-5">
          <h2 id="link-heading" className="text-xl font-bold">
            {t('disburse.linkHeading')}
          </h2>
          <p>{t('disburse.linkText')}</p>
          <p className="text-sm text-muted">{t('security', { company: company.companyName })}</p>
          <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={linkBank} disabled={linking.busy} aria-busy={linking.busy}>
            {linking.busy ? t('disburse.linking') : t('disburse.link')}
          </button>
          <p>{t('disburse.oauthText')}</p>
          <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={linkOnBankWebsite} disabled={linking.busy}>
            {t('disburse.oauthLink')}
          </button>
        </section>
      )}
      {hasAccounts && (
        <form noValidate onSubmit={submit} onSubmitCapture={(event) => showErrors(event.currentTarget)} className="space-y-6">
          {summary}
          <RadioCards
            legend={t('disburse.choose')}
            name="disburseAccount"
            value={selected}
            onChange={setChosen}
            error={submitted && !selected ? t('disburse.chooseError') : undefined}
            options={accounts.map((account) => accountOption(t, account))}
          />
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton busy={busy}>{t('disburse.continue')}</SubmitButton>
            <button type="button" className="min-h-11 font-semibold text-primary underline" onClick={linkBank} disabled={linking.busy}>
              {linking.busy ? t('disburse.linking') : t('disburse.linkAnother')}
            </button>
          </div>
        </form>
      )}
      <p>
        <Link
          to={`/${application.uuid}/bank/manual-disburse`}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline"
        >
          {t('disburse.manualLink')}
        </Link>
      </p>
    </ApplicationPage>
  );
}
