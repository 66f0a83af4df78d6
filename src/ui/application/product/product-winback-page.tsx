// product/prequal-winback (CLTV_REQUALIFY): the home's value came in lower, so the line was
// requalified; the borrower sees the smaller offer and may accept it as it stands.
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { acceptRequalifiedOffer, fetchRequalifiedOffer } from '@/api/product';
import { monthlyPayment, totalWithFee } from '@/engine/calculations/offer-math';
import { formatMoney } from '@/engine/format/format';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS, useStepAction } from '../page-parts';
import { discountName, percent } from './offer-format';

export default function ProductWinbackPage() {
  const { t } = useTranslation('application');
  const request = useApi();
  const { application } = useApplicationOutlet();
  const { data, error: loadError } = useSWR(
    ['requalified-offer', application.uuid],
    () => fetchRequalifiedOffer(request, application.uuid),
    {
      revalidateOnFocus: false,
    },
  );
  const { run, busy, error } = useStepAction();

  if (loadError) return <ErrorAlert message={loadError instanceof Error ? loadError.message : t('offers.failed')} />;
  if (!data) {
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );
  }
  const payment = monthlyPayment(totalWithFee(data.amount, data.originationFee), data.rate, data.term);
  const rows: Array<[string, string, string]> = [
    [t('confirm.initialDraw'), formatMoney(data.amount), 'winback-amount'],
    [t('confirm.term'), t('offers.termOption', { years: data.term }), 'winback-term'],
    [t('confirm.apr'), percent(data.rate), 'winback-apr'],
    [t('confirm.monthlyPayment'), formatMoney(payment, 2), 'winback-payment'],
    [t('confirm.originationFee'), data.originationFee === 0 ? t('offers.noFee') : percent(data.originationFee), 'winback-fee'],
  ];
  if (data.discountType) rows.push([t('confirm.discount'), discountName(t, data.discountType), 'winback-discount']);

  return (
    <ApplicationPage title={t('winback.title')} intro={t('winback.intro', { previous: formatMoney(data.previousAmount) })}>
      <ErrorAlert message={error} />
      <section aria-labelledby="winback-offer" className="rounded-card border-2 border-primary bg-surface p-5">
        <h2 id="winback-offer" className="text-lg font-bold">
          {t('winback.offer')}
        </h2>
        <dl className="mt-2 divide-y divide-line">
          {rows.map(([label, value, testId]) => (
            <div key={testId} className="flex justify-between gap-4 py-2">
              <dt>{label}</dt>
              <dd className="text-right font-semibold" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          className={PRIMARY_BUTTON_CLASS}
          disabled={busy}
          aria-busy={busy}
          onClick={() => void run(() => acceptRequalifiedOffer(request, application.uuid))}
        >
          {busy ? t('common:forms.submitting') : t('winback.accept')}
        </button>
        <a href="/dashboard" className={SECONDARY_BUTTON_CLASS}>
          {t('winback.notNow')}
        </a>
      </div>
    </ApplicationPage>
  );
}
