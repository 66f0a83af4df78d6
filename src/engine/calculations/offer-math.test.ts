import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCashPreserving,
  isDeductible,
  monthlyPayment,
  payoffSliderBounds,
  periodInterest,
  rateDiscount,
  roundHalfEven,
  sliderBounds,
  totalOfPayments,
  totalWithFee,
} from './offer-math';

describe('offer calculations', () => {
  it('rounds half to even', () => {
    expect(roundHalfEven(2.345)).toBe(2.34);
    expect(roundHalfEven(2.355)).toBe(2.36);
    expect(roundHalfEven(2.3449)).toBe(2.34);
    expect(roundHalfEven(0.125)).toBe(0.12);
  });

  it('adds the origination fee, capped when a cap is given', () => {
    expect(totalWithFee(100_000, 0.0499)).toBe(104_990);
    expect(totalWithFee(100_000, 0.0499, 2_000)).toBe(102_000);
    expect(() => totalWithFee(-1, 0.01)).toThrow(RangeError);
    expect(() => totalWithFee(Number.NaN, 0.01)).toThrow(RangeError);
  });

  it('amortises a loan the standard way', () => {
    // 100,000 at 6% over 30 years: 599.55 a month.
    expect(monthlyPayment(100_000, 0.06, 30)).toBe(599.55);
    expect(monthlyPayment(12_000, 0, 1)).toBe(1000);
  });

  it('pays at least the principal back and more as the rate rises', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 15_000, max: 400_000 }),
        fc.double({ min: 0.01, max: 0.2, noNaN: true }),
        fc.constantFrom(5, 10, 15, 30),
        (principal, rate, term) => {
          const payment = monthlyPayment(principal, rate, term);
          expect(payment * term * 12).toBeGreaterThanOrEqual(principal);
          expect(monthlyPayment(principal, rate + 0.01, term)).toBeGreaterThan(payment);
        },
      ),
    );
  });

  it('adds the payments up over the term', () => {
    // 599.55 a month for 360 months.
    expect(totalOfPayments(100_000, 0.06, 30)).toBe(215_838);
    expect(totalOfPayments(12_000, 0, 1)).toBe(12_000);
  });

  it('totals more than the principal, and more over a longer term or at a higher rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 15_000, max: 400_000 }),
        fc.double({ min: 0.01, max: 0.2, noNaN: true }),
        fc.constantFrom<[number, number]>([5, 10], [10, 15], [15, 30], [5, 30]),
        (principal, rate, [shorter, longer]) => {
          const total = totalOfPayments(principal, rate, shorter);
          expect(total).toBeGreaterThan(principal);
          expect(totalOfPayments(principal, rate, longer)).toBeGreaterThan(total);
          expect(totalOfPayments(principal, rate + 0.005, shorter)).toBeGreaterThan(total);
        },
      ),
    );
  });

  it('at no interest, totals the principal within half a cent a month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400_000 }), fc.constantFrom(5, 10, 15, 30), (principal, term) => {
        expect(Math.abs(totalOfPayments(principal, 0, term) - principal)).toBeLessThanOrEqual(term * 12 * 0.005 + 1e-9);
      }),
    );
  });

  it('charges a month of interest on a balance', () => {
    expect(periodInterest(100_000, 0.0876)).toBe(730);
  });

  it('rounds slider bounds inwards to whole dollars and rate discounts to 4 decimals', () => {
    expect(sliderBounds(15_000.4, 120_999.9)).toEqual({ min: 15_001, max: 120_999 });
    expect(rateDiscount(0.0899, 0.0874)).toBe(0.0025);
  });
});

describe('payoffs and the draw', () => {
  it('checks a cash-preserving draw and a deducting one', () => {
    expect(isCashPreserving(20_000, 80_000, 100_000)).toBe(true);
    expect(isCashPreserving(20_000, 80_001, 100_000)).toBe(false);
    expect(isDeductible(20_000, 20_000, 100_000)).toBe(true);
    expect(isDeductible(20_000, 19_999, 100_000)).toBe(false);
    expect(isDeductible(20_000, 100_001, 100_000)).toBe(false);
  });

  it('adjusts the slider for each preference, or says no draw fits', () => {
    expect(payoffSliderBounds(15_000.4, 100_000.9, 20_000.5, 'PRESERVE')).toEqual({ min: 15_001, max: 80_000 });
    expect(payoffSliderBounds(15_000, 100_000, 20_000.5, 'DEDUCT')).toEqual({ min: 20_001, max: 100_000 });
    expect(payoffSliderBounds(15_000, 30_000, 20_000, 'PRESERVE')).toBeNull();
    expect(payoffSliderBounds(15_000, 30_000, 40_000, 'DEDUCT')).toBeNull();
  });

  it('gives bounds whose every draw passes the preference’s own check', () => {
    const money = fc.integer({ min: 0, max: 500_000 });
    fc.assert(
      fc.property(money, money, money, fc.constantFrom('PRESERVE' as const, 'DEDUCT' as const), (a, b, payoffs, preference) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const bounds = payoffSliderBounds(min, max, payoffs, preference);
        if (!bounds) return;
        for (const draw of [bounds.min, bounds.max, Math.floor((bounds.min + bounds.max) / 2)]) {
          if (preference === 'PRESERVE') expect(isCashPreserving(payoffs, draw, max)).toBe(true);
          else expect(isDeductible(payoffs, draw, max)).toBe(true);
          expect(draw).toBeGreaterThanOrEqual(min);
        }
      }),
    );
  });
});
