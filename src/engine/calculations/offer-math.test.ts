import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyPayment, periodInterest, rateDiscount, roundHalfEven, sliderBounds, totalWithFee } from './offer-math';

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

  it('charges a month of interest on a balance', () => {
    expect(periodInterest(100_000, 0.0876)).toBe(730);
  });

  it('rounds slider bounds inwards to whole dollars and rate discounts to 4 decimals', () => {
    expect(sliderBounds(15_000.4, 120_999.9)).toEqual({ min: 15_001, max: 120_999 });
    expect(rateDiscount(0.0899, 0.0874)).toBe(0.0025);
  });
});
