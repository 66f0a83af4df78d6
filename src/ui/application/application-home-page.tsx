// The application's home: where it stands in words a borrower understands and what happens next
// (copy keyed by status, with a default); for a funded or cancelled application, its end page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@/engine/format/format';
import { monthlyPayment, roundHalfEven, totalWithFee } from '@/engine/calculations/offer-math';
import { useLender } from '../lender/lender-context';
import { useContactLinks } from '../shell/contact-links';
import { PageHeading } from '../shell/page-heading';
import { SafeTrans } from '../shell/safe-trans';
import { usePageTitle } from '../shell/use-page-title';
import { useApplicationOutlet } from './application-layout';
import { chosenOffer, type ChosenOffer } from './chrome/offer-panel';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from './page-parts';

/**
 * Where the application stands, in words from copy (never the server's status name, which stays in
 * an attribute for tests and support).
 */
function Stage({ status }: { status: string }) {
  const { t } = useTranslation('application');
  return (
    <p className="text-sm text-muted" data-testid="application-stage" data-status={status}>
      {t('home.stage', { stage: t([`home.stages.${status}`, 'home.stages.default']) })}
    </p>
  );
}

function DashboardLink({ primary = true }: { primary?: boolean }) {
  const { t } = useTranslation('application');
  return (
    <a href="/dashboard" className={primary ? PRIMARY_BUTTON_CLASS : SECONDARY_BUTTON_CLASS}>
      {t('goToDashboard')}
    </a>
  );
}

function FundedPage({ offer }: { offer: ChosenOffer | null }) {
  const { t } = useTranslation('application');
  const { drawPeriodYears } = useLender().product.lineTerms;
  const contact = useContactLinks();
  const balance = offer ? totalWithFee(offer.amount, offer.originationFee) : null;
  const payment = offer && balance !== null ? monthlyPayment(balance, offer.rate, offer.term) : null;
  return (
    <>
      <PageHeading>{t('home.complete.title')}</PageHeading>
      {offer && <p className="text-lg">{t('home.complete.intro', { amount: formatMoney(offer.amount) })}</p>}
      <section aria-labelledby="home-next" className="space-y-2">
        <h2 id="home-next" className="text-lg font-bold">
          {t('home.whatNext')}
        </h2>
        <ul className="list-disc space-y-1 pl-6">
          <li>{t('home.complete.steps.arrival')}</li>
          {/* The whole draw was sent; the fee went on the balance (docs/compliance.md, 'The origination fee'). */}
          {offer && balance !== null && balance > offer.amount && (
            <li data-testid="funded-balance">
              {t('home.complete.steps.balance', {
                balance: formatMoney(balance, 2),
                amount: formatMoney(offer.amount),
                fee: formatMoney(roundHalfEven(balance - offer.amount), 2),
              })}
            </li>
          )}
          {payment !== null && <li>{t('home.complete.steps.payment', { payment: formatMoney(payment, 2) })}</li>}
          {/* The site has no draws of its own: later draws go through the lender, for the draw period its terms give. */}
          <li>
            <SafeTrans
              i18nKey="application:home.complete.steps.draws"
              values={{ ...contact.values, years: drawPeriodYears }}
              links={contact.links}
            />
          </li>
        </ul>
      </section>
      <DashboardLink />
    </>
  );
}

function CancelledPage() {
  const { t } = useTranslation('application');
  return (
    <>
      <PageHeading>{t('home.cancelled.title')}</PageHeading>
      <p className="text-lg">{t('home.cancelled.intro')}</p>
      <p>{t('home.cancelled.again')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/register-v2" className={PRIMARY_BUTTON_CLASS}>
          {t('home.cancelled.startNew')}
        </Link>
        <DashboardLink primary={false} />
      </div>
    </>
  );
}

export default function ApplicationHomePage() {
  const { t } = useTranslation('application');
  const { application, status } = useApplicationOutlet();
  const code = status.checklistStatus;
  const words = (part: 'label' | 'next') => t([`home.statuses.${code}.${part}`, `home.statuses.default.${part}`]);
  const title = code === 'COMPLETE' ? t('home.complete.title') : code === 'CANCELLED' ? t('home.cancelled.title') : words('label');
  usePageTitle(title);

  return (
    <div className="space-y-6">
      {code === 'COMPLETE' ? (
        <FundedPage offer={chosenOffer(application)} />
      ) : code === 'CANCELLED' ? (
        <CancelledPage />
      ) : (
        <>
          <PageHeading>{title}</PageHeading>
          <section aria-labelledby="home-next" className="space-y-2 rounded-card border border-line bg-surface p-5">
            <h2 id="home-next" className="text-lg font-bold">
              {t('home.whatNext')}
            </h2>
            <p data-testid="status-next">{words('next')}</p>
          </section>
        </>
      )}
      <Stage status={code} />
    </div>
  );
}
