import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import harbor from '../../../lenders/HARBOR_CU/lender.json';
import northstar from '../../../lenders/NORTHSTAR/lender.json';
import rateIndexesFile from '../../../flows/rate-indexes.json';
import type { Lender } from '../types/lender';
import type { RateIndex, RateIndexes } from '../types/rate-indexes';
import { HISTORY_YEARS, rateHistory, rateIndexOf, recentYears } from './rate-history';

const product = (lender: unknown) => (lender as Lender).product;
const prime = rateIndexOf(rateIndexesFile as RateIndexes, 'WSJ_PRIME');

const indexOf = (valuesPercent: Record<string, number>): RateIndex => ({
  source: 'test',
  sourceUrl: 'https://example.com/series',
  updates: 'test',
  review: { status: 'PENDING', note: 'test' },
  valuesPercent,
});

/** A product with the given terms; the rest of the lender's data does not enter the example. */
const productWith = (
  lineTerms: Partial<Lender['product']['lineTerms']>,
  variableRate: Partial<Lender['product']['lineTerms']['variableRate']>,
  terms?: number[],
) => {
  const base = product(northstar);
  return {
    ...base,
    terms: terms ?? base.terms,
    lineTerms: { ...base.lineTerms, ...lineTerms, variableRate: { ...base.lineTerms.variableRate, ...variableRate } },
  } as Lender['product'];
};

describe('the historical example (Reg Z 1026.40(d)(12)(xi))', () => {
  it('prices a $10,000 draw each year at the prime rate plus the example margin, repaid over the longest term', () => {
    // NORTHSTAR: amortizing, terms up to 30 years, example margin 2.00%, cap 18%.
    const { rows, termYears } = rateHistory(product(northstar), prime, 10_000);
    expect(termYears).toBe(30);
    expect(rows.map((r) => r.year)).toEqual([2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    // 2012: 3.25% + 2.00% = 5.25%; $10,000 over 360 months at 5.25% / 12 a month is $55.22.
    expect(rows[0]).toEqual({ year: 2012, indexPercent: 3.25, marginPercent: 2, aprPercent: 5.25, capped: false, payment: 55.22 });
    // 2024: 8.50% + 2.00% = 10.50%, $91.47.
    expect(rows[12]).toMatchObject({ year: 2024, aprPercent: 10.5, payment: 91.47 });
  });

  it("gives an interest-only line the month's interest on $10,000", () => {
    // HARBOR_CU: interest only during the draw, example margin 1.00%.
    const { rows } = rateHistory(product(harbor), prime, 10_000);
    // 2024: 8.50% + 1.00% = 9.50%; 10,000 × 9.5% / 12 = 79.166… → $79.17.
    expect(rows.find((r) => r.year === 2024)).toMatchObject({ aprPercent: 9.5, payment: 79.17 });
    // 2012: 4.25% → $35.42.
    expect(rows[0]).toMatchObject({ aprPercent: 4.25, payment: 35.42 });
  });

  it('holds the APR at the maximum when index plus margin would pass it, and says so', () => {
    const capped = rateHistory(productWith({}, { maxAprPercent: 9, historicalExampleMarginPercent: 1 }), prime, 10_000);
    // 2024: 8.50% + 1.00% = 9.50% is above 9%; 2023: 7.50% + 1.00% = 8.50% is not.
    expect(capped.rows.find((r) => r.year === 2024)).toMatchObject({ aprPercent: 9, capped: true });
    expect(capped.rows.find((r) => r.year === 2023)).toMatchObject({ aprPercent: 8.5, capped: false });
    // Exactly at the cap is not held down.
    expect(capped.rows.find((r) => r.year === 2025)).toMatchObject({ aprPercent: 8.5, capped: false });
  });

  it('sums index and margin without floating-point residue', () => {
    const { rows } = rateHistory(productWith({}, { historicalExampleMarginPercent: 1.1 }), prime, 10_000);
    expect(rows[0]!.aprPercent).toBe(4.35);
  });

  it('takes the most recent fifteen years of a longer series, and refuses a shorter one', () => {
    const longer = indexOf(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(2000 + i), i])));
    expect(recentYears(longer).map(([year]) => year)).toEqual(Array.from({ length: 15 }, (_, i) => 2005 + i));
    const shorter = indexOf(Object.fromEntries(Array.from({ length: 14 }, (_, i) => [String(2000 + i), 3])));
    expect(() => recentYears(shorter)).toThrow(/14 years/);
  });

  it('names an index the file does not have', () => {
    expect(() => rateIndexOf(rateIndexesFile as RateIndexes, 'SOFR')).toThrow("No rate index 'SOFR'");
    expect(() => rateIndexOf(rateIndexesFile as RateIndexes, 'toString')).toThrow(RangeError);
  });
});

