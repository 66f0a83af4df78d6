// The historical example of the early HELOC disclosure (Reg Z 12 CFR 1026.40(d)(12)(xi)): how the
// index's changes over the most recent fifteen years would have affected the APR and the minimum
// payment. This product fixes each draw's rate when the draw is made, so a row is what a draw made at
// the index's yearly point in time would have cost: that year's index plus the example margin, never
// above the maximum APR, and that draw's minimum monthly payment. Rate discounts are not taken off:
// each one depends on the borrower's choices (autopay, membership), so the example shows the rate
// without them (docs/compliance.md).

import { monthlyPayment, periodInterest } from '../calculations/offer-math';
import type { Lender } from '../types/lender';
import type { RateIndex, RateIndexes } from '../types/rate-indexes';

/** Reg Z asks for the most recent fifteen years. */
export const HISTORY_YEARS = 15;

export interface RateHistoryRow {
  year: number;
  /** The index on its yearly date, in percent. */
  indexPercent: number;
  marginPercent: number;
  /** Index plus margin, never above the maximum APR, in percent. */
  aprPercent: number;
  /** Whether the maximum APR held the rate down. */
  capped: boolean;
  /** The minimum monthly payment of the example balance drawn at aprPercent, in dollars to the cent. */
  payment: number;
}

export interface RateHistory {
  rows: RateHistoryRow[];
  /** For an amortizing line, the term each draw is repaid over: the longest offered, whose payment is the lowest. */
  termYears: number;
}

/** The index a lender's draws follow; validation guarantees it exists, so a missing one is a build or data error. */
export function rateIndexOf(indexes: RateIndexes, key: string): RateIndex {
  const index = Object.hasOwn(indexes.indexes, key) ? indexes.indexes[key] : undefined;
  if (!index) throw new RangeError(`No rate index '${key}' (flows/rate-indexes.json)`);
  return index;
}

/** The index's most recent years, oldest first, with their values. */
export function recentYears(index: RateIndex, count = HISTORY_YEARS): Array<[year: number, percent: number]> {
  const years = Object.entries(index.valuesPercent)
    .map(([year, percent]): [number, number] => [Number(year), percent])
    .sort(([a], [b]) => a - b);
  if (years.length < count) throw new RangeError(`The index has ${years.length} years of values; the example needs ${count}`);
  return years.slice(-count);
}

/** Percentages summed to 4 decimals: in binary floating point 3.25 + 1.1 is 4.3500000000000005. */
const addPercent = (a: number, b: number) => Math.round((a + b) * 10_000) / 10_000;

/** The rows of the historical example for a balance drawn on each year's index date. */
export function rateHistory(product: Lender['product'], index: RateIndex, balance: number): RateHistory {
  const { minimumPayment, variableRate } = product.lineTerms;
  const termYears = Math.max(...product.terms);
  const margin = variableRate.historicalExampleMarginPercent;
  const rows = recentYears(index).map(([year, indexPercent]): RateHistoryRow => {
    const uncapped = addPercent(indexPercent, margin);
    const aprPercent = Math.min(uncapped, variableRate.maxAprPercent);
    const rate = aprPercent / 100;
    // Interest only during the draw period: the month's interest; amortizing: the equal payment over the term.
    const payment =
      minimumPayment === 'INTEREST_ONLY_DURING_DRAW' ? periodInterest(balance, rate) : monthlyPayment(balance, rate, termYears);
    return { year, indexPercent, marginPercent: margin, aprPercent, capped: uncapped > variableRate.maxAprPercent, payment };
  });
  return { rows, termYears };
}
