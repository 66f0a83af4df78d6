// Where a person goes when their session is not valid (spec 000 §8): the login page, or the
// additional signer's login under heloc-signer, carrying a return path that can only lead back
// into this site (spec 001: it must begin with / and a lowercase letter).

import { SIGNER_AREA, signerAreaPath } from '../signer/signer-area';

export const LOGIN_PATH = '/auth/login';
/** Asking for a password-reset link, and the page the emailed link opens (outside the base path, beside login). */
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
export const RESET_PASSWORD_PATH = '/auth/reset-password';
export const SIGNER_LOGIN_PATH = `/account/heloc${signerAreaPath('login')}`;

/** The path itself when it is safe to return to after login, else null. */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || !/^\/[a-z]/.test(path)) return null;
  // Backslashes and control characters can turn a path into another origin in some browsers.
  if ([...path].some((c) => c === '\\' || c.charCodeAt(0) < 0x20)) return null;
  return path;
}

/**
 * Only the webchat query parameters survive routing (spec 000 §2): `webchat`, and `pop-webchat`
 * (spec 001 §2), so a chat asked for by the link still opens after a redirect or a login.
 */
const KEPT_PARAMETERS = ['webchat', 'pop-webchat'];

export function keptQuery(search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of KEPT_PARAMETERS) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** Where someone on `pathname` (with its `search`) returns after signing in again, if it is safe. */
export const returnPath = (pathname: string, search = ''): string | null => safeReturnPath(`${pathname}${keptQuery(search)}`);

/** The login URL for someone on `pathname` (with its `search`) whose session has ended. */
export function loginUrl(pathname: string, search = ''): string {
  const login = pathname.includes(SIGNER_AREA) ? SIGNER_LOGIN_PATH : LOGIN_PATH;
  const back = returnPath(pathname, search);
  return back ? `${login}?${new URLSearchParams({ redirectUrl: back }).toString()}` : login;
}

/** The login page with the email to fill in and the safe return path the person came with, if any. */
export function loginHref(redirectUrl: string | null, email?: string): string {
  const query = new URLSearchParams();
  const back = safeReturnPath(redirectUrl);
  if (back) query.set('redirectUrl', back);
  if (email?.trim()) query.set('email', email.trim());
  const text = query.toString();
  return text ? `${LOGIN_PATH}?${text}` : LOGIN_PATH;
}
