import { describe, expect, it } from 'vitest';
import { productType } from './product-type';

describe('productType', () => {
  it('is CRYPTO_HELOC for a signed-in borrower’s crypto application only', () => {
    expect(productType({ authenticated: true, isCrypto: true })).toBe('CRYPTO_HELOC');
    expect(productType({ authenticated: true, isCrypto: false, utmSource: 'cloc' })).toBe('HELOC');
    expect(productType({ authenticated: true })).toBe('HELOC');
    expect(productType({ authenticated: true, isCrypto: 'true' })).toBe('HELOC');
  });

  it('is CRYPTO_HELOC for an anonymous visit from utm_source cloc', () => {
    expect(productType({ authenticated: false, utmSource: 'cloc' })).toBe('CRYPTO_HELOC');
    expect(productType({ authenticated: false, utmSource: 'CLOC' })).toBe('CRYPTO_HELOC');
    expect(productType({ authenticated: false, utmSource: 'google' })).toBe('HELOC');
    expect(productType({ authenticated: false, isCrypto: true })).toBe('HELOC');
  });
});
