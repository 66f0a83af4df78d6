// income/review: each income source the borrower declared, with the ways to verify it: connect a
// payroll, bank or tax provider, or upload a document. An open paystub request comes first.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@/engine/format/format';
import { verificationMethods } from '@/engine/verification/income-methods';
import { paystubsRequested } from '@/engine/verification/paystub-request';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, PRIMARY_BUTTON_CLASS } from '../page-parts';
import { PaystubCountText } from './paystub-count-text';
import { uploadCopyKey } from './upload-copy-key';

interface IncomeSource {
  employmentType?: string;
  income?: number;
}

const CARD_LINK_CLASS =
  'block rounded-card border-2 border-line bg-surface p-4 hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export default function IncomeReviewPage() {
  const { t } = useTranslation('verification');
  const { application } = useApplicationOutlet();
  const sources = (Array.isArray(application.incomeSources) ? application.incomeSources : []) as IncomeSource[];
  const paystubs = paystubsRequested(application.conditions);
  const lastFailed = (application.incomeVerification as { status?: string } | undefined)?.status === 'FAILED';

  return (
    <ApplicationPage title={t('review.title')} intro={t('review.intro')}>
      {paystubs !== null && (
        <section aria-labelledby="paystub-request" className="space-y-3 rounded-card border-2 border-primary bg-surface p-5">
          <h2 id="paystub-request" className="text-xl font-bold">
            {t('review.paystubsTitle')}
          </h2>
          <p>{t('review.paystubsIntro')}</p>
          <p className="font-semibold">
            <PaystubCountText count={paystubs} />
          </p>
          <Link to={`/${application.uuid}/income/upload/paystub`} className={PRIMARY_BUTTON_CLASS}>
            {t('review.uploadPaystubs')}
          </Link>
        </section>
      )}
      {lastFailed && paystubs === null && <p className="rounded-card border-2 border-line bg-surface p-4">{t('review.lastFailed')}</p>}
      {(sources.length > 0 ? sources : [{}]).map((source, index) => {
        const type = source.employmentType ?? 'other';
        const methods = verificationMethods(type);
        const headingId = `income-source-${index}`;
        return (
          <section key={index} aria-labelledby={headingId} className="space-y-4">
            <div>
              <h2 id={headingId} className="text-2xl font-bold">
                {t([`employmentTypes.${type}`, 'employmentTypes.other'])}
              </h2>
              {typeof source.income === 'number' && (
                <p className="text-muted">{t('review.annualIncome', { amount: formatMoney(source.income) })}</p>
              )}
            </div>
            <h3 className="text-lg font-semibold">{t('review.connect')}</h3>
            <ul className="grid gap-3 sm:grid-cols-2">
              {methods.links.map((slug) => (
                <li key={slug}>
                  <Link to={`/${application.uuid}/income/link/${slug}`} className={CARD_LINK_CLASS}>
                    <span className="block font-semibold text-primary">{t(`links.${slug}.name`)}</span>
                    <span className="block text-sm text-muted">{t(`links.${slug}.description`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <h3 className="text-lg font-semibold">{t('review.upload')}</h3>
            <ul className="grid gap-3 sm:grid-cols-2">
              {methods.uploads.map((slug) => (
                <li key={slug}>
                  <Link to={`/${application.uuid}/income/upload/${slug}`} className={CARD_LINK_CLASS}>
                    <span className="block font-semibold text-primary">{t(`${uploadCopyKey(slug)}.name`)}</span>
                    <span className="block text-sm text-muted">{t(`${uploadCopyKey(slug)}.description`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </ApplicationPage>
  );
}
