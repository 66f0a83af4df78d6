// The application service calls the application pages make.
import type { OfferSet } from '@/engine/offer';
import type { ApiRequest } from './request';

const APPLICATION_PATH = '/service-application/api/v1/application/heloc';

export type Application = Record<string, unknown> & { uuid: string; loanNumber: string; status: ApplicationStatus };
export type ApplicationStatus = Record<string, unknown> & { checklistStatus: string };

export const fetchApplication = (request: ApiRequest, uuid: string) =>
  request<Application>(`${APPLICATION_PATH}/${encodeURIComponent(uuid)}`);

export const fetchStatus = (request: ApiRequest, uuid: string) =>
  request<ApplicationStatus>(`/service-krang-heloc/borrower/secure/api/v1/${encodeURIComponent(uuid)}/status`);

export const fetchProfile = (request: ApiRequest) => request<Record<string, unknown>>('/service-profile/api/v1/profile');

export const fetchOffers = (request: ApiRequest, uuid: string) =>
  request<OfferSet>(`${APPLICATION_PATH}/${encodeURIComponent(uuid)}/offers`);

export const selectProduct = (
  request: ApiRequest,
  uuid: string,
  body: { term: number; amount: number; originationFee: number; payType: 'AUTOPAY' | 'MANUAL'; discountType?: string },
) => request<Application>(`${APPLICATION_PATH}/${encodeURIComponent(uuid)}/product`, { method: 'PUT', body });
