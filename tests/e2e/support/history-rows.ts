// The historical example of the early HELOC disclosure (Reg Z 1026.40(d)(12)(xi)) worked out here from
// the data files alone, to check the table the app draws: a $10,000 draw on each of the index's
// fifteen most recent yearly dates, at index plus the lender's example margin, held at its maximum APR.
import { readFileSync } from 'node:fs';
import { expect, type Locator } from '@playwright/test';
import type { Lender } from '../../../src/engine/types/lender';
import type { RateIndex, RateIndexes } from '../../../src/engine/types/rate-indexes';

const rateIndexes = JSON.parse(readFileSync('flows/rate-indexes.json', 'utf8')) as RateIndexes;

const termsCopy = JSON.parse(readFileSync('copy/en/heloc-terms.json', 'utf8')) as { indexes: Record<string, { name: string }> };

export const rateIndexOfLender = (lender: Lender): RateIndex => rateIndexes.indexes[lender.product.lineTerms.variableRate.index]!;

/** The name of the lender's index as the English copy gives it. */
export const indexNameOfLender = (lender: Lender): string => termsCopy.indexes[lender.product.lineTerms.variableRate.index]!.name;

const percent = (value: number) => `${value.toFixed(2)}%`;
const dollars = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

/** Each row's cells as the borrower reads them: year, index, margin, APR, minimum monthly payment. */
export function historyRows(lender: Lender): string[][] {
  const { lineTerms, terms } = lender.product;
  const { historicalExampleMarginPercent: margin, maxAprPercent: cap } = lineTerms.variableRate;
  const years = Object.entries(rateIndexOfLender(lender).valuesPercent)
    .sort(([a], [b]) => Number(a) - Number(b))
    .slice(-15);
  const months = Math.max(...terms) * 12;
  return years.map(([year, index]) => {
    const sum = index + margin;
    const apr = Math.min(sum, cap);
    const monthly = apr / 100 / 12;
    const payment =
      lineTerms.minimumPayment === 'INTEREST_ONLY_DURING_DRAW' ? 10_000 * monthly : (10_000 * monthly) / (1 - (1 + monthly) ** -months);
    return [year, percent(index), percent(margin), sum > cap + 1e-9 ? `${percent(apr)} (the maximum)` : percent(apr), dollars(payment)];
  });
}

/** The historical example (Reg Z 1026.40(d)(12)(xi)): every row as worked out from the lender's data and the index file. */
export async function expectHistoryTable(terms: Locator, lender: Lender) {
  const rows = historyRows(lender);
  const caption = `Historical example: a $10,000 draw made each year from ${rows[0]![0]} to ${rows.at(-1)![0]}`;
  const table = terms.getByRole('table', { name: caption });
  // On a phone it scrolls sideways inside a region the caption names and the keyboard reaches.
  await expect(terms.getByRole('region', { name: caption })).toHaveAttribute('tabindex', '0');
  await expect(table.getByRole('columnheader')).toHaveText(['Year', 'Index', 'Margin', 'APR', 'Minimum monthly payment']);
  await expect(table.getByRole('rowheader')).toHaveText(rows.map(([year]) => year!));
  const bodyRows = table.locator('tbody tr');
  await expect(bodyRows).toHaveCount(rows.length);
  for (const [i, cells] of rows.entries()) await expect(bodyRows.nth(i).locator('th, td')).toHaveText(cells);
}

/** The table's most recent year only: what the preview checks for every lender, where the full table is checked per representative. */
export async function expectLatestHistoryRow(terms: Locator, lender: Lender) {
  const latest = historyRows(lender).at(-1)!;
  await expect(terms.getByRole('table').locator('tbody tr').last().locator('th, td')).toHaveText(latest);
}
