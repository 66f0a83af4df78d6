import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { LenderDirectory } from '../lender-directory';
import type { LenderConfig } from '../../engine/lender/lender-package';
import { findOffer } from '../../engine/offer';
import { buildOffers, underwrite } from './offers';

let lenders: LenderConfig[];
beforeAll(async () => {
  const directory = await LenderDirectory.load();
  lenders = directory.all();
});

describe('sandbox offers', () => {
  it('gives the same figures for the same registration', () => {
    const lender = lenders[0]!;
    const a = underwrite(lender, { seed: '1 Main St|ada', annualIncome: 120_000 });
    expect(underwrite(lender, { seed: '1 Main St|ada', annualIncome: 120_000 })).toEqual(a);
    expect(underwrite(lender, { seed: '2 Main St|ada', annualIncome: 120_000 })).not.toEqual(a);
  });

  it('keeps every offer inside each lender’s pricing data', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 9_999_999 }), fc.nat({ max: 100 }), (seed, income, pick) => {
        const lender = lenders[pick % lenders.length]!;
        const { product } = lender;
        const set = buildOffers(lender, underwrite(lender, { seed, annualIncome: income }));
        expect(set.offers.length).toBe(product.terms.length * 3);
        for (const offer of set.offers) {
          expect(product.terms).toContain(offer.term);
          expect(offer.minDraw).toBe(product.loanAmount.min);
          expect(offer.maxDraw).toBeGreaterThanOrEqual(2 * product.loanAmount.min);
          expect(offer.maxDraw).toBeLessThanOrEqual(product.loanAmount.max);
          expect(offer.originationFee).toBeGreaterThanOrEqual(0);
          expect(offer.originationFee).toBeLessThanOrEqual(product.maxOriginationFeePercent / 100);
          for (const rate of [offer.rate, offer.baseRate, ...offer.discountList.map((d) => d.rateWithDiscount)]) {
            expect(rate).toBeGreaterThanOrEqual(product.aprPercent.min / 100 - 1e-9);
            expect(rate).toBeLessThanOrEqual(product.aprPercent.max / 100 + 1e-9);
          }
        }
      }),
    );
  });

  it('prices a higher origination fee at a lower or equal rate, and a longer term at a higher or equal one', () => {
    const lender = lenders.find((l) => l.product.terms.length > 1)!;
    const set = buildOffers(lender, underwrite(lender, { seed: 'x', annualIncome: 90_000 }));
    const [shortTerm, longTerm] = [lender.product.terms[0]!, lender.product.terms.at(-1)!];
    const byFee = set.offers.filter((o) => o.term === shortTerm).sort((a, b) => a.originationFee - b.originationFee);
    for (let i = 1; i < byFee.length; i++) expect(byFee[i]!.rate).toBeLessThanOrEqual(byFee[i - 1]!.rate);
    const fee = byFee[0]!.originationFee;
    expect(set.offers.find((o) => o.term === longTerm && o.originationFee === fee)!.rate).toBeGreaterThanOrEqual(byFee[0]!.rate);
  });

  it('finds an offer only for a matching term and fee with a draw inside its range', () => {
    const lender = lenders[0]!;
    const set = buildOffers(lender, underwrite(lender, { seed: 'y', annualIncome: 150_000 }));
    const offer = set.offers[0]!;
    expect(findOffer(set, offer.term, offer.originationFee, offer.minDraw)).toBe(offer);
    expect(findOffer(set, offer.term, offer.originationFee, offer.maxDraw + 1)).toBeUndefined();
    expect(findOffer(set, offer.term, offer.originationFee, offer.minDraw - 1)).toBeUndefined();
    expect(findOffer(set, 7, offer.originationFee, offer.minDraw)).toBeUndefined();
  });
});
