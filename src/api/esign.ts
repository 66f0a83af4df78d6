// The E-SIGN consent: the sample PDF whose code proves the person can open the format, and the
// signed-in person's consent (read, give, withdraw).
import type { ApiRequest } from './request';

/** The app's page for the person's consent (agree, withdraw), and the SWR key of their consent. */
export const ESIGN_PAGE = '/electronic-records';
export const ESIGN_CONSENT_KEY = 'esign-consent';

const SAMPLE_PATH = '/service-application/external/api/v1/esign/sample';
const CONSENT_PATH = '/service-application/api/v1/esign/consent';

export interface EsignConsent {
  currentVersion: string;
  /** Agreed to the current version and not withdrawn since. */
  current: boolean;
  consent: { version: string; acceptedAt: string; withdrawnAt: string | null } | null;
}

/** What the person typed from the sample they opened. */
export interface EsignProof {
  sampleId: string;
  code: string;
}

/** Where the sample `sampleId` opens (a link: the browser shows the PDF itself). */
export const samplePdfUrl = (sampleId: string) => `${SAMPLE_PATH}/${encodeURIComponent(sampleId)}`;

/** Resolves when the code is the sample's; a 400 ApiError when it is not. */
export const checkSampleCode = (request: ApiRequest, { sampleId, code }: EsignProof) =>
  request<void>(`${samplePdfUrl(sampleId)}/check`, { method: 'POST', body: { code }, parse: 'text' });

export const fetchEsignConsent = (request: ApiRequest) => request<EsignConsent>(CONSENT_PATH);

export const giveEsignConsent = (request: ApiRequest, proof: EsignProof) =>
  request<EsignConsent>(CONSENT_PATH, { method: 'POST', body: proof });

export const withdrawEsignConsent = (request: ApiRequest) => request<EsignConsent>(CONSENT_PATH, { method: 'DELETE' });
