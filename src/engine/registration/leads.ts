// Lead records that start a registration already filled in: a direct-mail offer code, an
// affiliate's prepopulation and a loan officer's referral. Prefill never overwrites what the person
// has typed.
import type { Draft } from '../flow/flow-runner';

export interface OfferCodeRecord {
  offerCode: string;
  firstName: string;
  lastName: string;
  inHomeDate: string;
  respondByDate: string;
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

export interface AffiliatePrepopulation {
  name: { firstName: string; middleName?: string; lastName: string };
  address: { street1: string; street2?: string; city: string; state: string; zip: string };
  dob: string;
  email: string;
  phone: string;
  income: number;
  affiliate: string;
  abVersion: string;
}

/** A loan officer's referral (spec 000 §3 'Referral record'), opened by register/account-setup. */
export interface ReferralRecord {
  uuid: string;
  firstName: string;
  lastName: string;
  suffix?: string;
  address?: { street1: string; street2?: string; city: string; state: string; zip: string };
  phoneNumber?: string;
  email: string;
  /** Present once the referral became an account. */
  status?: string;
}

/** The leads a registration started from, kept until the application is created. */
export interface RegistrationLeads {
  offer?: OfferCodeRecord;
  affiliate?: AffiliatePrepopulation;
  referral?: ReferralRecord;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'object' && Object.values(value).every(isEmpty));

/** The draft with each field the leads know and the draft lacks filled in. */
export function prefillDraft(draft: Draft, { offer, affiliate, referral }: RegistrationLeads): Draft {
  const known: Draft = {};
  if (affiliate) {
    known.propertyAddress = { ...affiliate.address };
    known.name = { ...affiliate.name };
    known.dob = affiliate.dob;
    known.email = affiliate.email;
    known.phoneNumber = affiliate.phone;
    known.income = { income: affiliate.income };
  }
  if (referral) {
    const { firstName, lastName, suffix, address, phoneNumber, email } = referral;
    if (address) known.propertyAddress = { ...address };
    known.name = { firstName, lastName, ...(suffix ? { suffix } : {}) };
    known.email = email;
    if (phoneNumber) known.phoneNumber = phoneNumber;
  }
  if (offer) {
    const { street1, street2, city, state, zip, firstName, lastName } = offer;
    known.propertyAddress = { street1, ...(street2 ? { street2 } : {}), city, state, zip };
    known.name = { firstName, lastName };
  }
  const next = { ...draft };
  for (const [field, value] of Object.entries(known)) if (isEmpty(next[field])) next[field] = value;
  return next;
}

/** The create-HELOC fields the leads contribute (spec 000 §7: offerCode, affiliate A/B version and indicator). */
export function leadFields({ offer, affiliate }: RegistrationLeads) {
  return {
    ...(offer ? { offerCode: { code: offer.offerCode, inHomeDate: offer.inHomeDate, respondByDate: offer.respondByDate } } : {}),
    ...(affiliate ? { affiliateAbVersion: affiliate.abVersion, affiliateAppIndicator: true } : {}),
  };
}
