// The browser session as every call sees it: the stored token, and where a person goes when the
// server says the session is over (the request client and file uploads alike).
import { localTokenStore, type TokenStore } from '@/api/request';
import { loginUrl, returnPath } from '@/engine/routing/login-redirect';
import { SIGNER_AREA } from '@/engine/signer/signer-area';

let leaving = false;

/** Leaves the app for `url`; calls cut off meanwhile (a logout's, say) no longer redirect elsewhere. */
export function leaveTo(url: string): void {
  leaving = true;
  window.location.assign(url);
}

/** Signs a person in again through the identity broker, resolving to where the browser goes. */
type BrokerSignIn = (returnPath: string | null) => Promise<string>;
let brokerSignIn: BrokerSignIn | null = null;

/** Set while the sign-in mode sends customers through the identity broker (useSignIn); null means the legacy page. */
export function setBrokerSignIn(signIn: BrokerSignIn | null): void {
  brokerSignIn = signIn;
}

/** To login, with a safe way back to this page (spec 000 §8), by the sign-in mode in force. */
export const goToLogin = () => {
  if (leaving) return;
  const { pathname, search } = window.location;
  const legacy = loginUrl(pathname, search);
  // A co-owner has their own login page, whatever the customers' mode.
  if (!brokerSignIn || pathname.includes(SIGNER_AREA)) return leaveTo(legacy);
  leaving = true;
  brokerSignIn(returnPath(pathname, search)).then(leaveTo, () => leaveTo(legacy));
};

/** What an upload needs to act as the signed-in person. */
export const uploadSession = (orgCode: string): { orgCode: string; tokens: TokenStore; onUnauthenticated: () => void } => ({
  orgCode,
  tokens: localTokenStore(),
  onUnauthenticated: goToLogin,
});
