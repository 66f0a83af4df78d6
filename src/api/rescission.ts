// Each owner's copy of the notice of right to cancel as a PDF (the borrower's and a co-owner's),
// and the record of a co-owner being shown it (src/server/routes/rescission-copies.ts).
import type { ApiRequest } from './request';

const APPLICATION_PATH = '/service-application/api/v1/application/heloc';
const SIGNER_PATH = '/service-application/api/v1/heloc-signer/applications';
const PDF = { parse: 'blob', headers: { Accept: 'application/pdf' } } as const;

export const fetchRescissionNoticePdf = (request: ApiRequest, uuid: string) =>
  request<Blob>(`${APPLICATION_PATH}/${encodeURIComponent(uuid)}/rescission-notice`, PDF);

export const fetchSignerRescissionNoticePdf = (request: ApiRequest, uuid: string) =>
  request<Blob>(`${SIGNER_PATH}/${encodeURIComponent(uuid)}/rescission-notice`, PDF);

export const recordSignerDisclosureShown = (request: ApiRequest, uuid: string, shown: { type: string; version: string }) =>
  request<void>(`${SIGNER_PATH}/${encodeURIComponent(uuid)}/disclosure-record`, { method: 'POST', body: shown });
