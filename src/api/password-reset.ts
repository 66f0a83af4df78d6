// The password-reset calls (identity service, paths of our choosing: docs/api.md). None needs a
// session, and a refusal is never an ended one.
import type { ApiRequest } from './request';

export const RESET_REQUEST_PATH = '/identity/api/v1/password-reset/request';
export const RESET_CHECK_PATH = '/identity/api/v1/password-reset/check';
export const RESET_COMPLETE_PATH = '/identity/api/v1/password-reset/complete';

/** Asks for a link to be emailed; answered alike whether or not the email has an account. */
export const requestPasswordReset = (request: ApiRequest, email: string) =>
  request<{ message: string }>(RESET_REQUEST_PATH, { method: 'POST', body: { email: email.trim() }, authFailureEndsSession: false });

/** The email a link resets; rejects 404 (unknown) or 410 (used, expired) with words to show. */
export const checkResetLink = (request: ApiRequest, token: string) =>
  request<{ email: string }>(RESET_CHECK_PATH, { method: 'POST', body: { token }, authFailureEndsSession: false });

export const completePasswordReset = (request: ApiRequest, token: string, password: string) =>
  request<void>(RESET_COMPLETE_PATH, { method: 'POST', body: { token, password }, authFailureEndsSession: false });
