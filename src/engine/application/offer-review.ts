// The figures a borrower reviews before confirming an offer: rate with the chosen discount, fee,
// monthly payment and the offer set's closing costs, recording tax interpolated across the draw range.
import { monthlyPayment, roundHalfEven, totalOfPayments, totalWithFee } from '../calculations/offer-math';
import type { Offer, OfferSet } from '../offer';

export type PayType = 'AUTOPAY' | 'MANUAL';

export interface OfferChoice {
  term: number;
  originationFee: number;
  amount: number;
  payType: PayType;
  /** The discount that applies; null for none. */
  discountType: string | null;
}

/** The autopay discount needs automatic payments; every other discount (membership) may always be chosen. */
const AUTOPAY = 'AUTOPAY';

export function availableDiscounts(offer: Offer, payType: PayType): Offer['discountList'] {
  return offer.discountList.filter((d) => d.discount.type !== AUTOPAY || payType === AUTOPAY);
}

/** The discount offered first: the lowest rate among those available, the earlier on a tie. */
export function bestDiscount(offer: Offer, payType: PayType): string | null {
  const best = availableDiscounts(offer, payType).reduce<Offer['discountList'][number] | null>(
    (found, d) => (found === null || d.rateWithDiscount < found.rateWithDiscount ? d : found),
    null,
  );
  return best?.discount.type ?? null;
}

/**
 * The spec's default rate: the chosen discount's rate when it is available, else the offer's rate.
 * This is the APR every page, PDF and summary shows. For an open-end line the APR is the periodic
 * rate annualised (Reg Z 1026.6(a)(1)(ii), 1026.14(b)), so the origination fee is never in it: the
 * fee goes into the balance the payment repays (offerCost), and the early disclosure says the APR
 * 'includes interest only' (1026.40(d)(6)). A fee may buy a lower rate, but only through the offer.
 */
export function rateFor(offer: Offer, payType: PayType, discountType: string | null): number {
  return availableDiscounts(offer, payType).find((d) => d.discount.type === discountType)?.rateWithDiscount ?? offer.rate;
}

/** Recording tax, linear from the set's minimum at the offer's smallest draw to its maximum at the largest. */
export function recordingTax(set: OfferSet, offer: Offer, amount: number): number {
  const span = offer.maxDraw - offer.minDraw;
  const share = span <= 0 ? 1 : Math.min(1, Math.max(0, (amount - offer.minDraw) / span));
  return roundHalfEven(set.minRecordingTax + (set.maxRecordingTax - set.minRecordingTax) * share);
}

/** What one offer costs for a draw and a discount choice, as the page compares its options. */
export interface OfferCost {
  rate: number;
  originationFeeAmount: number;
  /** Draw plus origination fee: the principal the payment repays. */
  totalWithFee: number;
  monthlyPayment: number;
  /** Every payment over the term added up (the draw, the financed fee and the interest). */
  totalPaid: number;
}

export function offerCost(offer: Offer, amount: number, payType: PayType, discountType: string | null): OfferCost {
  const rate = rateFor(offer, payType, discountType);
  const total = totalWithFee(amount, offer.originationFee);
  return {
    rate,
    originationFeeAmount: roundHalfEven(total - amount),
    totalWithFee: total,
    monthlyPayment: monthlyPayment(total, rate, offer.term),
    totalPaid: totalOfPayments(total, rate, offer.term),
  };
}

export interface OfferFigures extends OfferCost {
  amount: number;
  term: number;
  originationFeeRate: number;
  /** The offer set's borrower-paid costs, by fee type, with the recording tax for this draw. */
  costs: Array<{ feeType: string; amount: number }>;
  totalCosts: number;
}

export function offerFigures(set: OfferSet, offer: Offer, choice: OfferChoice): OfferFigures {
  const costs = set.costs.map((cost) => ({
    feeType: cost.feeType,
    amount: cost.feeType === 'RECORDING_TAX' ? recordingTax(set, offer, choice.amount) : cost.borrowerPaidAmount,
  }));
  return {
    ...offerCost(offer, choice.amount, choice.payType, choice.discountType),
    amount: choice.amount,
    term: offer.term,
    originationFeeRate: offer.originationFee,
    costs,
    totalCosts: roundHalfEven(costs.reduce((sum, c) => sum + c.amount, 0)),
  };
}
