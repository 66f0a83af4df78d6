// The application's disclosure record: what the borrower was shown and the consents they gave.
import type { ApiRequest } from './request';

const APPLICATION_PATH = '/service-application/api/v1/application/heloc';

export interface DisclosureRecord {
  /** `coOwnerEmail` names the co-owner who was shown it; otherwise the borrower was. */
  disclosures: Array<{ type: string; version: string; shownAt: string; coOwnerEmail?: string }>;
  /** Each owner's copy sent to them (the notice of right to cancel). */
  deliveries: Array<{ type: string; version: string; to: string; owner: 'BORROWER' | 'CO_OWNER'; sentAt: string }>;
  consents: Array<{ type: string; version: string; acceptedAt?: string }>;
}

/** Records that the page shows a disclosure (`shownDisclosure(type)` from the engine's registry). */
export const recordDisclosureShown = (request: ApiRequest, uuid: string, shown: { type: string; version: string }) =>
  request<DisclosureRecord>(`${APPLICATION_PATH}/${encodeURIComponent(uuid)}/disclosure-record`, { method: 'POST', body: shown });
