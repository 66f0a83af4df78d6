import { describe, expect, it } from 'vitest';
import { applicationGate } from './application-gate';
import type { LenderConfig } from './lender-package';

const withFeatures = (features: Partial<LenderConfig['features']>) =>
  ({ features: { wholesale: false, loanOfficerRequired: false, ...features } }) as LenderConfig;

describe('applicationGate', () => {
  it('is open for a retail lender', () => {
    expect(applicationGate(withFeatures({}), {})).toBe('open');
  });
  it('always refuses a wholesale channel, even with a referrer', () => {
    expect(applicationGate(withFeatures({ wholesale: true }), { referrer: 'abc' })).toBe('wholesale');
  });
  it('needs a non-blank referrer when a loan officer is required', () => {
    const lender = withFeatures({ loanOfficerRequired: true });
    expect(applicationGate(lender, {})).toBe('loanOfficer');
    expect(applicationGate(lender, { referrer: '  ' })).toBe('loanOfficer');
    expect(applicationGate(lender, { referrer: 'lo-123' })).toBe('open');
  });
});
