// Lead records a registration may start from (see src/engine/registration/leads.ts).
import type { AffiliatePrepopulation, OfferCodeRecord } from '@/engine/registration/leads';
import type { ApiRequest } from './request';

/** The affiliate leaves this cookie; the app asks for its prepopulation only when it is there. */
export const PREPOP_COOKIE = 'heloc_prepop';

export const fetchOfferCode = (request: ApiRequest, code: string) =>
  request<OfferCodeRecord>(`/service-application/external/api/v1/heloc/offercode/${encodeURIComponent(code)}`);

export const fetchPrepopulation = (request: ApiRequest) => request<AffiliatePrepopulation>('/a/external/prepop');

export const hasPrepopCookie = () => document.cookie.split(';').some((part) => part.trim().startsWith(`${PREPOP_COOKIE}=`));
