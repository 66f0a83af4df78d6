import { describe, expect, it } from 'vitest';
import { lenderValueChecks } from './lender-value-checks';

const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((weekday, i) => ({
  weekday,
  weekdayValue: i + 1,
  isOpen: i < 5,
  ...(i < 5 ? { startTime: '09:00', endTime: '17:00' } : {}),
}));

const lender = (data: Record<string, unknown>) => ({ file: 'lenders/X/lender.json', folder: 'X', data });

describe('lenderValueChecks', () => {
  it('accepts ordered days, equal range bounds and closed days without times', () => {
    const data = {
      product: { loanAmount: { min: 10, max: 10 }, terms: [10, 15], offerDefaults: { term: 15 } },
      operatingHours: { phone: WEEK, chat: WEEK },
    };
    expect(lenderValueChecks([lender(data)])).toEqual([]);
  });

  it('reports swapped days, a range upside down, a default term not offered and an open day ending before it starts', () => {
    const phone = [WEEK[1], WEEK[0], ...WEEK.slice(2)];
    const chat = WEEK.map((day, i) => (i === 4 ? { ...day, startTime: '17:00', endTime: '17:00' } : day));
    const product = { aprPercent: { min: 9, max: 3 }, terms: [10, 30], offerDefaults: { term: 15 } };
    const errors = lenderValueChecks([lender({ product, operatingHours: { phone, chat } })]);
    expect(errors.map((e) => e.pointer)).toEqual([
      '/product/aprPercent',
      '/product/offerDefaults/term',
      '/operatingHours/phone/0/weekdayValue',
      '/operatingHours/phone/0/weekday',
      '/operatingHours/phone/1/weekdayValue',
      '/operatingHours/phone/1/weekday',
      '/operatingHours/chat/4/startTime',
    ]);
  });

  it('accepts an IANA time zone and names one Intl does not know', () => {
    const hours = { operatingHours: { phone: WEEK, chat: WEEK } };
    expect(lenderValueChecks([lender({ ...hours, timeZone: 'America/New_York' })])).toEqual([]);
    const errors = lenderValueChecks([lender({ ...hours, timeZone: 'America/Gull_Harbor' })]);
    expect(errors.map((e) => [e.pointer, e.message])).toEqual([
      ['/timeZone', "'America/Gull_Harbor' is not an IANA time zone name (for example America/New_York)"],
    ]);
  });

  it("accepts a historical example margin within the lender's margins, its bounds included, and names one outside", () => {
    const hours = { operatingHours: { phone: WEEK, chat: WEEK } };
    const withMargin = (margin: number) =>
      lender({
        ...hours,
        product: { lineTerms: { variableRate: { marginPercent: { min: 0.5, max: 4.5 }, historicalExampleMarginPercent: margin } } },
      });
    expect(lenderValueChecks([withMargin(0.5), withMargin(4.5), withMargin(2)])).toEqual([]);
    const errors = lenderValueChecks([withMargin(0.25), withMargin(4.75)]);
    expect(errors.map((e) => [e.pointer, e.message])).toEqual([
      ['/product/lineTerms/variableRate/historicalExampleMarginPercent', '0.25 is outside marginPercent (0.5 to 4.5)'],
      ['/product/lineTerms/variableRate/historicalExampleMarginPercent', '4.75 is outside marginPercent (0.5 to 4.5)'],
    ]);
  });
});
