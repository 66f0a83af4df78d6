import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import northstar from '../../../lenders/NORTHSTAR/lender.json';
import harbor from '../../../lenders/HARBOR_CU/lender.json';
import rateIndexesFile from '../../../flows/rate-indexes.json';
import type { Lender } from '../types/lender';
import type { RateIndexes } from '../types/rate-indexes';
import { bookletUrl, helocTerms, helocTermsChoices, helocTermsUnchosen, type MinimumPaymentRule } from './heloc-terms';
import { rateIndexOf } from './rate-history';

const product = (lender: unknown) => (lender as Lender).product;
const rateIndex = rateIndexOf(rateIndexesFile as RateIndexes, 'WSJ_PRIME');
// Monday 2026-11-23, 10:00 in California.
const givenAt = Date.parse('2026-11-23T18:00:00Z');

describe('the early HELOC disclosure figures', () => {
  it("formats the lender's periods, APRs, margin, cap and fees", () => {
    const { values, minimumPayment, hasAnnualFee } = helocTerms({
      product: product(northstar),
      rateIndex,
      companyName: 'Northstar Home Credit',
      givenAt,
      timeZone: 'America/Los_Angeles',
    });
    expect(minimumPayment).toBe('AMORTIZING');
    expect(hasAnnualFee).toBe(false);
    expect(values).toMatchObject({
      drawPeriodYears: '10',
      repaymentPeriodYears: '20',
      fixedTerms: '5, 10, 15, or 30',
      aprMin: '7.60%',
      aprMax: '17.20%',
      marginMin: '0.50%',
      marginMax: '4.50%',
      maxApr: '18.00%',
      maxOriginationFee: '4.99%',
      valuationFee: '$180',
      notaryFee: '$300',
      recordingFeesMax: '$315',
      exampleBalance: '$10,000',
      exampleApr: '17.20%',
      exampleYears: '30',
      timeZone: 'Pacific Time',
    });
    // $10,000 at 17.20% over 30 years.
    expect(values.examplePayment).toBe('$144.19');
  });

  it('dates the terms and the fee wait from the day the disclosure is given, in the home time zone', () => {
    const { values } = helocTerms({ product: product(northstar), rateIndex, companyName: 'N', givenAt, timeZone: 'America/Los_Angeles' });
    // Thirty days after Monday 23 November; three business days skipping Thanksgiving.
    expect(values.termsHoldUntil).toBe('December 23, 2026');
    expect(values.feesPermittedOn).toBe('November 27, 2026');
    // At 06:00 UTC on the 24th it is still the 23rd in California, already the 24th in New York.
    const late = Date.parse('2026-11-24T06:00:00Z');
    expect(
      helocTerms({ product: product(northstar), rateIndex, companyName: 'N', givenAt: late, timeZone: 'America/Los_Angeles' }).values
        .termsHoldUntil,
    ).toBe('December 23, 2026');
    expect(
      helocTerms({ product: product(northstar), rateIndex, companyName: 'N', givenAt: late, timeZone: 'America/New_York' }).values
        .termsHoldUntil,
    ).toBe('December 24, 2026');
  });

  it('gives an interest-only line its draw-period interest and its repayment-period payment', () => {
    const { values, minimumPayment } = helocTerms({
      product: product(harbor),
      rateIndex,
      companyName: 'H',
      givenAt,
      timeZone: 'America/Chicago',
    });
    expect(minimumPayment).toBe('INTEREST_ONLY_DURING_DRAW');
    const apr = product(harbor).aprPercent.max;
    expect(values.exampleYears).toBe(String(product(harbor).lineTerms.repaymentPeriodYears));
    expect(values.exampleInterestPayment).toBe(`$${((10_000 * apr) / 100 / 12).toFixed(2)}`);
  });

  it('formats the historical example, oldest year first', () => {
    const { values, history, hasRateDiscounts } = helocTerms({
      product: product(northstar),
      rateIndex,
      companyName: 'N',
      givenAt,
      timeZone: 'America/Los_Angeles',
    });
    expect(hasRateDiscounts).toBe(true);
    expect(values).toMatchObject({
      historyMargin: '2.00%',
      historyYearCount: '15',
      historyFirstYear: '2012',
      historyLastYear: '2026',
      historyTermYears: '30',
    });
    expect(history).toHaveLength(15);
    expect(history[0]).toEqual({ year: '2012', index: '3.25%', margin: '2.00%', apr: '5.25%', capped: false, payment: '$55.22' });
    expect(history[12]).toEqual({ year: '2024', index: '8.50%', margin: '2.00%', apr: '10.50%', capped: false, payment: '$91.47' });
  });

  it('links the Spanish booklet for Spanish when the lender has one, English otherwise', () => {
    const booklet = { en: 'https://a.example/en.pdf', es: 'https://a.example/es.pdf' };
    expect(bookletUrl(booklet, 'es-US')).toBe(booklet.es);
    expect(bookletUrl(booklet, 'en')).toBe(booklet.en);
    expect(bookletUrl({ en: booklet.en }, 'es')).toBe(booklet.en);
  });
});

describe('the texts that come in alternatives', () => {
  const termsArbitrary = fc.record({
    minimumPayment: fc.constantFrom<MinimumPaymentRule>('AMORTIZING', 'INTEREST_ONLY_DURING_DRAW'),
    hasAnnualFee: fc.boolean(),
    hasRateDiscounts: fc.boolean(),
  });

  it('chooses one of each pair, and what it does not choose is exactly the rest', () => {
    fc.assert(
      fc.property(termsArbitrary, (terms) => {
        const chosen = Object.values(helocTermsChoices(terms)).filter((key) => key !== undefined);
        const unchosen = helocTermsUnchosen(terms);
        expect(chosen.filter((key) => unchosen.includes(key))).toEqual([]);
        // Five pairs, one of each shown; the note on discounts only where there are discounts.
        expect(chosen).toHaveLength(terms.hasRateDiscounts ? 6 : 5);
        expect(unchosen).toHaveLength(terms.hasRateDiscounts ? 5 : 6);
      }),
    );
  });

  it("follows the lender's terms: an interest-only line's words, the annual fee's", () => {
    const interestOnly = { minimumPayment: 'INTEREST_ONLY_DURING_DRAW', hasAnnualFee: true, hasRateDiscounts: false } as const;
    expect(helocTermsChoices(interestOnly)).toMatchObject({
      payment: 'paymentInterestOnly',
      annualFee: 'feeAnnual',
      noDiscounts: undefined,
    });
    expect(helocTermsUnchosen(interestOnly)).toEqual(expect.arrayContaining(['paymentAmortizing', 'feeNoAnnual', 'history.noDiscounts']));
    const { minimumPayment, hasAnnualFee, hasRateDiscounts } = helocTerms({
      product: product(northstar),
      rateIndex,
      companyName: 'Northstar Home Credit',
      givenAt,
      timeZone: 'America/Los_Angeles',
    });
    expect(helocTermsUnchosen({ minimumPayment, hasAnnualFee, hasRateDiscounts })).toContain('feeAnnual');
  });
});
