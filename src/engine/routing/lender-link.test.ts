import { describe, expect, it } from 'vitest';
import { lenderLink } from './lender-link';

describe('lenderLink', () => {
  it('adds the lender to a link with a query, keeping the query', () => {
    expect(lenderLink('/auth/reset-password?token=abc.def', 'HARBOR_CU')).toBe('/auth/reset-password?token=abc.def&org=HARBOR_CU');
  });

  it('adds the lender to a link without a query, and before its fragment', () => {
    expect(lenderLink('/account/heloc/heloc-signer/documents', 'LAKESHORE')).toBe('/account/heloc/heloc-signer/documents?org=LAKESHORE');
    expect(lenderLink('/account/heloc/x#notice', 'LAKESHORE')).toBe('/account/heloc/x?org=LAKESHORE#notice');
  });

  it('replaces an org the path already names, so a link never names two lenders', () => {
    expect(lenderLink('/auth/login?org=NORTHSTAR&email=a%40b.example', 'PINE_LO')).toBe('/auth/login?org=PINE_LO&email=a%40b.example');
  });
});
