// The sign-in calls (spec 001 §7). The token arrives in the login response's authorization header
// and the request layer stores it; logging out clears it.
import type { ApplicationSummary } from '@/engine/auth/after-login';
import { brokerLoginPath, brokerLogoutPath, type Audience } from '@/engine/auth/sign-in-mode';
import { localTokenStore, type ApiRequest, type TokenStore } from './request';

export const SANDBOX_INFO_PATH = '/sandbox/api/v1/info';

export interface Identity {
  uuid: string;
  type?: string;
  email?: string;
  name?: { firstName?: string; lastName?: string };
  /** The account's mobile number (ten digits): where texts go. */
  phoneNumbers?: Array<{ type: string; number: string }>;
  /** Spec 001 §6: a broker's session (brokers see the dashboard even as additional signers). */
  isBroker?: boolean;
}

/** Signs in; a wrong password (401) or too many tries (429) rejects with the server's message. */
export async function logIn(request: ApiRequest, credentials: { email: string; password: string }): Promise<void> {
  // A 401 here is a wrong password, not an ended session.
  await request('/identity/api/v1/login', {
    method: 'POST',
    body: { email: credentials.email.trim(), password: credentials.password },
    authFailureEndsSession: false,
  });
}

/** The signed-in identity; a 401 rejects without sending the person to login (the header asks on public pages). */
export const fetchIdentity = (request: ApiRequest) =>
  request<Identity>('/identity/secure/api/v1_1/identity', { authFailureEndsSession: false });

export const fetchApplications = (request: ApiRequest) =>
  request<ApplicationSummary[]>('/service-application/api/v1/application/heloc/all');

/** The stored session, the same store the request layer reads. */
export const sessionTokens = () => localTokenStore();

/** Where the sandbox revokes a token; the spec shows only the broker's logout. */
export const LOGOUT_PATH = '/identity/secure/api/v1/logout';

/**
 * Ends the session: the stored token is cleared (spec 001 §7) and the server asked to revoke it.
 * The call outlives the page (keepalive) and is never waited for, so a slow or failed call neither
 * delays nor stops the person leaving.
 */
export function logOut(tokens: TokenStore = sessionTokens(), send: typeof fetch = globalThis.fetch.bind(globalThis)): void {
  const token = tokens.get();
  tokens.clear();
  if (!token) return;
  void send(LOGOUT_PATH, { method: 'POST', headers: { Authorization: token }, credentials: 'include', keepalive: true }).catch(
    () => undefined,
  );
}

/** Whether the server behind the app is the sandbox (its info route answers only in sandbox mode). */
export async function isSandboxServer(request: ApiRequest): Promise<boolean> {
  try {
    const info = await request<{ sandbox?: boolean }>(SANDBOX_INFO_PATH, { authFailureEndsSession: false });
    return info?.sandbox === true;
  } catch {
    return false;
  }
}

/** Starts broker sign-in (spec 001 §7): the answer names where the browser goes. */
export const brokerLogin = (request: ApiRequest, audience: Audience, redirectUrl?: string | null) =>
  request<{ redirect: string }>(
    redirectUrl ? `${brokerLoginPath(audience)}?${new URLSearchParams({ redirectUrl }).toString()}` : brokerLoginPath(audience),
    { method: 'POST', authFailureEndsSession: false },
  );

/** Ends a broker session (the stored token is sent, then cleared whatever the answer). */
export async function brokerLogout(
  request: ApiRequest,
  audience: Audience,
  tokens: TokenStore = sessionTokens(),
): Promise<{ redirect: string }> {
  try {
    return await request<{ redirect: string }>(brokerLogoutPath(audience), { method: 'POST', authFailureEndsSession: false });
  } finally {
    tokens.clear();
  }
}
