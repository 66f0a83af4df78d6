// product/select: the offers built from the lender's pricing. The page says what the borrower is
// pre-qualified for, then starts from the lender's default term, fee and draw (lender data), with
// each term and fee option's monthly payment, fee and total paid beside it. One question picks the
// rate discount. Continue goes to the confirm step; nothing is saved yet.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { fetchOffers } from '@/api/application';
import {
  defaultDraw,
  defaultFee,
  drawBounds,
  FALLBACK_OFFER_DEFAULTS,
  feeCosts,
  feeLowersRate,
  largestLine,
  nearestTerm,
  STARTING_PAY_TYPE,
  termCosts,
} from '@/engine/application/offer-options';
import { bestDiscount, offerFigures, rateFor, type OfferCost, type PayType } from '@/engine/application/offer-review';
import { markedPayoffs } from '@/engine/calculations/lien-payoff';
import { formatMoney } from '@/engine/format/format';
import { moneyInputText } from '@/engine/format/money-input';
import type { Offer } from '@/engine/offer';
import { useApi } from '../../api/api-context';
import { useLender } from '../../lender/lender-context';
import { useApplicationOutlet } from '../application-layout';
import { ApplicationPage, PRIMARY_BUTTON_CLASS, RadioCards } from '../page-parts';
import { DrawField } from './draw-field';
import { loadOfferChoice, saveOfferChoice } from './offer-choice';
import { discountName, percent } from './offer-format';

const AUTOPAY = 'AUTOPAY';

