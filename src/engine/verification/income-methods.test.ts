import { describe, expect, it } from 'vitest';
import { isLinkSlug, isUploadSlug, LINK_PROVIDERS, linkSlugFor, verificationMethods } from './income-methods';

describe('verificationMethods', () => {
  it('offers payroll and bank links and a W-2 to employees', () => {
    expect(verificationMethods('FULL_TIME')).toEqual({ links: ['payroll', 'bank'], uploads: ['w2'] });
    expect(verificationMethods('PART_TIME')).toEqual(verificationMethods('FULL_TIME'));
  });

  it('offers tax and 1099 sources to the self-employed, never payroll', () => {
    const methods = verificationMethods('SELF_EMPLOYED');
    expect(methods.links).toEqual(['tax', '1099', 'bank']);
    expect(methods.links).not.toContain('payroll');
    expect(methods.uploads).toEqual(['tax-return', '1099']);
  });

  it('falls back to bank deposits for support payments and unknown types', () => {
    expect(verificationMethods('SEPARATE_MAINTENANCE_PAYMENTS').links).toEqual(['bank']);
    expect(verificationMethods('UNRECOGNIZED')).toEqual({ links: ['bank'], uploads: ['bank-statement'] });
  });

  it('never offers paystubs up front', () => {
    for (const type of ['FULL_TIME', 'SELF_EMPLOYED', 'RETIRED', 'ALIMONY']) {
      expect(verificationMethods(type).uploads).not.toContain('paystub');
    }
  });
});

describe('slugs', () => {
  it('recognises only known slugs, not inherited names', () => {
    expect(isLinkSlug('payroll')).toBe(true);
    expect(isLinkSlug('toString')).toBe(false);
    expect(isLinkSlug(undefined)).toBe(false);
    expect(isUploadSlug('tax-return')).toBe(true);
    expect(isUploadSlug('selfie')).toBe(false);
  });

  it('maps an income method back to its slug', () => {
    expect(linkSlugFor(LINK_PROVIDERS.tax)).toBe('tax');
    expect(linkSlugFor('UNKNOWN')).toBeUndefined();
  });
});
