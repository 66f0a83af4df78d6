import { describe, expect, it } from 'vitest';
import { monthlyPayment, totalWithFee } from '../calculations/offer-math';
import { summaryFigures } from './application-summary';

describe('summaryFigures', () => {
  it('is null until an offer is chosen', () => {
    expect(summaryFigures({ term: 0, amount: 0 })).toBeNull();
  });

  it('gives the draw, term, rate, payment on draw plus fee, and income', () => {
    const figures = summaryFigures({
      amount: 60_000,
      term: 10,
      rate: 0.0845,
      originationFee: 0.0299,
      incomeSources: [{ employmentType: 'FULL_TIME', income: 145_000 }],
      incomeOther: 5_000,
    });
    expect(figures).toEqual({
      amount: 60_000,
      termYears: 10,
      rate: 0.0845,
      originationFee: 0.0299,
      originationFeeAmount: 1794,
      startingBalance: 61_794,
      monthlyPayment: monthlyPayment(totalWithFee(60_000, 0.0299), 0.0845, 10),
      annualIncome: 150_000,
      employmentType: 'FULL_TIME',
    });
    expect(figures!.monthlyPayment).toBeGreaterThan(700);
  });
});
