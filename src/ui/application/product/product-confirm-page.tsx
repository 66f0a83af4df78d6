// product/select/confirm: the borrower reviews the offer they picked (draw, term, payment, APR, fee,
// closing costs) and confirms it; only then is the product saved. Without a pick, back to the offers.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import useSWR from 'swr';
import { fetchOffers, selectProduct } from '@/api/application';
import { offerFigures } from '@/engine/application/offer-review';
import { formatMoney } from '@/engine/format/format';
import { findOffer } from '@/engine/offer';
import { useApi } from '../../api/api-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, ErrorAlert, SECONDARY_BUTTON_CLASS, SubmitButton, useStepAction } from '../page-parts';
import { loadOfferChoice } from './offer-choice';
import { discountName, percent } from './offer-format';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt>{label}</dt>
      <dd className="text-right font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export default function ProductConfirmPage() {
  const { t } = useTranslation('application');
  const request = useApi();
  const { application } = useApplicationOutlet();
  const { data, error: loadError } = useSWR(['offers', application.uuid], () => fetchOffers(request, application.uuid), {
    revalidateOnFocus: false,
  });
  const { run, busy, error } = useStepAction();
  const choice = loadOfferChoice(application.uuid);
  const offer = data && choice ? findOffer(data, choice.term, choice.originationFee, choice.amount) : undefined;
  const backToOffers = `/${application.uuid}/product/select`;

  if (!choice || loadError || (data && !offer)) return <Navigate replace to={backToOffers} />;
  if (!data || !offer) {
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );
  }

  const figures = offerFigures(data, offer, choice);
  const money = (value: number) => formatMoney(value, 2);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    // The pick stays stored: the layout moves the borrower on, and a re-render here must not send them back.
    await run(() =>
      selectProduct(request, application.uuid, {
        term: choice.term,
        amount: choice.amount,
        originationFee: choice.originationFee,
        payType: choice.payType,
        ...(choice.discountType ? { discountType: choice.discountType } : {}),
      }),
    );
  };

  return (
    <ApplicationPage title={t('confirm.title')} intro={t('confirm.intro')}>
      <ErrorAlert message={error} />
      <form noValidate onSubmit={confirm} className="space-y-6">
        <section aria-labelledby="confirm-loan" className="rounded-card border border-line bg-surface p-5">
          <h2 id="confirm-loan" className="text-lg font-bold">
            {t('confirm.loan')}
          </h2>
          <dl className="mt-2 divide-y divide-line">
            <Row label={t('confirm.initialDraw')} value={formatMoney(figures.amount)} testId="confirm-amount" />
            <Row label={t('confirm.term')} value={t('offers.termOption', { years: figures.term })} testId="confirm-term" />
            <Row label={t('confirm.apr')} value={percent(figures.rate)} testId="confirm-apr" />
            {choice.discountType && (
              <Row label={t('confirm.discount')} value={discountName(t, choice.discountType)} testId="confirm-discount" />
            )}
            <Row label={t('confirm.payType')} value={t(choice.payType === 'AUTOPAY' ? 'confirm.autopay' : 'confirm.manual')} />
            <Row label={t('confirm.monthlyPayment')} value={money(figures.monthlyPayment)} testId="confirm-payment" />
            <Row
              label={t('confirm.originationFee')}
              value={
                figures.originationFeeRate === 0
                  ? t('offers.noFee')
                  : t('confirm.originationFeeValue', {
                      amount: money(figures.originationFeeAmount),
                      percent: percent(figures.originationFeeRate),
                    })
              }
              testId="confirm-fee"
            />
            <Row label={t('confirm.totalWithFee')} value={money(figures.totalWithFee)} testId="confirm-balance" />
            <Row label={t('offers.totalPaid', { years: figures.term })} value={money(figures.totalPaid)} testId="confirm-total-paid" />
          </dl>
          {figures.originationFeeAmount > 0 && (
            <p className="mt-2 text-sm text-muted" data-testid="confirm-fee-financed">
              {t('offers.feeFinanced')}
            </p>
          )}
        </section>
        {figures.costs.length > 0 && (
          <section aria-labelledby="confirm-costs" className="rounded-card border border-line bg-surface p-5">
            <h2 id="confirm-costs" className="text-lg font-bold">
              {t('confirm.costs')}
            </h2>
            <p className="text-sm text-muted">{t('confirm.costsHint')}</p>
            <dl className="mt-2 divide-y divide-line">
              {figures.costs.map((cost) => (
                <Row
                  key={cost.feeType}
                  label={t([`confirm.fees.${cost.feeType}`, 'confirm.fees.default'])}
                  value={money(cost.amount)}
                  testId={`cost-${cost.feeType}`}
                />
              ))}
              <Row label={t('confirm.totalCosts')} value={money(figures.totalCosts)} testId="confirm-total-costs" />
            </dl>
          </section>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          <SubmitButton busy={busy}>{t('confirm.confirm')}</SubmitButton>
          <Link to={backToOffers} className={SECONDARY_BUTTON_CLASS}>
            {t('confirm.change')}
          </Link>
        </div>
      </form>
    </ApplicationPage>
  );
}
