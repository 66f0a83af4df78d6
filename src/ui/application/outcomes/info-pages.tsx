// The outcome and waiting pages with nothing to fill in. Each says what happened, what happens
// next and how to reach support; waiting pages say they update themselves (the layout polls).
import { useTranslation } from 'react-i18next';
import { ApplicationPage } from '../page-parts';
import { Actions, CheckAgainButton, DashboardLink, OutcomePage, SupportLine, useStatusCopyKey } from './outcome-parts';
import { AdverseActionNotice } from './adverse-action-notice';

/** A decline: what happens next, then the adverse action notice when the decision carries one. */
const DeclineOutcome = ({ copyKey }: { copyKey: string }) => (
  <OutcomePage copyKey={copyKey}>
    <AdverseActionNotice />
    <Actions>
      <DashboardLink primary />
    </Actions>
  </OutcomePage>
);

/** error/decline: the application is declined. */
export const DeclinePage = () => <DeclineOutcome copyKey="decline" />;

/** error/credit: declined on the credit score (client state creditScoreDeclined). */
export const CreditDeclinePage = () => <DeclineOutcome copyKey="creditDecline" />;

/** error/income: declined on debt-to-income (client state dtiDeclined). */
export const IncomeDeclinePage = () => <DeclineOutcome copyKey="incomeDecline" />;

/** error/timeout, and review-app/datatree and review-app/signdocs, which the spec shows as it. */
export function TimeoutPage() {
  const { t } = useTranslation('outcomes');
  return (
    <ApplicationPage title={t('timeout.title')} intro={t('timeout.intro')}>
      <p>{t('timeout.body')}</p>
      <Actions>
        <CheckAgainButton label={t('tryAgain')} primary />
        <DashboardLink />
      </Actions>
      <SupportLine />
    </ApplicationPage>
  );
}

/** error/flood-cert: closing documents wait for the flood zone determination. */
export const FloodCertPage = () => <OutcomePage copyKey="floodCert" waiting />;

/** review-app/no-credit: still no credit file with the SSN (CREDIT_NO_MATCH_SSN). */
export const NoCreditPage = () => <OutcomePage copyKey="noCredit" />;

/** review-app/uw: with an underwriter. */
export const UnderwritingPage = () => <OutcomePage copyKey="uw" waiting />;

/** review-app/delinquency: a late payment under review (DELINQUENCY_REVIEW). */
export const DelinquencyPage = () => <OutcomePage copyKey="delinquency" waiting />;

/** review-app/incorrect-ownership: the stated ownership differs from property records. */
export const OwnershipPage = () => <OutcomePage copyKey="ownership" waiting />;

/** bpo/hold: the valuation (or, for FINAL_TITLE_PROCESSING, the title) is being worked on. */
export const BpoHoldPage = () => <OutcomePage copyKey={useStatusCopyKey('bpoHold')} waiting />;

/** bpo/waiting: shown after ordering the valuation, until its result opens the offers. */
export const BpoWaitingPage = () => <OutcomePage copyKey="bpoWaiting" waiting />;

/** payoff/hold: payoff amounts are being arranged (PAYOFF_PENDING). */
export const PayoffHoldPage = () => <OutcomePage copyKey="payoff" waiting />;

/** hold: on-site appraisal statuses, and the state machine's waits. */
export const HoldPage = () => <OutcomePage copyKey={useStatusCopyKey('hold')} waiting />;
