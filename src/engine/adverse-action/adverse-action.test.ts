import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FACTOR_CODES, keyFactors, MAX_KEY_FACTORS, MAX_PRINCIPAL_REASONS, principalReasons, REASON_CODES } from './adverse-action';

describe('the reasons and key factors stated', () => {
  it('states at most four reasons, the most important first, none twice', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...REASON_CODES), { maxLength: 12 }), (reasons) => {
        const stated = principalReasons(reasons);
        expect(stated.length).toBeLessThanOrEqual(MAX_PRINCIPAL_REASONS);
        expect(new Set(stated).size).toBe(stated.length);
        expect(stated).toEqual([...new Set(reasons)].slice(0, stated.length));
      }),
    );
  });

  it('states four key factors, or five when inquiries is one of them', () => {
    expect(
      keyFactors(['REVOLVING_UTILIZATION', 'RECENT_DELINQUENCY', 'SHORT_CREDIT_HISTORY', 'TOO_FEW_ACCOUNTS', 'INQUIRIES']),
    ).toHaveLength(5);
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...FACTOR_CODES)), (factors) => {
        const stated = keyFactors(factors);
        expect(stated.length).toBeLessThanOrEqual(factors.includes('INQUIRIES') ? MAX_KEY_FACTORS + 1 : MAX_KEY_FACTORS);
      }),
    );
  });
});
