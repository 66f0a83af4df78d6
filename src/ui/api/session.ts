// The browser session as every call sees it: the stored token, and where a person goes when the
// server says the session is over (the request client and file uploads alike).
import { localTokenStore, type TokenStore } from '@/api/request';
import { loginUrl } from '@/engine/routing/login-redirect';

/** To login, with a safe way back to this page (spec 000 §8). */
export const goToLogin = () => window.location.assign(loginUrl(window.location.pathname, window.location.search));

/** What an upload needs to act as the signed-in person. */
export const uploadSession = (orgCode: string): { orgCode: string; tokens: TokenStore; onUnauthenticated: () => void } => ({
  orgCode,
  tokens: localTokenStore(),
  onUnauthenticated: goToLogin,
});
