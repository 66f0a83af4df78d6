import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyPayment, totalOfPayments, totalWithFee } from '../calculations/offer-math';
import type { Offer, OfferSet } from '../offer';
import { summaryFigures } from '../start/application-summary';
import { availableDiscounts, bestDiscount, offerCost, offerFigures, rateFor, recordingTax, type PayType } from './offer-review';

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

// Reg Z: an open-end line's APR is its periodic rate annualised (1026.6(a)(1)(ii), 1026.14(b)), and the
// early disclosure and footer say it includes interest only (1026.40(d)(6)). So the origination fee
// must never move the APR a page, a PDF or the summary shows: it goes into the balance the payment repays.
describe('the APR does not include the origination fee', () => {
  const rate4 = fc.integer({ min: 100, max: 2500 }).map((bp) => bp / 10_000);
  const fee4 = fc.integer({ min: 0, max: 499 }).map((bp) => bp / 10_000);
  const payType = fc.constantFrom<PayType>('AUTOPAY', 'MANUAL');
  const discountType = fc.constantFrom('AUTOPAY', 'CREDIT_UNION', null);

  it('is the same for any two fees on the same offer, whatever the draw, discount and term', () => {
    fc.assert(
      fc.property(
        rate4,
        fc.integer({ min: 0, max: 50 }),
        fee4,
        fee4,
        fc.integer({ min: 15_000, max: 400_000 }),
        fc.constantFrom(5, 10, 15, 30),
        payType,
        discountType,
        (rate, discountBp, feeA, feeB, amount, term, pay, discount) => {
          const priced: Offer = {
            ...offer,
            term,
            rate,
            baseRate: rate,
            discountList: [
              { discount: { type: 'AUTOPAY' }, rateWithDiscount: rate - discountBp / 10_000 },
              { discount: { type: 'CREDIT_UNION' }, rateWithDiscount: rate - discountBp / 20_000 },
            ],
          };
          const a = offerCost({ ...priced, originationFee: feeA }, amount, pay, discount);
          const b = offerCost({ ...priced, originationFee: feeB }, amount, pay, discount);
          expect(a.rate).toBe(b.rate);
          expect(a.rate).toBe(rateFor(priced, pay, discount));
          // The fee is in what the payment repays instead.
          expect(a.totalWithFee).toBe(totalWithFee(amount, feeA));
          expect(a.monthlyPayment).toBe(monthlyPayment(a.totalWithFee, a.rate, term));
          if (feeA < feeB) expect(a.monthlyPayment).toBeLessThanOrEqual(b.monthlyPayment);
        },
      ),
    );
  });

  it('the application summary’s APR is the chosen rate, whatever the fee', () => {
    fc.assert(
      fc.property(rate4, fee4, fee4, fc.integer({ min: 15_000, max: 400_000 }), (rate, feeA, feeB, amount) => {
        const application = { amount, term: 15, rate };
        expect(summaryFigures({ ...application, originationFee: feeA })!.rate).toBe(rate);
        expect(summaryFigures({ ...application, originationFee: feeB })!.rate).toBe(rate);
      }),
    );
  });
});