describe('the historical example, for any index, margin and cap', () => {
  const percent = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);
  const series = fc
    .record({ start: fc.integer({ min: 1950, max: 2080 }), values: fc.array(percent(20), { minLength: 15, maxLength: 30 }) })
    .map(({ start, values }) => ({ start, values, index: indexOf(Object.fromEntries(values.map((v, i) => [String(start + i), v]))) }));
  const terms = fc.uniqueArray(fc.constantFrom(5, 10, 15, 30), { minLength: 1, maxLength: 4 });
  const rule = fc.constantFrom('AMORTIZING' as const, 'INTEREST_ONLY_DURING_DRAW' as const);
  const example = fc.record({ series, margin: percent(10), cap: percent(36), terms, rule });
  type Example = typeof example extends fc.Arbitrary<infer T> ? T : never;
  const run = ({ series, margin, cap, terms, rule }: Example) =>
    rateHistory(
      productWith({ minimumPayment: rule }, { historicalExampleMarginPercent: margin, maxAprPercent: cap }, terms),
      series.index,
      10_000,
    );

  it('shows the fifteen most recent years, oldest first, each with its own index value', () => {
    fc.assert(
      fc.property(example, (input) => {
        const { rows } = run(input);
        const { start, values } = input.series;
        const first = start + values.length - HISTORY_YEARS;
        expect(rows.map((r) => r.year)).toEqual(Array.from({ length: HISTORY_YEARS }, (_, i) => first + i));
        expect(rows.map((r) => r.indexPercent)).toEqual(values.slice(-HISTORY_YEARS));
      }),
    );
  });

  it('never shows an APR above the cap, and otherwise shows index plus margin', () => {
    fc.assert(
      fc.property(example, (input) => {
        for (const row of run(input).rows) {
          expect(row.aprPercent).toBeLessThanOrEqual(input.cap);
          expect(row.marginPercent).toBe(input.margin);
          const sum = row.indexPercent + input.margin;
          expect(row.capped).toBe(sum > input.cap + 1e-9);
          expect(row.aprPercent).toBeCloseTo(row.capped ? input.cap : sum, 9);
        }
      }),
    );
  });

  it('asks a higher payment for a higher APR, never a lower one', () => {
    fc.assert(
      fc.property(example, (input) => {
        const rows = [...run(input).rows].sort((a, b) => a.aprPercent - b.aprPercent);
        rows.slice(1).forEach((row, i) => expect(row.payment).toBeGreaterThanOrEqual(rows[i]!.payment));
      }),
    );
  });

  it("asks an interest-only line for the month's interest, and an amortizing one enough to repay the draw over the longest term", () => {
    fc.assert(
      fc.property(example, (input) => {
        const { rows, termYears } = run(input);
        expect(termYears).toBe(Math.max(...input.terms));
        for (const row of rows) {
          const interest = (10_000 * row.aprPercent) / 100 / 12;
          if (input.rule === 'INTEREST_ONLY_DURING_DRAW') {
            expect(Math.abs(row.payment - interest)).toBeLessThanOrEqual(0.005 + 1e-9);
          } else {
            // More than the interest (the balance falls), and at least the principal spread evenly over the term.
            expect(row.payment).toBeGreaterThanOrEqual(Math.max(interest, 10_000 / (termYears * 12)) - 0.005);
            expect(row.payment).toBeLessThanOrEqual(interest + 10_000 / (termYears * 12) + 0.005);
          }
        }
      }),
    );
  });
});
