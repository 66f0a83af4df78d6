// The application's disclosure record: what the borrower was shown and the consents they gave.
import type { ApiRequest } from './request';

const APPLICATION_PATH = '/service-application/api/v1/application/heloc';

/**
 * How an owner's copy was sent: emailed with a link, or (no current E-SIGN consent when it was due)
 * a paper copy by mail. A delivery kept before `channel` was recorded has none and was emailed.
 */
export interface NoticeCopySent {
  channel?: 'EMAIL' | 'MAIL';
  sentAt: string;
}

export interface DisclosureRecord {
  /** `coOwnerEmail` names the co-owner who was shown it; otherwise the borrower was. */
  disclosures: Array<{ type: string; version: string; shownAt: string; coOwnerEmail?: string }>;
  /** Each owner's copy sent to them (the notice of right to cancel). */
  deliveries: Array<NoticeCopySent & { type: string; version: string; to: string; owner: 'BORROWER' | 'CO_OWNER' }>;
  consents: Array<{ type: string; version: string; acceptedAt?: string }>;
}

/** Records that the page shows a disclosure (`shownDisclosure(type)` from the engine's registry). */
export const recordDisclosureShown = (request: ApiRequest, uuid: string, shown: { type: string; version: string }) =>
  request<DisclosureRecord>(`${APPLICATION_PATH}/${encodeURIComponent(uuid)}/disclosure-record`, { method: 'POST', body: shown });
