// The product calls beyond offers and selection: asset depletion and the requalified offer.
import type { Application } from './application';
import type { ApiRequest } from './request';

const path = (uuid: string, rest: string) => `/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}/${rest}`;

export interface AssetDepletion {
  limitedMaxDraw: number;
  verifiedMaxDraw: number;
}

export interface RequalifiedOffer {
  offerUuid: string;
  term: number;
  amount: number;
  originationFee: number;
  rate: number;
  payType: 'AUTOPAY' | 'MANUAL';
  discountType: string | null;
  previousAmount: number;
}

export const fetchAssetDepletion = (request: ApiRequest, uuid: string) => request<AssetDepletion>(path(uuid, 'asset-depletion'));

export const verifyAssets = (request: ApiRequest, uuid: string) =>
  request<Application>(path(uuid, 'asset-depletion/verify'), { method: 'POST' });

export const declineAssetVerification = (request: ApiRequest, uuid: string) =>
  request<Application>(path(uuid, 'asset-depletion/decline'), { method: 'POST' });

export const fetchRequalifiedOffer = (request: ApiRequest, uuid: string) => request<RequalifiedOffer>(path(uuid, 'requalified-offer'));

export const acceptRequalifiedOffer = (request: ApiRequest, uuid: string) =>
  request<Application>(path(uuid, 'requalified-offer/accept'), { method: 'POST' });
