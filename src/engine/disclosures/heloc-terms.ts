// The figures of the early HELOC disclosure (Reg Z 12 CFR 1026.40(d)), 'Important terms of our home
// equity line of credit', composed from the lender's product data. The words are copy
// (copy/en/heloc-terms.json); this module only turns data into the values they interpolate.

import { addDays } from '../calendar/business-days';
import { dayIn, startOfDayIn, timeZoneName } from '../calendar/time-zones';
import { monthlyPayment, periodInterest } from '../calculations/offer-math';
import { formatMoney, formatPercent } from '../format/format';
import type { Lender } from '../types/lender';
import type { RateIndex } from '../types/rate-indexes';
import { nonrefundableFeeTiming } from './fee-timing';
import { rateHistory } from './rate-history';
import { dateTimeFormat, listFormat } from '../format/intl-formats';

/** The balance the payment example uses: Reg Z's $10,000 (1026.40(d)(5)(iii)). */
export const EXAMPLE_BALANCE = 10_000;

export type MinimumPaymentRule = Lender['product']['lineTerms']['minimumPayment'];

/** One row of the historical example, each figure formatted for the borrower. */
export interface HistoryRowText {
  year: string;
  index: string;
  margin: string;
  apr: string;
  /** Whether the maximum APR held the rate down (the copy says so beside it). */
  capped: boolean;
  payment: string;
}

export interface HelocTerms {
  minimumPayment: MinimumPaymentRule;
  /** Whether the lender charges a yearly fee (the copy names none otherwise). */
  hasAnnualFee: boolean;
  /** Whether the lender offers rate discounts (the historical example says it leaves them out). */
  hasRateDiscounts: boolean;
  /** Values the copy interpolates, each formatted for the borrower. */
  values: Record<string, string>;
  /** The historical example's rows, oldest year first (Reg Z 1026.40(d)(12)(xi)). */
  history: HistoryRowText[];
}

/** What of the lender's terms chooses among the disclosure's texts. */
export const helocTermsShape = (product: Lender['product']): Pick<HelocTerms, 'minimumPayment' | 'hasAnnualFee' | 'hasRateDiscounts'> => ({
  minimumPayment: product.lineTerms.minimumPayment,
  hasAnnualFee: product.lineTerms.annualFee > 0,
  hasRateDiscounts: product.rateDiscounts.length > 0,
});

/**
 * The disclosure's texts that come in alternatives (keys under `heloc-terms:terms`), as the lender's
 * terms choose them: the page shows these, and a copy review lists a change to the others only
 * for the lenders that read them.
 */
export function helocTermsChoices({ minimumPayment, hasAnnualFee, hasRateDiscounts }: ReturnType<typeof helocTermsShape>) {
  const interestOnly = minimumPayment === 'INTEREST_ONLY_DURING_DRAW';
  return {
    historyPayment: interestOnly ? 'history.paymentInterestOnly' : 'history.paymentAmortizing',
    repayment: interestOnly ? 'repaymentInterestOnly' : 'repaymentAmortizing',
    payment: interestOnly ? 'paymentInterestOnly' : 'paymentAmortizing',
    example: interestOnly ? 'exampleInterestOnly' : 'exampleAmortizing',
    annualFee: hasAnnualFee ? 'feeAnnual' : 'feeNoAnnual',
    /** The historical example leaves discounts out, and says so, only where there are any. */
    noDiscounts: hasRateDiscounts ? 'history.noDiscounts' : undefined,
  };
}

/** Every alternative helocTermsChoices chooses from. */
const ALTERNATIVES = [
  'history.paymentInterestOnly',
  'history.paymentAmortizing',
  'repaymentInterestOnly',
  'repaymentAmortizing',
  'paymentInterestOnly',
  'paymentAmortizing',
  'exampleInterestOnly',
  'exampleAmortizing',
  'feeAnnual',
  'feeNoAnnual',
  'history.noDiscounts',
];

/** The alternatives (keys under `heloc-terms:terms`) a lender with these terms never shows. */
export function helocTermsUnchosen(terms: ReturnType<typeof helocTermsShape>): string[] {
  const chosen = new Set(Object.values(helocTermsChoices(terms)));
  return ALTERNATIVES.filter((key) => !chosen.has(key));
}

export interface HelocTermsInput {
  product: Lender['product'];
  /** The index the lender's draws follow (flows/rate-indexes.json): its name and its yearly values. */
  rateIndex: RateIndex;
  companyName: string;
  /** When the borrower is given the disclosure (epoch ms): the dates it names count from then. */
  givenAt: number;
  /** The home's time zone: the dates are days there, and named with it. */
  timeZone: string;
  locale?: string;
}

