// Lead records that start a registration already filled in: a direct-mail offer code and an
// affiliate's prepopulation. Prefill never overwrites what the person has typed.
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

/** The leads a registration started from, kept until the application is created. */
export interface RegistrationLeads {
  offer?: OfferCodeRecord;
  affiliate?: AffiliatePrepopulation;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'object' && Object.values(value).every(isEmpty));

/** The draft with each field the leads know and the draft lacks filled in. */
export function prefillDraft(draft: Draft, { offer, affiliate }: RegistrationLeads): Draft {
  const known: Draft = {};
  if (affiliate) {
    known.propertyAddress = { ...affiliate.address };
    known.name = { ...affiliate.name };
    known.dob = affiliate.dob;
    known.email = affiliate.email;
    known.phoneNumber = affiliate.phone;
    known.income = { income: affiliate.income };
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
