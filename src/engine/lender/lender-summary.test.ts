import { describe, expect, it } from 'vitest';
import { matchesFilter, summarizeLender } from './lender-summary';

const lender = {
  orgCode: 'PINE_LO',
  company: { companyName: 'Pine Mortgage' },
  states: { licensed: ['OR', 'WA', 'CA'], supported: ['WA', 'OR'], excludedZips: [] },
  features: {
    brand: 'whiteLabel',
    wholesale: false,
    loanOfficerRequired: true,
    minimumAge: 18,
    newYork: { role: 'outsideNewYork', pairedOrgCode: 'PINE_NY' },
    disasterZips: { token: 't', zips: ['90265'] },
  },
} as unknown as Parameters<typeof summarizeLender>[0];

describe('summarizeLender', () => {
  it('names the states registration proceeds in and every toggle that is on, by value or role', () => {
    expect(summarizeLender(lender)).toEqual({
      orgCode: 'PINE_LO',
      companyName: 'Pine Mortgage',
      states: ['OR', 'WA'],
      features: ['brand whiteLabel', 'disasterZips', 'loanOfficerRequired', 'minimumAge 18', 'newYork outsideNewYork'],
    });
  });
});

describe('matchesFilter', () => {
  const summary = summarizeLender(lender);
  it('keeps a lender that has every part of the filter', () => {
    expect(matchesFilter(summary, {})).toBe(true);
    expect(matchesFilter(summary, { orgCode: 'PINE_LO', state: 'WA', feature: 'loanOfficerRequired' })).toBe(true);
  });
  it('drops a lender missing any part: another lender, a state it only licenses, a toggle that is off', () => {
    expect(matchesFilter(summary, { orgCode: 'LAKESHORE' })).toBe(false);
    expect(matchesFilter(summary, { state: 'CA' })).toBe(false);
    expect(matchesFilter(summary, { feature: 'wholesale' })).toBe(false);
  });
});