/** 'December 25, 2026' for a calendar day (the time zone is named beside it). */
const formatDay = (day: string, timeZone: string, locale: string) =>
  dateTimeFormat(locale, { timeZone, year: 'numeric', month: 'long', day: 'numeric' }).format(startOfDayIn(day, timeZone));

/** '5, 10, 15 or 30': the fixed terms offered, for the sentence about repaying each draw. */
const listOf = (items: number[], locale: string) => listFormat(locale, { style: 'long', type: 'disjunction' }).format(items.map(String));

export function helocTerms({ product, rateIndex, companyName, givenAt, timeZone, locale = 'en-US' }: HelocTermsInput): HelocTerms {
  const { lineTerms, fees, aprPercent } = product;
  const terms = [...product.terms].sort((a, b) => a - b);
  const longestTerm = terms[terms.length - 1]!;
  const givenOn = dayIn(givenAt, timeZone);
  const feeTiming = nonrefundableFeeTiming(givenAt, timeZone);
  // The example uses the highest APR the lender quotes today, the costliest case a borrower could get.
  const exampleRate = aprPercent.max / 100;
  const interestOnly = lineTerms.minimumPayment === 'INTEREST_ONLY_DURING_DRAW';
  const examplePayment = interestOnly
    ? monthlyPayment(EXAMPLE_BALANCE, exampleRate, lineTerms.repaymentPeriodYears)
    : monthlyPayment(EXAMPLE_BALANCE, exampleRate, longestTerm);
  const history = rateHistory(product, rateIndex, EXAMPLE_BALANCE);
  const firstYear = history.rows[0]!;
  const lastYear = history.rows.at(-1)!;
  return {
    ...helocTermsShape(product),
    values: {
      companyName,
      drawPeriodYears: String(lineTerms.drawPeriodYears),
      repaymentPeriodYears: String(lineTerms.repaymentPeriodYears),
      fixedTerms: listOf(terms, locale),
      aprMin: formatPercent(aprPercent.min, 2),
      aprMax: formatPercent(aprPercent.max, 2),
      marginMin: formatPercent(lineTerms.variableRate.marginPercent.min, 2),
      marginMax: formatPercent(lineTerms.variableRate.marginPercent.max, 2),
      maxApr: formatPercent(lineTerms.variableRate.maxAprPercent, 2),
      maxOriginationFee: formatPercent(product.maxOriginationFeePercent, 2),
      valuationFee: formatMoney(fees.valuationNoAvm),
      notaryFee: formatMoney(fees.manualNotary),
      recordingFeesMin: formatMoney(fees.recordingFees.min),
      recordingFeesMax: formatMoney(fees.recordingFees.max),
      recordingTaxMin: formatMoney(fees.recordingTaxPer100k.min),
      recordingTaxMax: formatMoney(fees.recordingTaxPer100k.max),
      annualFee: formatMoney(lineTerms.annualFee),
      exampleBalance: formatMoney(EXAMPLE_BALANCE),
      exampleApr: formatPercent(aprPercent.max, 2),
      exampleYears: String(interestOnly ? lineTerms.repaymentPeriodYears : longestTerm),
      examplePayment: formatMoney(examplePayment, 2),
      exampleInterestPayment: formatMoney(periodInterest(EXAMPLE_BALANCE, exampleRate), 2),
      termsHoldUntil: formatDay(addDays(givenOn, lineTerms.termsHoldDays), timeZone, locale),
      feesPermittedOn: formatDay(feeTiming.permittedOn, timeZone, locale),
      timeZone: timeZoneName(timeZone, givenAt, locale),
      historyMargin: formatPercent(lineTerms.variableRate.historicalExampleMarginPercent, 2),
      historyYearCount: String(history.rows.length),
      historyFirstYear: String(firstYear.year),
      historyLastYear: String(lastYear.year),
      historyTermYears: String(history.termYears),
    },
    history: history.rows.map((row) => ({
      year: String(row.year),
      index: formatPercent(row.indexPercent, 2),
      margin: formatPercent(row.marginPercent, 2),
      apr: formatPercent(row.aprPercent, 2),
      capped: row.capped,
      payment: formatMoney(row.payment, 2),
    })),
  };
}

/** The booklet's link for a locale, falling back to English (the one every lender must give). */
export const bookletUrl = (booklet: Lender['disclosures']['booklet'], language: string): string =>
  (language.split('-')[0] === 'es' ? booklet.es : undefined) ?? booklet.en;
