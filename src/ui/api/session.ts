// The browser session as every call sees it: the stored token, and where a person goes when the
// server says the session is over (the request client and file uploads alike).
import { localTokenStore, type TokenStore } from '@/api/request';
import { loginUrl } from '@/engine/routing/login-redirect';

let leaving = false;

/** Leaves the app for `url`; calls cut off meanwhile (a logout's, say) no longer redirect elsewhere. */
export function leaveTo(url: string): void {
  leaving = true;
  window.location.assign(url);
}

/** To login, with a safe way back to this page (spec 000 §8). */
export const goToLogin = () => {
  if (!leaving) leaveTo(loginUrl(window.location.pathname, window.location.search));
};

/** What an upload needs to act as the signed-in person. */
export const uploadSession = (orgCode: string): { orgCode: string; tokens: TokenStore; onUnauthenticated: () => void } => ({
  orgCode,
  tokens: localTokenStore(),
  onUnauthenticated: goToLogin,
});
