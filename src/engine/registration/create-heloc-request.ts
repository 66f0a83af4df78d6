// The create-HELOC payload of the spec, built from a finished registration draft.
import type { Address } from '../address';
import type { Draft } from '../flow/flow-runner';
import { isUuid } from '../validation/uuid';
import { leadFields, type RegistrationLeads } from './leads';
import { disclosureVersion } from '../disclosures/registry';

export interface ConsentVersion {
  type: string;
  version: string;
}

/** Employment types sent as they are; the spec folds three into separate maintenance and the rest into UNRECOGNIZED. */
const SENT_AS_IS = new Set(['FULL_TIME', 'PART_TIME', 'SELF_EMPLOYED', 'RETIRED', 'UNEMPLOYED', 'SEPARATE_MAINTENANCE_PAYMENTS']);
const SEPARATE_MAINTENANCE = new Set(['ALIMONY', 'CHILD_SUPPORT', 'PUBLIC_ASSISTANCE_PROGRAM']);

export function employmentTypeForCreate(value: unknown): string {
  if (typeof value !== 'string') return 'UNRECOGNIZED';
  if (SEPARATE_MAINTENANCE.has(value)) return 'SEPARATE_MAINTENANCE_PAYMENTS';
  return SENT_AS_IS.has(value) ? value : 'UNRECOGNIZED';
}

const UTM_KEYS = ['campaign', 'medium', 'source', 'term', 'content', 'id'] as const;

const addressOf = (value: unknown) => {
  const { street1, street2, city, state, zip } = value as Address;
  return { street1, ...(street2 ? { street2 } : {}), city, state: state.toUpperCase(), zip };
};

export interface CreateHelocInput {
  draft: Draft;
  /** The query the journey started with (utm_*, referrer, expert ids). */
  query: Record<string, string>;
  /** Consent versions the services ask for: profile (terms, privacy, communications) and application (soft credit). */
  consentTypes: ConsentVersion[];
  /** The spec attaches the soft credit consent except in New York while the NY FCRA flag is off. */
  nyFcraFlag: boolean;
  /** The offer code or affiliate record the registration started from. */
  leads?: RegistrationLeads;
  /** Disclosures the journey's steps showed before the application existed, recorded with it. */
  disclosuresShown?: ConsentVersion[];
  /** The language the borrower applied in, as the uniform application's language preference. */
  locale?: string;
}

export function createHelocRequest({
  draft,
  query,
  consentTypes,
  nyFcraFlag,
  leads = {},
  disclosuresShown = [],
  locale,
}: CreateHelocInput) {
  const property = draft.propertyAddress as Address & { occupancyType?: string };
  const income = (draft.income ?? {}) as { income?: number; otherIncome?: number; employmentType?: string };
  const name = draft.name as Record<string, string>;
  const consents = draft.consents as { termsPrivacy?: boolean; communication?: boolean } | undefined;
  const state = property.state.toUpperCase();
  const version = (type: string) => consentTypes.find((c) => c.type === type)?.version;
  const wanted = [
    ...(consents?.termsPrivacy ? ['TERMS', 'PRIVACY'] : []),
    ...(consents?.communication ? ['COMMUNICATIONS'] : []),
    ...(state !== 'NY' || nyFcraFlag ? ['SOFT_CREDIT'] : []),
  ];
  const consentRequests = wanted.flatMap((type) => {
    const v = version(type);
    return v ? [{ type, version: v }] : [];
  });
  // The E-SIGN consent step's answer; its version is compliance's, in flows/disclosures.json.
  if (draft.esignConsent) consentRequests.push({ type: 'ESIGN', version: disclosureVersion('ESIGN_CONSENT')! });
  const utmParameters = Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const value = query[`utm_${key}`];
      return value ? [[key, key === 'id' ? value.toUpperCase() : value]] : [];
    }),
  );
  const expertIds = ['expertId', 'expertId2'].flatMap((key) => (query[key] ? [query[key]!] : []));
  return {
    profileRequest: {
      name: {
        firstName: name.firstName,
        ...(name.middleName ? { middleName: name.middleName } : {}),
        lastName: name.lastName,
        ...(name.suffix ? { suffix: name.suffix } : {}),
      },
      email: String(draft.email).trim(),
      dob: String(draft.dob),
      phoneNumber: String(draft.phoneNumber),
      assetAddress: addressOf(property),
      ...(draft.homeAddress ? { homeAddress: addressOf(draft.homeAddress) } : {}),
    },
    propertyRequest: { address: addressOf(property), occupancyType: String(property.occupancyType) },
    income: { incomePrimary: Number(income.income ?? 0), incomeOther: Number(income.otherIncome ?? 0), incomeCoDeeders: 0 },
    employmentType: employmentTypeForCreate(income.employmentType),
    propertyListedForSale: draft.isListedForSale === 'YES',
    consentRequests,
    ...(disclosuresShown.length ? { disclosuresShown } : {}),
    ...(locale ? { languagePreference: locale } : {}),
    publish: true as const,
    ...(Object.keys(utmParameters).length ? { utmParameters } : {}),
    ...(expertIds.length ? { marketingTools: { expertIds } } : {}),
    ...(isUuid(query.referrer) ? { referrerId: query.referrer } : {}),
    ...(isUuid(query.referralId) ? { referralId: query.referralId } : {}),
    ...leadFields(leads),
  };
}
