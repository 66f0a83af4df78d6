// The additional signer's calls: the invitation, sign-in, their view of the application, the ID
// upload path and the documents they sign (src/server/routes/signer.ts, docs/api.md).
import { signerPage, type SignerProgress } from '@/engine/signer/additional-signer';
import type { NoticeCopySent } from './disclosures';
import type { ApiRequest } from './request';

const INVITATION_PATH = '/service-application/external/api/v1/heloc-signer/invitations';
const SIGNER_PATH = '/service-application/api/v1/heloc-signer/applications';

export interface Invitation {
  firstName: string;
  lastName: string;
  email: string;
  /** The invitee has set a password already: they log in instead. */
  accepted: boolean;
}

export interface SignerApplication {
  uuid: string;
  loanNumber: string;
  cancelled: boolean;
  borrowerFirstName: string;
  propertyAddress: string;
  coDeedStatus: string;
  propertyState?: string;
  /** The right-to-cancel period once the deed is signed. */
  rescission?: unknown;
  /** How their own copy of the notice went when the period opened: emailed, or a paper copy by mail. */
  rescissionCopy?: NoticeCopySent;
  signer: { firstName: string; lastName: string; idUploaded: boolean; signedAt?: string; signedDocuments?: string[] };
}

/** How far the signer has come, as the signer area's rules read it. */
export const progressOf = (application: SignerApplication): SignerProgress => ({
  applicationCancelled: application.cancelled,
  idUploaded: application.signer.idUploaded,
  signed: Boolean(application.signer.signedAt),
});

/** The signer area's page for where the signer stands ('intro', 'sign', 'documents', …). */
export const signingPageOf = (application: SignerApplication): string => signerPage(progressOf(application));

export interface SignerDocument {
  type: string;
  title: string;
  url: string;
}

// The token travels in the body, not the URL, so server logs never hold it. These calls are public:
// their 4xx answers say the invitation is not usable, never that a session ended.
export const lookUpInvitation = (request: ApiRequest, token: string) =>
  request<Invitation>(`${INVITATION_PATH}/lookup`, { method: 'POST', body: { token }, authFailureEndsSession: false });

/** Sets the password; the response's authorization header becomes the session. */
export const acceptInvitation = (request: ApiRequest, token: string, password: string) =>
  request<{ jwt: string }>(`${INVITATION_PATH}/accept`, { method: 'POST', body: { token, password }, authFailureEndsSession: false });

/** A wrong password (401) is not an ended session, so it rejects with the server's message. */
export const signerLogIn = (request: ApiRequest, email: string, password: string) =>
  request<{ jwt: string }>('/identity/api/v1/login', {
    method: 'POST',
    body: { email: email.trim(), password },
    authFailureEndsSession: false,
  });

export const fetchSignerApplications = (request: ApiRequest) => request<SignerApplication[]>(SIGNER_PATH);

export const signerIdUploadPath = (uuid: string) => `${SIGNER_PATH}/${encodeURIComponent(uuid)}/identity`;

export const fetchSignerDocuments = (request: ApiRequest, uuid: string) =>
  request<SignerDocument[]>(`${SIGNER_PATH}/${encodeURIComponent(uuid)}/documents`);

export const signAsSigner = (request: ApiRequest, uuid: string, body: { acceptedDocuments: string[]; signatureName: string }) =>
  request<SignerApplication>(`${SIGNER_PATH}/${encodeURIComponent(uuid)}/sign`, { method: 'POST', body });
