// The verification calls: income links and documents, employer verification and identity documents.
// Uploads go through XMLHttpRequest because fetch cannot report upload progress; they send the same
// headers as the request layer and map errors the same way.
import { errorMessage, errorTexts } from '@/engine/errors/error-message';
import type { Application } from './application';
import { ApiError, isSessionInvalid, REQUEST_TIMEOUT_MS, type ApiRequest, type TokenStore } from './request';

const APPLICATION_PATH = '/service-application/api/v1/application/heloc';
const path = (uuid: string, rest: string) => `${APPLICATION_PATH}/${encodeURIComponent(uuid)}/${rest}`;

export type LinkOutcome = 'VERIFIED' | 'PARTIAL' | 'FAILED';

export const linkIncome = (request: ApiRequest, uuid: string, method: string, outcome: LinkOutcome) =>
  request<{ result: LinkOutcome; application: Application }>(path(uuid, `income/link/${encodeURIComponent(method)}`), {
    method: 'POST',
    body: { outcome },
  });

export const verifyEmployer = (
  request: ApiRequest,
  uuid: string,
  body: { employerName: string; employerPhone: string; jobTitle?: string },
) => request<Application>(path(uuid, 'income/employer-verification'), { method: 'POST', body });

export const paystubUploadPath = (uuid: string) => path(uuid, 'income/paystubs');
export const incomeDocumentUploadPath = (uuid: string, documentType: string) =>
  path(uuid, `income/documents/${encodeURIComponent(documentType)}`);
export const identityUploadPath = (uuid: string) => path(uuid, 'documents/identity');

export interface UploadOptions {
  orgCode: string;
  tokens: TokenStore;
  /** Called after a 401 (or a 403 saying the session is not valid) once the session is cleared, as the request layer does. */
  onUnauthenticated?: () => void;
  /** Text fields sent before the file (the server reads them with it). */
  fields?: Record<string, string>;
  /** Fraction of the file sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Sends one file as multipart/form-data; resolves with the parsed response. */
export function uploadFile<T>(
  url: string,
  file: File,
  { orgCode, tokens, onUnauthenticated, fields = {}, onProgress, signal }: UploadOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('x-org', orgCode);
    const token = tokens.get();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    const parsed = () => {
      try {
        return xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        return xhr.responseText;
      }
    };
    xhr.onload = () => {
      const body = parsed();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      const messages = errorTexts(body);
      if (isSessionInvalid(xhr.status, messages)) {
        tokens.clear();
        onUnauthenticated?.();
      }
      reject(new ApiError(errorMessage(messages), xhr.status, xhr.statusText, body));
    };
    xhr.onerror = () => reject(new ApiError('Error fetching', 0, 'Network error', undefined));
    xhr.ontimeout = () => reject(new ApiError('The request timed out. Please try again.', 0, 'Timeout', undefined));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));

    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
