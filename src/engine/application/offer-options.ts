// The offers page's first choice, from the lender's data rather than the most expensive offer, and
// what each term and fee option would cost beside it.
import { payoffSliderBounds, sliderBounds } from '../calculations/offer-math';
import type { Offer } from '../offer';
import type { Product } from '../types/lender';
import { bestDiscount, offerCost, type OfferCost, type PayType } from './offer-review';

export type OfferDefaults = NonNullable<Product['offerDefaults']>;

/** The start for a lender whose data names none (the schema says the same). */
export const FALLBACK_OFFER_DEFAULTS: OfferDefaults = { term: 10, originationFee: 'lowestFee', draw: { percentOfLine: 50 } };

export interface DrawBounds {
  min: number;
  max: number;
}

/** Whole-dollar draw bounds; loans marked for payoff come out of the draw, so it starts at their total. */
export function drawBounds(offer: Offer, payoffs: number): DrawBounds {
  return (
    (payoffs > 0 ? payoffSliderBounds(offer.minDraw, offer.maxDraw, payoffs, 'DEDUCT') : null) ?? sliderBounds(offer.minDraw, offer.maxDraw)
  );
}

/** The largest draw among the offers: what the borrower is pre-qualified for. */
export const largestLine = (offers: readonly Offer[]) => offers.reduce((line, o) => Math.max(line, o.maxDraw), 0);

/** The lender's term when offered, else the nearest offered one (the shorter on a tie). */
export function nearestTerm(terms: readonly number[], wanted: number): number | undefined {
  return [...terms].sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || a - b)[0];
}

/** The lender's draw, rounded down to whole thousands and kept within the bounds. */
export function defaultDraw(rule: OfferDefaults['draw'], line: number, bounds: DrawBounds): number {
  const wanted = 'amount' in rule ? rule.amount : (line * rule.percentOfLine) / 100;
  return Math.min(bounds.max, Math.max(bounds.min, Math.floor(wanted / 1000) * 1000));
}

/** The discount the page starts with: autopay is ticked, and the best rate applies. */
export const STARTING_PAY_TYPE: PayType = 'AUTOPAY';

/**
 * The fee option of one term's offers selected first: the smallest fee, or the one whose payments
 * add up to the least for the draw each offer would start with (the smaller fee on a tie).
 */
export function defaultFee(termOffers: readonly Offer[], rule: OfferDefaults['originationFee'], drawFor: (offer: Offer) => number) {
  const byFee = [...termOffers].sort((a, b) => a.originationFee - b.originationFee);
  if (rule === 'lowestFee') return byFee[0]?.originationFee;
  const totalPaid = (o: Offer) => offerCost(o, drawFor(o), STARTING_PAY_TYPE, bestDiscount(o, STARTING_PAY_TYPE)).totalPaid;
  return byFee.reduce<Offer | undefined>((best, o) => (best === undefined || totalPaid(o) < totalPaid(best) ? o : best), undefined)
    ?.originationFee;
}

export interface Pricing {
  amount: number;
  payType: PayType;
  discountType: string | null;
}

/** Each term's cost at the chosen fee (or, where a term lacks it, at that term's smallest fee). */
export function termCosts(offers: readonly Offer[], fee: number, pricing: Pricing): Map<number, OfferCost> {
  const costs = new Map<number, OfferCost>();
  for (const term of new Set(offers.map((o) => o.term))) {
    const termOffers = offers.filter((o) => o.term === term);
    const offer = termOffers.find((o) => o.originationFee === fee) ?? termOffers.sort((a, b) => a.originationFee - b.originationFee)[0]!;
    costs.set(term, offerCost(offer, pricing.amount, pricing.payType, pricing.discountType));
  }
  return costs;
}

/** Each fee option's cost at the chosen term. */
export function feeCosts(offers: readonly Offer[], term: number, pricing: Pricing): Map<number, OfferCost> {
  return new Map(
    offers
      .filter((o) => o.term === term)
      .map((o) => [o.originationFee, offerCost(o, pricing.amount, pricing.payType, pricing.discountType)]),
  );
}

/**
 * Whether a higher origination fee buys a lower rate among one term's offers: each larger fee's rate
 * below the next smaller fee's. The page says so only when the lender's offers do it.
 */
export function feeLowersRate(termOffers: readonly Offer[]): boolean {
  const byFee = [...termOffers].sort((a, b) => a.originationFee - b.originationFee);
  return byFee.length > 1 && byFee.every((o, i) => i === 0 || o.rate < byFee[i - 1]!.rate);
}
