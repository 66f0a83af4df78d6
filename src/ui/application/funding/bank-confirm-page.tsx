// bank/confirm: the accounts chosen, reviewed before they are saved. With autopay the disbursement
// account is already saved and the autopay choice waits here; otherwise the disbursement choice does.
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { setAutopayAccount, setDisburseAccount } from '@/api/funding';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, PRIMARY_BUTTON_CLASS, useStepAction } from '../page-parts';
import { AccountSummary } from './account-summary';
import { describeChoice, displayOf, savedDisburseAccount, useBankAccounts, type AccountDisplay, type PendingBank } from './bank-accounts';

export default function BankConfirmPage() {
  const { t } = useTranslation(['funding', 'common']);
  const request = useApi();
  const { application } = useApplicationOutlet();
  const { accounts } = useBankAccounts(application.uuid);
  const { run, busy, error } = useStepAction();
  const state = (useLocation().state ?? {}) as PendingBank;
  const autopay = application.payType === 'AUTOPAY';
  const pending = autopay ? state.autopay : state.disburse;
  const saved = savedDisburseAccount(application);

  // Nothing chosen to confirm (a bookmark, a new tab): back to the page that chooses.
  if (!pending) return <Navigate replace to={`/${application.uuid}/bank/${autopay ? 'autopay' : 'disburse'}`} />;
  if (!accounts) {
    return (
      <p role="status" className="text-muted">
        {t('application:loading')}
      </p>
    );
  }

  const disburse: AccountDisplay | null = autopay ? saved && displayOf(t, saved) : describeChoice(t, pending, accounts, saved);
  const payments = autopay ? describeChoice(t, pending, accounts, saved) : null;
  const typedIn = !('accountUuid' in pending) && !('sameAsDisburse' in pending);
  const confirm = () => run(() => (autopay ? setAutopayAccount : setDisburseAccount)(request, application.uuid, pending));

  return (
    <ApplicationPage title={t('confirm.title')} intro={t('confirm.intro')}>
      <ErrorAlert message={error} />
      <dl className="divide-y divide-line rounded-card border border-line bg-surface">
        <ConfirmRow
          term={t('confirm.disburse')}
          account={disburse}
          change={`/${application.uuid}/bank/disburse`}
          changeLabel={t('confirm.changeDisburse')}
        />
        {autopay ? (
          <ConfirmRow
            term={t('confirm.autopay')}
            account={payments}
            change={`/${application.uuid}/bank/autopay`}
            changeLabel={t('confirm.changeAutopay')}
          />
        ) : (
          <div className="p-5">
            <dt className="font-semibold">{t('confirm.autopay')}</dt>
            <dd className="text-muted">{t('confirm.manualPay')}</dd>
          </div>
        )}
      </dl>
      {typedIn && <p className="text-muted">{t('confirm.review')}</p>}
      <button type="button" className={PRIMARY_BUTTON_CLASS} onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
        {busy ? t('common:forms.submitting') : t('confirm.submit')}
      </button>
    </ApplicationPage>
  );
}

function ConfirmRow(props: { term: string; account: AccountDisplay | null; change: string; changeLabel: string }) {
  const { t } = useTranslation('funding');
  return (
    <div className="grid gap-x-3 gap-y-1 p-5 sm:grid-cols-[1fr_auto]">
      <dt className="font-semibold sm:col-span-2">{props.term}</dt>
      <dd>{props.account && <AccountSummary account={props.account} />}</dd>
      <dd>
        <Link
          to={props.change}
          aria-label={props.changeLabel}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline"
        >
          {t('confirm.change')}
        </Link>
      </dd>
    </div>
  );
}
