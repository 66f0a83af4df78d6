// The closing calls: loan documents and signing, other owners on the deed, the notary.
import type { NotarySlot } from '@/engine/closing/notary-schedule';
import type { Application } from './application';
import type { ApiRequest } from './request';

const applicationPath = (uuid: string) => `/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}`;

export interface ClosingDocument {
  type: string;
  title: string;
  /** Where the PDF is served, on this origin; it needs the bearer token, so it is fetched, not linked. */
  url: string;
}

export interface CoDeederInvite {
  firstName: string;
  lastName: string;
  email: string;
}

export const fetchSigningDocuments = (request: ApiRequest, uuid: string) =>
  request<ClosingDocument[]>(`${applicationPath(uuid)}/signing/documents`);

export const fetchDisclosures = (request: ApiRequest, uuid: string) => request<ClosingDocument[]>(`${applicationPath(uuid)}/disclosures`);

export const fetchDocumentPdf = (request: ApiRequest, document: ClosingDocument) =>
  request<Blob>(document.url, { parse: 'blob', headers: { Accept: 'application/pdf' } });

export const signDocuments = (request: ApiRequest, uuid: string, body: { acceptedDocuments: string[]; signatureName: string }) =>
  request<Application>(`${applicationPath(uuid)}/signing/sign`, { method: 'POST', body });

export const inviteCoDeeders = (request: ApiRequest, uuid: string, coDeeders: CoDeederInvite[]) =>
  request<Application>(`${applicationPath(uuid)}/signing/co-deeders`, { method: 'POST', body: { coDeeders } });

export const fetchNotarySlots = (request: ApiRequest, uuid: string) =>
  request<{ slots: NotarySlot[] }>(`${applicationPath(uuid)}/notary/slots`);

export const bookNotary = (request: ApiRequest, uuid: string, slot: { date: string; time: string }) =>
  request<Application>(`${applicationPath(uuid)}/notary/appointments`, { method: 'POST', body: slot });

export const joinNotarySession = (request: ApiRequest, uuid: string) =>
  request<Application>(`${applicationPath(uuid)}/notary/session`, { method: 'POST' });

export const completeNotarySession = (request: ApiRequest, uuid: string) =>
  request<Application>(`${applicationPath(uuid)}/notary/session/complete`, { method: 'POST' });

/** Sandbox only: moves the application's clock to the end of the right-to-cancel period (src/server/routes/sandbox.ts). */
export const endRescissionInSandbox = (request: ApiRequest, uuid: string) =>
  request<Application>(`/sandbox/api/v1/applications/${encodeURIComponent(uuid)}/clock`, {
    method: 'POST',
    body: { until: 'rescission-end' },
  });

/** Sandbox only: moves the application's clock to the booked in-person notary visit and records the deed signed there. */
export const holdNotaryVisitInSandbox = (request: ApiRequest, uuid: string) =>
  request<Application>(`/sandbox/api/v1/applications/${encodeURIComponent(uuid)}/clock`, {
    method: 'POST',
    body: { until: 'notary-visit' },
  });
