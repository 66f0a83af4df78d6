import { describe, expect, it } from 'vitest';
import { leadFields, prefillDraft, type AffiliatePrepopulation, type OfferCodeRecord } from './leads';

const offer: OfferCodeRecord = {
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

const affiliate: AffiliatePrepopulation = {
  name: { firstName: 'Morgan', lastName: 'Reyes' },
  address: { street1: '42 Lighthouse Lane', city: 'Sacramento', state: 'CA', zip: '95814' },
  dob: '1979-06-21',
  email: 'morgan.reyes@example.com',
  phone: '4155550188',
  income: 132000,
  affiliate: 'RateCompare',
  abVersion: 'B',
};

describe('prefillDraft', () => {
  it('fills the name and property address from an offer code', () => {
    expect(prefillDraft({}, { offer })).toEqual({
      propertyAddress: { street1: '14 Harbor View Drive', city: 'Ann Arbor', state: 'MI', zip: '48104' },
      name: { firstName: 'Dana', lastName: 'Whitaker' },
    });
  });

  it('fills every field an affiliate knows', () => {
    expect(prefillDraft({}, { affiliate })).toEqual({
      propertyAddress: affiliate.address,
      name: affiliate.name,
      dob: '1979-06-21',
      email: 'morgan.reyes@example.com',
      phoneNumber: '4155550188',
      income: { income: 132000 },
    });
  });

  it('never overwrites what the person typed, but fills a field left empty', () => {
    const typed = { name: { firstName: 'Ada', lastName: 'Lovelace' }, propertyAddress: { street1: '', city: '' }, dob: '' };
    const next = prefillDraft(typed, { affiliate });
    expect(next.name).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(next.propertyAddress).toEqual(affiliate.address);
    expect(next.dob).toBe('1979-06-21');
  });

  it('fills the name, suffix, property address, email and phone from a loan officer’s referral', () => {
    const referral = {
      uuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      firstName: 'Jordan',
      lastName: 'Ellis',
      suffix: 'JR',
      address: { street1: '88 Cedar Court', city: 'Medford', state: 'OR', zip: '97501' },
      phoneNumber: '5415550190',
      email: 'jordan.ellis@example.com',
    };
    expect(prefillDraft({ email: 'typed@example.com' }, { referral })).toEqual({
      propertyAddress: referral.address,
      name: { firstName: 'Jordan', lastName: 'Ellis', suffix: 'JR' },
      email: 'typed@example.com',
      phoneNumber: '5415550190',
    });
    const bare = { uuid: referral.uuid, firstName: 'Jordan', lastName: 'Ellis', email: 'jordan.ellis@example.com' };
    expect(prefillDraft({}, { referral: bare })).toEqual({ name: { firstName: 'Jordan', lastName: 'Ellis' }, email: bare.email });
  });

  it('leaves the draft alone without leads', () => {
    expect(prefillDraft({ dob: '1980-01-01' }, {})).toEqual({ dob: '1980-01-01' });
  });
});

describe('leadFields', () => {
  it('sends the offer code with its dates and the affiliate’s A/B version', () => {
    expect(leadFields({ offer, affiliate })).toEqual({
      offerCode: { code: 'LKS4821Q', inHomeDate: '2026-11-02', respondByDate: '2027-01-31' },
      affiliateAbVersion: 'B',
      affiliateAppIndicator: true,
    });
    expect(leadFields({})).toEqual({});
  });
});
