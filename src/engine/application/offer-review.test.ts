import { describe, expect, it } from 'vitest';
import { monthlyPayment, totalOfPayments } from '../calculations/offer-math';
import type { Offer, OfferSet } from '../offer';
import { availableDiscounts, bestDiscount, offerFigures, rateFor, recordingTax } from './offer-review';

const offer: Offer = {
  uuid: '10-499',
  type: 'FIXED',
  term: 10,
  min: 15_000,
  max: 115_000,
  minDraw: 15_000,
  maxDraw: 115_000,
  originationFee: 0.0499,
  baseRate: 0.09,
  otherRate: 0.0875,
  rate: 0.09,
  discountList: [
    { discount: { type: 'AUTOPAY' }, rateWithDiscount: 0.0875 },
    { discount: { type: 'CREDIT_UNION' }, rateWithDiscount: 0.0875 },
  ],
};

const set: OfferSet = {
  offers: [offer],
  costs: [
    { type: 'RECORDING', feeType: 'RECORDING_FEE', borrowerPaidAmount: 315 },
    { type: 'RECORDING', feeType: 'RECORDING_TAX', borrowerPaidAmount: 1610 },
  ],
  totalPaidByBorrower: 1925,
  ofeeMaxThreshold: 0.0499,
  maxDtiUnlimited: 115_000,
  minRecordingTax: 0,
  maxRecordingTax: 1610,
};

describe('offer review', () => {
  it('interpolates the recording tax linearly across the draw range', () => {
    expect(recordingTax(set, offer, 15_000)).toBe(0);
    expect(recordingTax(set, offer, 115_000)).toBe(1610);
    expect(recordingTax(set, offer, 65_000)).toBe(805);
    expect(recordingTax(set, offer, 40_000)).toBe(402.5);
  });

  it('offers the autopay discount only with automatic payments', () => {
    expect(availableDiscounts(offer, 'AUTOPAY').map((d) => d.discount.type)).toEqual(['AUTOPAY', 'CREDIT_UNION']);
    expect(availableDiscounts(offer, 'MANUAL').map((d) => d.discount.type)).toEqual(['CREDIT_UNION']);
    expect(rateFor(offer, 'MANUAL', 'AUTOPAY')).toBe(0.09);
    expect(rateFor(offer, 'MANUAL', 'CREDIT_UNION')).toBe(0.0875);
    expect(rateFor(offer, 'AUTOPAY', null)).toBe(0.09);
  });

  it('suggests the lowest available rate, the first on a tie', () => {
    expect(bestDiscount(offer, 'AUTOPAY')).toBe('AUTOPAY');
    expect(bestDiscount(offer, 'MANUAL')).toBe('CREDIT_UNION');
    const cheaperUnion = {
      ...offer,
      discountList: [offer.discountList[0]!, { discount: { type: 'CREDIT_UNION' }, rateWithDiscount: 0.085 }],
    };
    expect(bestDiscount(cheaperUnion, 'AUTOPAY')).toBe('CREDIT_UNION');
    expect(bestDiscount({ ...offer, discountList: [] }, 'AUTOPAY')).toBeNull();
  });

  it('gives the fee, payment and costs for a choice', () => {
    const figures = offerFigures(set, offer, {
      term: 10,
      originationFee: 0.0499,
      amount: 65_000,
      payType: 'AUTOPAY',
      discountType: 'CREDIT_UNION',
    });
    expect(figures.rate).toBe(0.0875);
    expect(figures.originationFeeAmount).toBe(3243.5);
    expect(figures.totalWithFee).toBe(68_243.5);
    expect(figures.monthlyPayment).toBe(monthlyPayment(68_243.5, 0.0875, 10));
    expect(figures.totalPaid).toBe(totalOfPayments(68_243.5, 0.0875, 10));
    expect(figures.costs).toEqual([
      { feeType: 'RECORDING_FEE', amount: 315 },
      { feeType: 'RECORDING_TAX', amount: 805 },
    ]);
    expect(figures.totalCosts).toBe(1120);
  });
});