export default function ProductSelectPage() {
  const { t } = useTranslation('application');
  const request = useApi();
  const navigate = useNavigate();
  const { application } = useApplicationOutlet();
  const defaults = useLender().product.offerDefaults ?? FALLBACK_OFFER_DEFAULTS;
  const { data } = useSWR(['offers', application.uuid], () => fetchOffers(request, application.uuid), { revalidateOnFocus: false });
  const amountId = useId();
  // Back from the confirm step, the borrower's earlier choice is where they left it.
  const [earlier] = useState(() => loadOfferChoice(application.uuid));

  const offers = data?.offers ?? [];
  const line = largestLine(offers);
  // Loans marked for payoff on the liens step come out of the draw, so it starts at their total.
  const payoffs = markedPayoffs(application.liabilities);
  const startingDraw = (o: Offer) => defaultDraw(defaults.draw, line, drawBounds(o, payoffs));
  const terms = [...new Set(offers.map((o) => o.term))];
  const [term, setTerm] = useState<number | null>(earlier?.term ?? null);
  const chosenTerm = term !== null && terms.includes(term) ? term : (nearestTerm(terms, defaults.term) ?? 0);
  const termOffers = offers.filter((o) => o.term === chosenTerm);
  const fees = [...new Set(termOffers.map((o) => o.originationFee))].sort((a, b) => a - b);
  const [fee, setFee] = useState<number | null>(earlier?.originationFee ?? null);
  const chosenFee = fee !== null && fees.includes(fee) ? fee : (defaultFee(termOffers, defaults.originationFee, startingDraw) ?? 0);
  const offer = termOffers.find((o) => o.originationFee === chosenFee);
  const bounds = offer ? drawBounds(offer, payoffs) : { min: 0, max: 0 };
  const [amountText, setAmountText] = useState<string | null>(earlier ? moneyInputText(earlier.amount) : null);
  const amount = amountText === null ? (offer ? startingDraw(offer) : 0) : Number(amountText.replace(/\D/g, ''));
  const amountValid = amountText !== '' && amount >= bounds.min && amount <= bounds.max;
  const [useAutopay, setUseAutopay] = useState(earlier ? earlier.payType === AUTOPAY : STARTING_PAY_TYPE === AUTOPAY);
  const [discount, setDiscount] = useState<string | null>(earlier?.discountType ?? null);

  if (!data || !offer) {
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );
  }

  // Several discounts are one question (only one applies), autopay's among them; autopay alone is a tick box.
  const discounts = offer.discountList;
  const oneQuestion = discounts.length > 1;
  const autopay = discounts.find((d) => d.discount.type === AUTOPAY);
  const discountType = oneQuestion
    ? discounts.some((d) => d.discount.type === discount)
      ? discount
      : bestDiscount(offer, STARTING_PAY_TYPE)
    : bestDiscount(offer, useAutopay ? AUTOPAY : 'MANUAL');
  const payType: PayType = (oneQuestion ? discountType === AUTOPAY : useAutopay && autopay) ? 'AUTOPAY' : 'MANUAL';
  const choice = { term: offer.term, originationFee: offer.originationFee, amount, payType, discountType };
  const figures = amountValid ? offerFigures(data, offer, choice) : null;
  const pricing = { amount, payType, discountType };
  const byTerm = amountValid ? termCosts(offers, chosenFee, pricing) : null;
  const byFee = amountValid ? feeCosts(offers, chosenTerm, pricing) : null;
  const money = (value: number) => formatMoney(value);
  const cost = (c: OfferCost | undefined) =>
    c && { apr: percent(c.rate), payment: formatMoney(c.monthlyPayment, 2), total: money(c.totalPaid), fee: money(c.originationFeeAmount) };
  const discountOption = (d: Offer['discountList'][number]) => ({
    discount: percent(offer.rate - d.rateWithDiscount),
    rate: percent(d.rateWithDiscount),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The button is never disabled: pressing it with an amount out of range takes the person to the
    // field, whose description says the range.
    if (!amountValid) return document.getElementById(amountId)?.focus();
    saveOfferChoice(application.uuid, choice);
    void navigate(`/${application.uuid}/product/select/confirm`);
  };

  return (
    <ApplicationPage title={t('offers.title')} intro={t('offers.intro')}>
      <section aria-labelledby="prequalified" className="rounded-card bg-primary p-5 text-on-primary">
        <h2 id="prequalified" className="text-2xl font-bold" data-testid="prequalified">
          {t('offers.prequalified', { amount: money(line) })}
        </h2>
        <p className="mt-1">{t('offers.prequalifiedNote')}</p>
      </section>
      <form noValidate onSubmit={submit} className="space-y-6">
        <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="space-y-6">
            <div className="space-y-1">
              <label htmlFor={amountId} className="block font-semibold">
                {t('offers.amount')}
              </label>
              <DrawField
                id={amountId}
                text={amountText ?? moneyInputText(amount)}
                invalid={!amountValid}
                describedBy={payoffs > 0 ? `${amountId}-help ${amountId}-payoffs` : `${amountId}-help`}
                onText={setAmountText}
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
            <RadioCards
              legend={t('offers.term')}
              name="term"
              value={chosenTerm}
              onChange={setTerm}
              options={terms.map((years) => ({
                value: years,
                label: t('offers.termOption', { years }),
                ...(byTerm && { description: t('offers.termCost', cost(byTerm.get(years))) }),
              }))}
            />
            <div className="space-y-1">
              <RadioCards
                legend={t('offers.fee')}
                name="fee"
                value={chosenFee}
                onChange={setFee}
                options={fees.map((f) => ({
                  value: f,
                  label: f === 0 ? t('offers.noFee') : t('offers.feeOption', { percent: percent(f) }),
                  ...(byFee && { description: t(f === 0 ? 'offers.termCost' : 'offers.feeCost', cost(byFee.get(f))) }),
                }))}
              />
              {/* What the fee does to the APR, in words beside the figures (Reg Z 1026.40(d)(6): interest only). */}
              <p className="text-sm text-muted" data-testid="fee-hint">
                {[
                  feeLowersRate(termOffers) ? t('offers.feeLowersRate') : '',
                  t('offers.aprWithoutFee'),
                  fees.some((f) => f > 0) ? t('offers.feeFinanced') : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
              </p>
            </div>
            {!oneQuestion && autopay && (
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
            {oneQuestion && (
              <div className="space-y-1">
                <RadioCards
                  legend={t('offers.discount')}
                  name="discount"
                  value={discountType}
                  onChange={setDiscount}
                  options={discounts.map((d) => ({
                    value: d.discount.type,
                    label: discountName(t, d.discount.type),
                    description: t(d.discount.type === AUTOPAY ? 'offers.discountAutopay' : 'offers.discountOption', discountOption(d)),
                  }))}
                />
                <p className="text-sm text-muted">{t(autopay ? 'offers.discountHintAutopay' : 'offers.discountHint')}</p>
              </div>
            )}
            {!oneQuestion && discountType !== null && discountType !== AUTOPAY && (
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
                {percent(rateFor(offer, payType, discountType))}
              </dd>
              <dt>{t('offers.amount')}</dt>
              <dd className="text-right font-semibold">{figures ? money(figures.amount) : '—'}</dd>
              <dt>{t('offers.originationFee')}</dt>
              <dd className="text-right font-semibold" data-testid="offer-fee">
                {figures ? money(figures.originationFeeAmount) : '—'}
              </dd>
              <dt>{t('offers.monthlyPayment')}</dt>
              <dd className="text-right font-semibold" data-testid="offer-payment">
                {figures ? formatMoney(figures.monthlyPayment, 2) : '—'}
              </dd>
              <dt>{t('offers.totalPaid', { years: offer.term })}</dt>
              <dd className="text-right font-semibold" data-testid="offer-total-paid">
                {figures ? money(figures.totalPaid) : '—'}
              </dd>
              <dt>{t('offers.termYears')}</dt>
              <dd className="text-right font-semibold">{t('offers.termOption', { years: offer.term })}</dd>
            </dl>
            <p className="mt-3 text-sm text-muted">{t('offers.totalPaidHint')}</p>
          </section>
        </div>
        <button type="submit" className={PRIMARY_BUTTON_CLASS}>
          {t('offers.continue')}
        </button>
      </form>
    </ApplicationPage>
  );
}
