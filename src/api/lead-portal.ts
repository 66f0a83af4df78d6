// The lead portal: who referred the borrower and where that loan officer may lend.
import type { ReferralRecord } from '@/engine/registration/leads';
import type { ApiRequest } from './request';

export interface LoanOfficerLicensing {
  enforceLicensedStatesForReferral: boolean;
  licensedStates: string[];
}

/** The loan officer's licensed states, checked against this lender (spec 000 §7: query organization). */
export const fetchLoanOfficerLicensing = (request: ApiRequest, loanOriginatorUuid: string, organization: string) =>
  request<LoanOfficerLicensing>(
    `/service-lead-portal/api/lo/${encodeURIComponent(loanOriginatorUuid)}/licensed-states?organization=${encodeURIComponent(organization)}`,
  );

/** A loan originator's public details (spec 001 §3). */
export interface LoanOriginator {
  originatorName: string;
  brokerName?: string;
  avatarUri?: string;
  email: string;
  phoneNumber: string;
  nmls: string;
}

/** The loan originator who referred the application, as this lender knows them. */
export const fetchLoanOriginator = (request: ApiRequest, loanOriginatorUuid: string, organization: string) =>
  request<LoanOriginator>(`/service-lead-portal/api/lo/${encodeURIComponent(loanOriginatorUuid)}`, { query: { organization } });

/** A loan officer's referral (spec 000 §7: 'GET referral by {referralUuid}'), for this lender. */
export const fetchReferral = (request: ApiRequest, referralUuid: string, organization: string) =>
  request<ReferralRecord>(`/service-lead-portal/api/referrals/${encodeURIComponent(referralUuid)}`, { query: { organization } });
