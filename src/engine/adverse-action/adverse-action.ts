// The adverse action notice's facts (ECOA / Reg B 1002.9, FCRA 615(a)): what the decision said and
// the credit report it used, stored on the application by the back office. The words for each
// reason and key factor are copy (copy/en/adverse-action.json, `reasons` and `factors`).
import { formatUsPhone } from '../format/format';
import { dateTimeFormat } from '../format/intl-formats';

/** The principal reasons a decline may give, as codes (Reg B's sample form C-1 lists their kind). */
export const REASON_CODES = [
  'CREDIT_SCORE',
  'DELINQUENT_CREDIT_OBLIGATIONS',
  'EXCESSIVE_OBLIGATIONS',
  'INSUFFICIENT_COLLATERAL',
  'LIMITED_CREDIT_EXPERIENCE',
  'INSUFFICIENT_INCOME',
  'UNABLE_TO_VERIFY_INCOME',
  'RECENT_INQUIRIES',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** The key factors that adversely affected a credit score, as codes. */
export const FACTOR_CODES = [
  'REVOLVING_UTILIZATION',
  'RECENT_DELINQUENCY',
  'SHORT_CREDIT_HISTORY',
  'INQUIRIES',
  'TOO_FEW_ACCOUNTS',
] as const;
export type FactorCode = (typeof FACTOR_CODES)[number];

/** Reg B: the statement of reasons is specific, and more than four is rarely helpful. */
export const MAX_PRINCIPAL_REASONS = 4;
/** FCRA 609(f)(1)(C): up to four key factors (five when inquiries is one of them). */
export const MAX_KEY_FACTORS = 4;

export interface PostalAddress {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

/** The consumer reporting agency that supplied the report. */
export interface CreditBureau {
  name: string;
  address: PostalAddress;
  /** Ten digits, toll-free. */
  phone: string;
}

/** The credit report the decision used: the score disclosure's figures. */
export interface CreditReportUsed {
  score: number;
  range: { min: number; max: number };
  keyFactors: FactorCode[];
  /** When the score was created (ISO instant). */
  scoredAt: string;
  bureau: CreditBureau;
}

export interface AdverseAction {
  action: 'DECLINED';
  /** When the decision was made (ISO instant). */
  decidedAt: string;
  reasons: ReasonCode[];
  creditReport: CreditReportUsed;
}

/** The reasons to state: the first four, the most important first, without repeats. */
export const principalReasons = (reasons: readonly ReasonCode[]): ReasonCode[] => [...new Set(reasons)].slice(0, MAX_PRINCIPAL_REASONS);

/** The factors to state: four, or five when inquiries is among them (FCRA 609(f)(9)). */
export function keyFactors(factors: readonly FactorCode[]): FactorCode[] {
  const unique = [...new Set(factors)];
  return unique.slice(0, unique.includes('INQUIRIES') ? MAX_KEY_FACTORS + 1 : MAX_KEY_FACTORS);
}

/** The adverse action an application carries, when it carries a well-formed one. */
export function adverseActionOf(application: Record<string, unknown>): AdverseAction | undefined {
  const value = application.adverseAction as Partial<AdverseAction> | undefined;
  if (!value || value.action !== 'DECLINED' || !Array.isArray(value.reasons) || !value.creditReport) return undefined;
  return value as AdverseAction;
}

/** '1700 G Street NW, Washington, DC 20552' */
export const oneLinePostalAddress = (address: PostalAddress) =>
  [address.street1, address.street2, address.city, `${address.state} ${address.zip}`].filter(Boolean).join(', ');

/** A day as the notice states it, in the home's time zone: 'November 24, 2026'. */
export const noticeDate = (instant: string, timeZone: string, locale = 'en-US') =>
  dateTimeFormat(locale, { timeZone, dateStyle: 'long' }).format(new Date(instant));

interface NoticeLender {
  company: {
    companyName: string;
    companyAddress: PostalAddress;
    federalRegulator: { name: string; address: PostalAddress };
  };
}

/** The figures the notice's copy interpolates, from the lender's data and the application's. */
export function adverseActionValues(action: AdverseAction, lender: NoticeLender, timeZone: string, locale = 'en-US') {
  const { company } = lender;
  const report = action.creditReport;
  const number = new Intl.NumberFormat(locale);
  return {
    action: { date: noticeDate(action.decidedAt, timeZone, locale) },
    creditor: { companyName: company.companyName, companyAddress: oneLinePostalAddress(company.companyAddress) },
    ecoa: { regulatorName: company.federalRegulator.name, regulatorAddress: oneLinePostalAddress(company.federalRegulator.address) },
    bureau: { name: report.bureau.name, address: oneLinePostalAddress(report.bureau.address), phone: formatUsPhone(report.bureau.phone) },
    score: { score: number.format(report.score) },
    range: { min: number.format(report.range.min), max: number.format(report.range.max) },
    scoredOn: { date: noticeDate(report.scoredAt, timeZone, locale) },
  };
}
