// The lead portal: who referred the borrower and where that loan officer may lend.
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
