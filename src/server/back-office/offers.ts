// The simulated credit decision's numbers: a home value, a mortgage balance and a credit score drawn
// deterministically from the registration, and offers within the lender's pricing data.
import { createHash } from 'node:crypto';
import type { LenderConfig } from '../../engine/lender/lender-package';
import type { Offer, OfferSet } from '../../engine/offer';

export interface Underwriting {
  homeValue: number;
  mortgageBalance: number;
  creditScore: number;
  hasAvm: boolean;
  /** The largest line the applicant qualifies for, before any debt-to-income limit. */
  maxLine: number;
}

export interface DecisionInputs {
  seed: string;
  annualIncome: number;
}

/** A number in [0, 1) drawn from the seed and a label: the same inputs always give the same figures. */
function draw(seed: string, label: string): number {
  return createHash('sha256').update(`${label}:${seed}`).digest().readUInt32BE(0) / 2 ** 32;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const floorTo = (value: number, step: number) => Math.floor(value / step) * step;
const rate4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** Combined loan-to-value the sandbox lends up to. */
const MAX_CLTV = 0.8;

export function underwrite(lender: LenderConfig, { seed, annualIncome }: DecisionInputs): Underwriting {
  const { min, max } = lender.product.loanAmount;
  const homeValue = roundTo(350_000 + draw(seed, 'home') * 900_000, 1000);
  const mortgageBalance = roundTo(homeValue * (0.15 + draw(seed, 'mortgage') * 0.4), 1000);
  const creditScore = 680 + Math.floor(draw(seed, 'score') * 120);
  const byEquity = homeValue * MAX_CLTV - mortgageBalance;
  const byIncome = annualIncome * 3;
  // Every ordinary applicant gets offers: the line never falls below twice the smallest loan.
  const maxLine = Math.min(max, Math.max(2 * min, floorTo(Math.min(byEquity, byIncome), 1000)));
  return { homeValue, mortgageBalance, creditScore, hasAvm: draw(seed, 'avm') > 0.1, maxLine };
}

/**
 * One offer per term and origination-fee option. A better score and a higher fee lower the rate;
 * a longer term raises it; every rate stays inside the lender's APR range.
 */
export function buildOffers(lender: LenderConfig, underwriting: Underwriting, maxDraw = underwriting.maxLine): OfferSet {
  const { product } = lender;
  const aprMin = product.aprPercent.min / 100;
  const aprMax = product.aprPercent.max / 100;
  const maxFee = product.maxOriginationFeePercent / 100;
  const feeOptions = [...new Set([maxFee, rate4(maxFee / 2), 0])];
  const risk = Math.min(1, Math.max(0, (800 - underwriting.creditScore) / 120));
  const offers: Offer[] = [];
  for (const term of product.terms) {
    feeOptions.forEach((originationFee, feeIndex) => {
      const termLoad = (product.terms.indexOf(term) / Math.max(1, product.terms.length - 1)) * 0.15;
      const feeCredit = (feeOptions.length - 1 - feeIndex) * 0.1;
      const position = Math.min(1, Math.max(0, 0.15 + risk * 0.55 + termLoad - feeCredit * 0.5));
      const baseRate = rate4(aprMin + (aprMax - aprMin) * position);
      const discounts = product.rateDiscounts.map((d) => ({
        discount: { type: d.type },
        rateWithDiscount: rate4(Math.max(aprMin, baseRate - d.percent / 100)),
      }));
      const otherRate = discounts[0]?.rateWithDiscount ?? baseRate;
      offers.push({
        uuid: `${term}-${Math.round(originationFee * 10_000)}`,
        type: 'FIXED',
        term,
        min: product.loanAmount.min,
        max: maxDraw,
        minDraw: product.loanAmount.min,
        maxDraw,
        originationFee,
        baseRate,
        otherRate,
        rate: baseRate,
        discountList: discounts,
      });
    });
  }
  const { fees } = product;
  const minRecordingTax = fees.recordingTaxPer100k.min;
  const maxRecordingTax = roundTo((fees.recordingTaxPer100k.max * maxDraw) / 100_000, 1);
  const costs = [
    ...(underwriting.hasAvm ? [] : [{ type: 'VALUATION', feeType: 'VALUATION_FEE', borrowerPaidAmount: fees.valuationNoAvm }]),
    { type: 'RECORDING', feeType: 'RECORDING_FEE', borrowerPaidAmount: fees.recordingFees.max },
    { type: 'RECORDING', feeType: 'RECORDING_TAX', borrowerPaidAmount: maxRecordingTax },
  ];
  return {
    offers,
    costs,
    totalPaidByBorrower: costs.reduce((sum, c) => sum + c.borrowerPaidAmount, 0),
    ofeeMaxThreshold: maxFee,
    maxDtiUnlimited: underwriting.maxLine,
    minRecordingTax,
    maxRecordingTax,
  };
}
