// product/select: the offers built from the lender's pricing. The borrower picks a term and an
// origination fee, how much to draw, autopay and, where several apply, which rate discount; the
// summary shows APR, payment and total. Continue goes to the confirm step; nothing is saved yet.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { fetchOffers } from '@/api/application';
import { availableDiscounts, bestDiscount, offerFigures, type PayType } from '@/engine/application/offer-review';
import { markedPayoffs } from '@/engine/calculations/lien-payoff';
import { payoffSliderBounds, sliderBounds } from '@/engine/calculations/offer-math';
import { formatMoney } from '@/engine/format/format';
import type { Offer } from '@/engine/offer';
import { useApi } from '../../api/api-context';
import { INPUT_CLASS } from '../../forms/base-input-template';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, PRIMARY_BUTTON_CLASS, RadioCards } from '../page-parts';
import { loadOfferChoice, saveOfferChoice } from './offer-choice';
import { discountName, percent } from './offer-format';

const AUTOPAY = 'AUTOPAY';

export default function ProductSelectPage() {
  const { t } = useTranslation('application');
  const request = useApi();
  const navigate = useNavigate();
  const { application } = useApplicationOutlet();
  const { data } = useSWR(['offers', application.uuid], () => fetchOffers(request, application.uuid), { revalidateOnFocus: false });
  const amountId = useId();
  // Back from the confirm step, the borrower's earlier choice is where they left it.
  const [earlier] = useState(() => loadOfferChoice(application.uuid));

  const offers = data?.offers ?? [];
  const terms = [...new Set(offers.map((o) => o.term))];
  const [term, setTerm] = useState<number | null>(earlier?.term ?? null);
  const chosenTerm = term !== null && terms.includes(term) ? term : (terms[0] ?? 0);
  const fees = [...new Set(offers.filter((o) => o.term === chosenTerm).map((o) => o.originationFee))].sort((a, b) => a - b);
  const [fee, setFee] = useState<number | null>(earlier?.originationFee ?? null);
  const chosenFee = fee !== null && fees.includes(fee) ? fee : (fees.at(-1) ?? 0);
  const offer: Offer | undefined = offers.find((o) => o.term === chosenTerm && o.originationFee === chosenFee);
  // Loans marked for payoff on the liens step come out of the draw, so it starts at their total.
  const payoffs = markedPayoffs(application.liabilities);
  const bounds = offer
    ? ((payoffs > 0 ? payoffSliderBounds(offer.minDraw, offer.maxDraw, payoffs, 'DEDUCT') : null) ??
      sliderBounds(offer.minDraw, offer.maxDraw))
    : { min: 0, max: 0 };
  const [amountText, setAmountText] = useState<string | null>(earlier ? String(earlier.amount) : null);
  const amount = amountText === null ? bounds.max : Number(amountText.replace(/[^0-9]/g, ''));
  const amountValid = Number.isFinite(amount) && amount >= bounds.min && amount <= bounds.max;
  const autopay = offer?.discountList.find((d) => d.discount.type === AUTOPAY);
  const [useAutopay, setUseAutopay] = useState(earlier ? earlier.payType === AUTOPAY : true);
  const payType: PayType = useAutopay && autopay ? 'AUTOPAY' : 'MANUAL';
  const [discount, setDiscount] = useState<string | null>(earlier?.discountType ?? null);

  if (!data || !offer) {
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );
  }

  const discounts = availableDiscounts(offer, payType);
  const discountType = discounts.some((d) => d.discount.type === discount) ? discount : bestDiscount(offer, payType);
  const choice = { term: offer.term, originationFee: offer.originationFee, amount, payType, discountType };
  const figures = amountValid ? offerFigures(data, offer, choice) : null;
  const money = (value: number) => formatMoney(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!amountValid) return;
    saveOfferChoice(application.uuid, choice);
    void navigate(`/${application.uuid}/product/select/confirm`);
  };

  return (
    <ApplicationPage title={t('offers.title')} intro={t('offers.intro')}>
      <form noValidate onSubmit={submit} className="space-y-6">
        <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_18rem]">
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
                aria-describedby={payoffs > 0 ? `${amountId}-help ${amountId}-payoffs` : `${amountId}-help`}
                onChange={(event) => setAmountText(event.target.value)}
              />
              <p id={`${amountId}-help`} className={`text-sm ${amountValid ? 'text-muted' : 'font-semibold text-error'}`}>
                {t(amountValid ? 'offers.amountHelp' : 'offers.amountInvalid', { min: money(bounds.min), max: money(bounds.max) })}
              </p>
              {payoffs > 0 && (
                <p id={`${amountId}-payoffs`} className="text-sm text-muted">
                  {t('offers.payoffsIncluded', { payoffs: formatMoney(payoffs, 2) })}
                </p>
              )}
            </div>
            {autopay && (
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 h-5 w-5 shrink-0 accent-[var(--brand-primary)]"
                  checked={useAutopay}
                  onChange={(e) => setUseAutopay(e.target.checked)}
                />
                <span>{t('offers.autopay', { discount: percent(offer.rate - autopay.rateWithDiscount) })}</span>
              </label>
            )}
            {discounts.length > 1 && (
              <div className="space-y-1">
                <RadioCards
                  legend={t('offers.discount')}
                  name="discount"
                  value={discountType}
                  onChange={setDiscount}
                  options={discounts.map((d) => ({
                    value: d.discount.type,
                    label: discountName(t, d.discount.type),
                    description: t('offers.discountOption', {
                      discount: percent(offer.rate - d.rateWithDiscount),
                      rate: percent(d.rateWithDiscount),
                    }),
                  }))}
                />
                <p className="text-sm text-muted">{t('offers.discountHint')}</p>
              </div>
            )}
            {discounts.length === 1 && discountType !== null && discountType !== AUTOPAY && (
              <p className="font-semibold" data-testid="discount-applied">
                {t('offers.discountApplied', { name: discountName(t, discountType) })}
              </p>
            )}
          </div>
          <section aria-labelledby="offer-summary" className="h-fit rounded-card border border-line bg-surface p-5">
            <h2 id="offer-summary" className="text-lg font-bold">
              {t('offers.summary')}
            </h2>
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2" aria-live="polite">
              <dt>{t('offers.apr')}</dt>
              <dd className="text-right font-semibold" data-testid="offer-apr">
                {percent(figures?.rate ?? offer.rate)}
              </dd>
              <dt>{t('offers.amount')}</dt>
              <dd className="text-right font-semibold">{figures ? money(figures.amount) : '—'}</dd>
              <dt>{t('offers.totalWithFee')}</dt>
              <dd className="text-right font-semibold">{figures ? money(figures.totalWithFee) : '—'}</dd>
              <dt>{t('offers.monthlyPayment')}</dt>
              <dd className="text-right font-semibold" data-testid="offer-payment">
                {figures ? formatMoney(figures.monthlyPayment, 2) : '—'}
              </dd>
              <dt>{t('offers.termYears')}</dt>
              <dd className="text-right font-semibold">{t('offers.termOption', { years: offer.term })}</dd>
            </dl>
          </section>
        </div>
        <button type="submit" disabled={!amountValid} className={PRIMARY_BUTTON_CLASS}>
          {t('offers.continue')}
        </button>
      </form>
    </ApplicationPage>
  );
}
