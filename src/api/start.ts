// The start pages' calls: the borrower's name, contact facts, HMDA answers and the summary disclosure.
import type { HmdaSubmission } from '@/engine/start/hmda';
import type { Application } from './application';
import type { ApiRequest } from './request';

const APPLICATION_PATH = '/service-application/api/v1/application/heloc';
const path = (uuid: string, rest: string) => `${APPLICATION_PATH}/${encodeURIComponent(uuid)}/${rest}`;

export type Ownership = 'SOLE' | 'JOINT' | 'TRUST';
export interface ConsentVersion {
  type: string;
  version: string;
}

/** The application consents (SOFT_CREDIT, HARD_CREDIT) with their current versions. */
export const fetchApplicationConsentTypes = (request: ApiRequest) => request<ConsentVersion[]>(`${APPLICATION_PATH}/consent-types`);

export const saveName = (request: ApiRequest, name: { firstName: string; lastName: string; suffix?: string }) =>
  request<Record<string, unknown>>('/service-profile/api/v1/profile/name', { method: 'PUT', body: name });

export const saveContact = (
  request: ApiRequest,
  uuid: string,
  body: { ownership: Ownership; ssn: string; hardCreditConsent: ConsentVersion },
) => request<Application>(path(uuid, 'contact'), { method: 'PUT', body });

export const saveHmda = (request: ApiRequest, uuid: string, answers: HmdaSubmission) =>
  request<Application>(path(uuid, 'hmda'), { method: 'PUT', body: answers });

export const acceptSummaryDisclosure = (request: ApiRequest, uuid: string) =>
  request<Application>(path(uuid, 'summary-disclosure/accept'), { method: 'POST' });
