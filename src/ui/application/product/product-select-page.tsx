// product/select: the offers built from the lender's pricing. The borrower picks a term and an
// origination fee, how much to draw, and autopay; the summary shows APR, payment and total.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchOffers, selectProduct } from '@/api/application';
import type { Offer } from '@/engine/offer';
import { ApiError } from '@/api/request';
import { monthlyPayment, sliderBounds, totalWithFee } from '@/engine/calculations/offer-math';
import { formatMoney, formatPercent } from '@/engine/format/format';
import { useApi } from '../../api/api-context';
import { INPUT_CLASS } from '../../forms/base-input-template';
import { PageHeading } from '../../shell/page-heading';
import { usePageTitle } from '../../shell/use-page-title';
import { useApplicationOutlet } from '../application-layout';
import { RadioCards } from '../page-parts';

/** Rates and fees are fractions; the spec shows APR to 2 decimals. */
const percent = (fraction: number) => formatPercent(fraction * 100, 2);
const AUTOPAY = 'AUTOPAY';

export default function ProductSelectPage() {
  const { t } = useTranslation('application');
  const request = useApi();
  const { application, restartPolling } = useApplicationOutlet();
  const { data } = useSWR(['offers', application.uuid], () => fetchOffers(request, application.uuid), { revalidateOnFocus: false });
  usePageTitle(t('offers.title'));
  const amountId = useId();

  const offers = data?.offers ?? [];
  const terms = [...new Set(offers.map((o) => o.term))];
  const [term, setTerm] = useState<number | null>(null);
  const chosenTerm = term ?? terms[0] ?? 0;
  const fees = [...new Set(offers.filter((o) => o.term === chosenTerm).map((o) => o.originationFee))].sort((a, b) => a - b);
  const [fee, setFee] = useState<number | null>(null);
  const chosenFee = fee !== null && fees.includes(fee) ? fee : (fees.at(-1) ?? 0);
  const offer: Offer | undefined = offers.find((o) => o.term === chosenTerm && o.originationFee === chosenFee);
  const bounds = offer ? sliderBounds(offer.minDraw, offer.maxDraw) : { min: 0, max: 0 };
  const [amountText, setAmountText] = useState<string | null>(null);
  const amount = amountText === null ? bounds.max : Number(amountText.replace(/[^0-9]/g, ''));
  const amountValid = Number.isFinite(amount) && amount >= bounds.min && amount <= bounds.max;
  const autopay = offer?.discountList.find((d) => d.discount.type === AUTOPAY);
  const [useAutopay, setUseAutopay] = useState(true);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  if (!offer) {
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );
  }

  const rate = useAutopay && autopay ? autopay.rateWithDiscount : offer.rate;
  const total = amountValid ? totalWithFee(amount, offer.originationFee) : 0;
  const payment = amountValid ? monthlyPayment(total, rate, offer.term) : 0;
  const money = (value: number) => formatMoney(value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!amountValid) return;
    setSaving(true);
    setFailed(null);
    try {
      await selectProduct(request, application.uuid, {
        term: offer.term,
        amount,
        originationFee: offer.originationFee,
        payType: useAutopay && autopay ? 'AUTOPAY' : 'MANUAL',
      });
      restartPolling();
    } catch (error) {
      setSaving(false);
      setFailed(error instanceof ApiError ? error.message : t('offers.failed'));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <div className="space-y-3">
        <PageHeading>{t('offers.title')}</PageHeading>
        <p className="text-lg text-muted">{t('offers.intro')}</p>
      </div>
      {failed && (
        <p role="alert" className="rounded-card border-2 border-error bg-surface p-4 font-semibold text-error">
          {failed}
        </p>
      )}
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <RadioCards
            legend={t('offers.term')}
            name="term"
            value={chosenTerm}
            onChange={setTerm}
            options={terms.map((years) => ({ value: years, label: t('offers.termOption', { years }) }))}
          />
          <RadioCards
            legend={t('offers.fee')}
            name="fee"
            value={chosenFee}
            onChange={setFee}
            options={fees.map((f) => ({ value: f, label: f === 0 ? t('offers.noFee') : t('offers.feeOption', { percent: percent(f) }) }))}
          />
          <div className="space-y-1">
            <label htmlFor={amountId} className="block font-semibold">
              {t('offers.amount')}
            </label>
            <input
              id={amountId}
              className={INPUT_CLASS}
              inputMode="numeric"
              value={amountText ?? String(bounds.max)}
              aria-invalid={!amountValid}
              aria-describedby={`${amountId}-help`}
              onChange={(event) => setAmountText(event.target.value)}
            />
            <p id={`${amountId}-help`} className={`text-sm ${amountValid ? 'text-muted' : 'font-semibold text-error'}`}>
              {t(amountValid ? 'offers.amountHelp' : 'offers.amountInvalid', { min: money(bounds.min), max: money(bounds.max) })}
            </p>
          </div>
          {autopay && (
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 h-5 w-5 accent-[var(--brand-primary)]"
                checked={useAutopay}
                onChange={(e) => setUseAutopay(e.target.checked)}
              />
              <span>{t('offers.autopay', { discount: percent(offer.rate - autopay.rateWithDiscount) })}</span>
            </label>
          )}
        </div>
        <aside aria-labelledby="offer-summary" className="h-fit rounded-card border border-line bg-surface p-5">
          <h2 id="offer-summary" className="text-lg font-bold">
            {t('offers.summary')}
          </h2>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2" aria-live="polite">
            <dt>{t('offers.apr')}</dt>
            <dd className="text-right font-semibold" data-testid="offer-apr">
              {percent(rate)}
            </dd>
            <dt>{t('offers.amount')}</dt>
            <dd className="text-right font-semibold">{amountValid ? money(amount) : '—'}</dd>
            <dt>{t('offers.totalWithFee')}</dt>
            <dd className="text-right font-semibold">{amountValid ? money(total) : '—'}</dd>
            <dt>{t('offers.monthlyPayment')}</dt>
            <dd className="text-right font-semibold" data-testid="offer-payment">
              {amountValid ? formatMoney(payment, 2) : '—'}
            </dd>
            <dt>{t('offers.termYears')}</dt>
            <dd className="text-right font-semibold">{t('offers.termOption', { years: offer.term })}</dd>
          </dl>
        </aside>
      </div>
      <button
        type="submit"
        disabled={saving || !amountValid}
        className="min-h-12 rounded-button bg-primary px-8 text-lg font-semibold text-on-primary hover:bg-primary-hover disabled:opacity-60"
      >
        {saving ? t('common:forms.submitting') : t('offers.continue')}
      </button>
    </form>
  );
}
