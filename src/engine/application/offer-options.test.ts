import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../offer';
import { defaultDraw, defaultFee, drawBounds, feeCosts, feeLowersRate, largestLine, nearestTerm, termCosts } from './offer-options';
import { offerCost } from './offer-review';

/** Offers shaped as the sandbox builds them: a higher fee buys a lower rate, a longer term costs more. */
function offer(term: number, originationFee: number, rate: number, maxDraw = 342_000): Offer {
  return {
    uuid: `${term}-${originationFee}`,
    type: 'FIXED',
    term,
    min: 15_000,
    max: maxDraw,
    minDraw: 15_000,
    maxDraw,
    originationFee,
    baseRate: rate,
    otherRate: rate - 0.0025,
    rate,
    discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: rate - 0.0025 }],
  };
}

const offers = [10, 15, 30].flatMap((term, i) => [
  offer(term, 0.0499, 0.09 + i * 0.01),
  offer(term, 0.025, 0.1 + i * 0.01),
  offer(term, 0, 0.11 + i * 0.01),
]);
const manual = { payType: 'MANUAL' as const, discountType: null };

describe('the offers page’s first choice', () => {
  it('takes the lender’s term, or the nearest offered one, the shorter on a tie', () => {
    expect(nearestTerm([10, 15, 30], 15)).toBe(15);
    expect(nearestTerm([10, 15, 30], 5)).toBe(10);
    expect(nearestTerm([5, 15], 10)).toBe(5);
    expect(nearestTerm([], 10)).toBeUndefined();
  });

  it('draws a share of the line or an amount, in whole thousands, within the bounds', () => {
    const bounds = { min: 15_000, max: 342_000 };
    expect(defaultDraw({ percentOfLine: 50 }, 342_000, bounds)).toBe(171_000);
    expect(defaultDraw({ percentOfLine: 33 }, 342_000, bounds)).toBe(112_000);
    expect(defaultDraw({ amount: 50_000 }, 342_000, bounds)).toBe(50_000);
    expect(defaultDraw({ amount: 5_000 }, 342_000, bounds)).toBe(15_000);
    expect(defaultDraw({ amount: 500_000 }, 342_000, bounds)).toBe(342_000);
    // Payoffs raise the smallest draw.
    expect(defaultDraw({ percentOfLine: 10 }, 342_000, { min: 40_001, max: 342_000 })).toBe(40_001);
  });

  it('any rule gives a draw the borrower may take', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400_000 }),
        fc.integer({ min: 0, max: 400_000 }),
        fc.oneof(
          fc.double({ min: 0.01, max: 100, noNaN: true }).map((percentOfLine) => ({ percentOfLine })),
          fc.integer({ min: 0, max: 1_000_000 }).map((amount) => ({ amount })),
        ),
        (a, b, rule) => {
          const bounds = { min: Math.min(a, b), max: Math.max(a, b) };
          const draw = defaultDraw(rule, bounds.max, bounds);
          expect(draw).toBeGreaterThanOrEqual(bounds.min);
          expect(draw).toBeLessThanOrEqual(bounds.max);
        },
      ),
    );
  });

  it('picks the smallest fee, or the fee whose payments add up to least', () => {
    const tenYear = offers.filter((o) => o.term === 10);
    expect(defaultFee(tenYear, 'lowestFee', () => 100_000)).toBe(0);
    const cheapest = defaultFee(tenYear, 'lowestTotalPaid', () => 100_000);
    const totals = tenYear.map((o) => offerCost(o, 100_000, 'AUTOPAY', 'AUTOPAY').totalPaid);
    expect(cheapest).toBe(tenYear[totals.indexOf(Math.min(...totals))]!.originationFee);
    expect(defaultFee([], 'lowestTotalPaid', () => 100_000)).toBeUndefined();
  });

  it('is never the most expensive start when a cheaper option exists', () => {
    fc.assert(
      fc.property(fc.integer({ min: 15_000, max: 342_000 }), fc.constantFrom(10, 15, 30), (draw, term) => {
        const termOffers = offers.filter((o) => o.term === term);
        const fee = defaultFee(termOffers, 'lowestTotalPaid', () => draw)!;
        const costs = feeCosts(offers, term, { amount: draw, payType: 'AUTOPAY', discountType: 'AUTOPAY' });
        const chosen = costs.get(fee)!.totalPaid;
        for (const cost of costs.values()) expect(chosen).toBeLessThanOrEqual(cost.totalPaid);
      }),
    );
  });

  it('bounds the draw by the offer and the payoffs, and names the line', () => {
    expect(drawBounds(offer(10, 0, 0.1), 0)).toEqual({ min: 15_000, max: 342_000 });
    expect(drawBounds(offer(10, 0, 0.1), 40_000.5)).toEqual({ min: 40_001, max: 342_000 });
    expect(largestLine([offer(10, 0, 0.1, 200_000), offer(15, 0, 0.1, 250_000)])).toBe(250_000);
  });
});

describe('each option’s cost beside it', () => {
  it('costs every term at the chosen fee, and every fee at the chosen term', () => {
    const pricing = { amount: 100_000, ...manual };
    const terms = termCosts(offers, 0.025, pricing);
    expect([...terms.keys()]).toEqual([10, 15, 30]);
    expect(terms.get(15)).toEqual(offerCost(offers[4]!, 100_000, 'MANUAL', null));
    const fees = feeCosts(offers, 30, pricing);
    expect([...fees.keys()]).toEqual([0.0499, 0.025, 0]);
    expect(fees.get(0)!.originationFeeAmount).toBe(0);
    expect(fees.get(0.0499)!.originationFeeAmount).toBe(4990);
  });

  it('falls back to a term’s smallest fee when the term lacks the chosen one', () => {
    const uneven = [offer(10, 0.0499, 0.09), offer(20, 0.01, 0.1), offer(20, 0.02, 0.095)];
    expect(termCosts(uneven, 0.0499, { amount: 50_000, ...manual }).get(20)).toEqual(offerCost(uneven[1]!, 50_000, 'MANUAL', null));
  });

  it('a longer term lowers the payment and raises the total paid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 15_000, max: 342_000 }), fc.constantFrom(0, 0.025, 0.0499), (amount, fee) => {
        const costs = termCosts(offers, fee, { amount, ...manual });
        const [ten, fifteen, thirty] = [10, 15, 30].map((t) => costs.get(t)!);
        expect(fifteen!.monthlyPayment).toBeLessThan(ten!.monthlyPayment);
        expect(thirty!.monthlyPayment).toBeLessThan(fifteen!.monthlyPayment);
        expect(fifteen!.totalPaid).toBeGreaterThan(ten!.totalPaid);
        expect(thirty!.totalPaid).toBeGreaterThan(fifteen!.totalPaid);
      }),
    );
  });
});

describe('whether the page may say a higher fee buys a lower rate', () => {
  it('says so only when each larger fee’s rate is below the smaller one’s', () => {
    expect(feeLowersRate(offers.filter((o) => o.term === 15))).toBe(true);
    expect(feeLowersRate([offer(15, 0, 0.1), offer(15, 0.0499, 0.1)])).toBe(false);
    expect(feeLowersRate([offer(15, 0, 0.1), offer(15, 0.025, 0.09), offer(15, 0.0499, 0.095)])).toBe(false);
    expect(feeLowersRate([offer(15, 0, 0.1)])).toBe(false);
  });
});
