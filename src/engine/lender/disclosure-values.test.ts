import { describe, expect, it } from 'vitest';
import { disclosureValues, hasMoreStatesToCome } from './disclosure-values';
import type { LenderConfig } from './lender-package';

const lender = (brand: 'main' | 'whiteLabel', licensed: string[]) =>
  ({
    features: { brand },
    states: { licensed },
    company: {
      companyName: 'Example Home Credit',
      companyNameShort: 'Example',
      companyProduct: 'Example Line',
      companyAddress: { street1: '1 Main St', street2: 'Suite 2', city: 'Springfield', state: 'IL', zip: '62701' },
      nmlsNumber: '123456',
      supportEmail: 'help@example.test',
      supportPhoneNumber: { number: '8005550100' },
    },
    product: {
      loanAmount: { min: 15000, max: 400000 },
      aprPercent: { min: 7.6, max: 17.2 },
      maxOriginationFeePercent: 4.99,
      fees: { valuationNoAvm: 180, manualNotary: 300, recordingFees: { min: 0, max: 315 }, recordingTaxPer100k: { min: 0, max: 1400 } },
    },
  }) as unknown as LenderConfig;

const allStates = Array.from({ length: 50 }, (_, i) => `S${i}`);

describe('disclosureValues', () => {
  it('formats the footer loan terms from pricing data', () => {
    const values = disclosureValues(lender('main', []));
    expect(values).toMatchObject({
      loanAmountMin: '$15,000',
      loanAmountMax: '$400,000',
      aprMin: '7.60%',
      aprMax: '17.20%',
      maxOriginationFee: '4.99%',
      valuationNoAvm: '$180',
      manualNotary: '$300',
      recordingFeesMax: '$315',
      recordingTaxMax: '$1,400',
      phone: '(800) 555-0100',
      companyAddress: '1 Main St, Suite 2, Springfield, IL 62701',
    });
  });
});

describe('hasMoreStatesToCome', () => {
  it('applies to the main brand below 50 states only', () => {
    expect(hasMoreStatesToCome(lender('main', allStates.slice(0, 49)))).toBe(true);
    expect(hasMoreStatesToCome(lender('main', allStates))).toBe(false);
    expect(hasMoreStatesToCome(lender('main', [...allStates.slice(0, 49), 'DC']))).toBe(true);
    expect(hasMoreStatesToCome(lender('whiteLabel', ['CA']))).toBe(false);
  });
});
