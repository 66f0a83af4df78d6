// The figures the application summary shows, read from the application as the service answers it.
import { monthlyPayment, roundHalfEven, totalWithFee } from '../calculations/offer-math';

export interface SummaryFigures {
  /** The initial draw in dollars. */
  amount: number;
  termYears: number;
  /** APR as a fraction: 0.0845 is 8.45%. */
  rate: number;
  originationFee: number;
  /** The fee in dollars: added to the balance, never taken from the draw (docs/compliance.md). */
  originationFeeAmount: number;
  /** What the payments repay: the draw plus its origination fee. */
  startingBalance: number;
  /** The fixed monthly payment on the draw plus its origination fee. */
  monthlyPayment: number;
  /** Stated yearly income: primary sources plus other income. */
  annualIncome: number;
  employmentType: string | null;
}

const numberOr0 = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The chosen offer and income; null until an offer is chosen (term and amount above 0). */
export function summaryFigures(application: Record<string, unknown>): SummaryFigures | null {
  const amount = numberOr0(application.amount);
  const termYears = numberOr0(application.term);
  if (amount <= 0 || termYears <= 0) return null;
  const rate = numberOr0(application.rate);
  const originationFee = numberOr0(application.originationFee);
  const startingBalance = totalWithFee(amount, originationFee);
  const sources = Array.isArray(application.incomeSources) ? (application.incomeSources as Array<Record<string, unknown>>) : [];
  return {
    amount,
    termYears,
    rate,
    originationFee,
    originationFeeAmount: roundHalfEven(startingBalance - amount),
    startingBalance,
    monthlyPayment: monthlyPayment(startingBalance, rate, termYears),
    annualIncome: sources.reduce((sum, s) => sum + numberOr0(s.income), 0) + numberOr0(application.incomeOther),
    employmentType: typeof sources[0]?.employmentType === 'string' ? sources[0].employmentType : null,
  };
}
