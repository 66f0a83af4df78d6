// How each income source can be verified: which providers it may link and which documents it may
// upload instead. The spec names the income methods and employment types but not the pairing, so
// this follows what lenders usually accept for each kind of income (docs/application/verification.md).

/** A link provider as it appears in the page's path, and the income method the server records. */
export const LINK_PROVIDERS = {
  payroll: 'TRUV_PAYROLL',
  bank: 'PLAID_TRANSACTIONS',
  tax: 'POINTSERV_TAX',
  '1099': 'POINTSERV_1099_MISC',
} as const;

export type LinkSlug = keyof typeof LINK_PROVIDERS;
export type IncomeMethod = (typeof LINK_PROVIDERS)[LinkSlug];

/** Documents a borrower may upload, by their path slug, with the server's document type. */
export const UPLOAD_DOCUMENTS = {
  paystub: 'USER_UPLOADED_PAYSTUB',
  w2: 'W2',
  'tax-return': 'TAX_RETURN',
  '1099': 'FORM_1099',
  'benefit-statement': 'BENEFIT_STATEMENT',
  'bank-statement': 'BANK_STATEMENT',
} as const;

export type UploadSlug = keyof typeof UPLOAD_DOCUMENTS;

export interface VerificationMethods {
  links: readonly LinkSlug[];
  /** Paystubs are not offered here: the lender asks for them when a link verifies part of the income. */
  uploads: readonly Exclude<UploadSlug, 'paystub'>[];
}

const WAGES: VerificationMethods = { links: ['payroll', 'bank'], uploads: ['w2'] };
const SUPPORT: VerificationMethods = { links: ['bank'], uploads: ['bank-statement'] };

const BY_EMPLOYMENT: Readonly<Record<string, VerificationMethods>> = {
  FULL_TIME: WAGES,
  PART_TIME: WAGES,
  SELF_EMPLOYED: { links: ['tax', '1099', 'bank'], uploads: ['tax-return', '1099'] },
  RETIRED: { links: ['bank', 'tax'], uploads: ['benefit-statement', 'bank-statement'] },
  ALIMONY: SUPPORT,
  CHILD_SUPPORT: SUPPORT,
  PUBLIC_ASSISTANCE_PROGRAM: { links: ['bank'], uploads: ['benefit-statement', 'bank-statement'] },
  SEPARATE_MAINTENANCE_PAYMENTS: SUPPORT,
};

/** The ways to verify an income source; an unknown employment type can still show bank deposits. */
export const verificationMethods = (employmentType: string): VerificationMethods => BY_EMPLOYMENT[employmentType] ?? SUPPORT;

export const isLinkSlug = (value: string | undefined): value is LinkSlug => value !== undefined && Object.hasOwn(LINK_PROVIDERS, value);

export const isUploadSlug = (value: string | undefined): value is UploadSlug =>
  value !== undefined && Object.hasOwn(UPLOAD_DOCUMENTS, value);

/** The link slug for an income method, for a provider that reports its method rather than our path. */
export const linkSlugFor = (method: string): LinkSlug | undefined =>
  (Object.keys(LINK_PROVIDERS) as LinkSlug[]).find((slug) => LINK_PROVIDERS[slug] === method);
