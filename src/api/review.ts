// The review service calls the outcome pages make: each answers the updated application.
import type { Address } from '@/engine/address';
import type { PropertyCondition } from '@/engine/review/home-value';
import type { Application } from './application';
import type { ApiRequest } from './request';

const path = (uuid: string, rest: string) => `/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}/${rest}`;

export const retryWithSsn = (request: ApiRequest, uuid: string, ssn: string) =>
  request<Application>(path(uuid, 'credit/ssn-retry'), { method: 'POST', body: { ssn } });

export const retryAfterFreeze = (request: ApiRequest, uuid: string) =>
  request<Application>(path(uuid, 'credit/freeze-retry'), { method: 'POST', body: { freezeLifted: true } });

/** The freeze PIN again, after the bureau refused it; the PIN is used for this pull only. */
export const retryWithFreezePin = (request: ApiRequest, uuid: string, pin: string) =>
  request<Application>(path(uuid, 'credit/pin-retry'), { method: 'POST', body: { pin } });

export const confirmPropertyAddress = (request: ApiRequest, uuid: string, address: Address) =>
  request<Application>(path(uuid, 'property/address'), { method: 'PUT', body: { address } });

export const sendHomeEstimate = (request: ApiRequest, uuid: string, estimatedValue: number) =>
  request<Application>(path(uuid, 'bpo/estimate'), { method: 'PUT', body: { estimatedValue } });

export const orderBpo = (request: ApiRequest, uuid: string, feeAmount: number) =>
  request<Application>(path(uuid, 'bpo/order'), { method: 'POST', body: { feeAmount } });

export const sendPropertyCondition = (request: ApiRequest, uuid: string, condition: PropertyCondition, feeAmount: number) =>
  request<Application>(path(uuid, 'bpo/condition'), { method: 'PUT', body: { condition, feeAmount } });
