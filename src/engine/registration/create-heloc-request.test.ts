import { describe, expect, it } from 'vitest';
import { disclosureVersion } from '../disclosures/registry';
import { createHelocRequest, employmentTypeForCreate } from './create-heloc-request';

const draft = {
  propertyAddress: { street1: '42 Lighthouse Lane', city: 'Sacramento', state: 'ca', zip: '95814', occupancyType: 'SECONDARY' },
  homeAddress: { street1: '1 Elm St', street2: 'Apt 2', city: 'Reno', state: 'NV', zip: '89501' },
  isListedForSale: 'NO',
  income: { employmentType: 'CHILD_SUPPORT', income: 50000, otherIncome: 1200 },
  name: { firstName: 'Ada', middleName: '', lastName: 'Lovelace', suffix: '' },
  dob: '1980-04-12',
  email: ' ada@example.com ',
  phoneNumber: '4155550123',
  consents: { termsPrivacy: true, communication: true },
};
const consentTypes = ['TERMS', 'PRIVACY', 'COMMUNICATIONS', 'SOFT_CREDIT'].map((type) => ({ type, version: '2026-01' }));

describe('create-HELOC request', () => {
  it('maps employment types as the spec says', () => {
    expect(employmentTypeForCreate('ALIMONY')).toBe('SEPARATE_MAINTENANCE_PAYMENTS');
    expect(employmentTypeForCreate('PUBLIC_ASSISTANCE_PROGRAM')).toBe('SEPARATE_MAINTENANCE_PAYMENTS');
    expect(employmentTypeForCreate('RETIRED')).toBe('RETIRED');
    expect(employmentTypeForCreate('GIG_WORK')).toBe('UNRECOGNIZED');
    expect(employmentTypeForCreate(undefined)).toBe('UNRECOGNIZED');
  });

  it('builds the payload from the draft and the query', () => {
    const body = createHelocRequest({
      draft,
      query: { utm_source: 'mailer', utm_id: 'ab12', referrer: '3f2b8c1e-8d1a-4c2e-9f00-1234567890ab', expertId: 'e1' },
      consentTypes,
      nyFcraFlag: false,
    });
    expect(body).toEqual({
      profileRequest: {
        name: { firstName: 'Ada', lastName: 'Lovelace' },
        email: 'ada@example.com',
        dob: '1980-04-12',
        phoneNumber: '4155550123',
        assetAddress: { street1: '42 Lighthouse Lane', city: 'Sacramento', state: 'CA', zip: '95814' },
        homeAddress: { street1: '1 Elm St', street2: 'Apt 2', city: 'Reno', state: 'NV', zip: '89501' },
      },
      propertyRequest: {
        address: { street1: '42 Lighthouse Lane', city: 'Sacramento', state: 'CA', zip: '95814' },
        occupancyType: 'SECONDARY',
      },
      income: { incomePrimary: 50000, incomeOther: 1200, incomeCoDeeders: 0 },
      employmentType: 'SEPARATE_MAINTENANCE_PAYMENTS',
      propertyListedForSale: false,
      consentRequests: consentTypes,
      publish: true,
      utmParameters: { source: 'mailer', id: 'AB12' },
      marketingTools: { expertIds: ['e1'] },
      referrerId: '3f2b8c1e-8d1a-4c2e-9f00-1234567890ab',
    });
  });

  it('leaves out the soft credit consent in New York while the NY FCRA flag is off', () => {
    const ny = { ...draft, propertyAddress: { ...draft.propertyAddress, state: 'NY' } };
    const types = (flag: boolean) =>
      createHelocRequest({ draft: ny, query: {}, consentTypes, nyFcraFlag: flag }).consentRequests.map((c) => c.type);
    expect(types(false)).not.toContain('SOFT_CREDIT');
    expect(types(true)).toContain('SOFT_CREDIT');
  });

  it('reports the disclosures the journey showed, and nothing when it showed none', () => {
    const shown = [{ type: 'HELOC_EARLY_DISCLOSURE', version: '2026-11-25' }];
    expect(createHelocRequest({ draft, query: {}, consentTypes, nyFcraFlag: false, disclosuresShown: shown }).disclosuresShown).toEqual(
      shown,
    );
    expect(createHelocRequest({ draft, query: {}, consentTypes, nyFcraFlag: false })).not.toHaveProperty('disclosuresShown');
  });

  it('sends the language the borrower applied in as their language preference', () => {
    expect(createHelocRequest({ draft, query: {}, consentTypes, nyFcraFlag: false, locale: 'es' }).languagePreference).toBe('es');
    expect(createHelocRequest({ draft, query: {}, consentTypes, nyFcraFlag: false })).not.toHaveProperty('languagePreference');
  });

  it('ignores a referrer that is not an id', () => {
    expect(createHelocRequest({ draft, query: { referrer: 'not-an-id' }, consentTypes, nyFcraFlag: false })).not.toHaveProperty(
      'referrerId',
    );
  });

  it('carries the offer code with its dates and the affiliate’s A/B version', () => {
    const offer = {
      offerCode: 'LKS4821Q',
      firstName: 'Dana',
      lastName: 'Whitaker',
      inHomeDate: '2026-11-02',
      respondByDate: '2027-01-31',
      street1: '14 Harbor View Drive',
      city: 'Ann Arbor',
      state: 'MI',
      zip: '48104',
    };
    const body = createHelocRequest({ draft, query: {}, consentTypes, nyFcraFlag: false, leads: { offer } });
    expect(body).toMatchObject({ offerCode: { code: 'LKS4821Q', inHomeDate: '2026-11-02', respondByDate: '2027-01-31' } });
    expect(createHelocRequest({ draft, query: {}, consentTypes, nyFcraFlag: false })).not.toHaveProperty('offerCode');
    // Which notices the visit showed is the page's to say (a lender that mails no offers shows none).
    expect(body).not.toHaveProperty('disclosuresShown');
  });

  it('carries the E-SIGN consent given on its step, at the version of flows/disclosures.json', () => {
    const esign = { type: 'ESIGN', version: disclosureVersion('ESIGN_CONSENT') };
    const given = createHelocRequest({ draft: { ...draft, esignConsent: 'sample.ABC234' }, query: {}, consentTypes, nyFcraFlag: false });
    expect(given.consentRequests).toContainEqual(esign);
    expect(createHelocRequest({ draft, query: {}, consentTypes, nyFcraFlag: false }).consentRequests).not.toContainEqual(esign);
  });
});
