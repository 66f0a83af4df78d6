// Offers as the application service answers them, and the spec's offer lookup.

export interface Offer {
  uuid: string;
  type: 'FIXED';
  term: number;
  min: number;
  max: number;
  minDraw: number;
  maxDraw: number;
  /** Fractions: 0.0199 is 1.99%. */
  originationFee: number;
  baseRate: number;
  otherRate: number;
  rate: number;
  discountList: Array<{ discount: { type: string }; rateWithDiscount: number }>;
}

export interface OfferSet {
  offers: Offer[];
  costs: Array<{ type: string; feeType: string; borrowerPaidAmount: number }>;
  totalPaidByBorrower: number;
  ofeeMaxThreshold: number;
  maxDtiUnlimited: number;
  minRecordingTax: number;
  maxRecordingTax: number;
}

/** The offer a selection refers to: same term and fee, draw inside the offer's range. */
export function findOffer(set: OfferSet, term: number, originationFee: number, amount: number): Offer | undefined {
  return set.offers.find(
    (o) => o.term === term && Math.abs(o.originationFee - originationFee) < 1e-9 && amount >= o.minDraw && amount <= o.maxDraw,
  );
}
