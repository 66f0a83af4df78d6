// The calls registration makes: create the identity, start the application, or join the waitlist.
import type { ConsentVersion } from '@/engine/registration/create-heloc-request';
import { ApiError, type ApiRequest } from './request';

export const CREATE_HELOC_PATH = '/service-application/api/v3/application/helocs';

export class AccountExistsError extends Error {}

/** Creates the identity; the token arrives in the response header and is stored by the request layer. */
export async function registerIdentity(
  request: ApiRequest,
  orgCode: string,
  body: { email: string; password: string; phoneNumber: string },
): Promise<void> {
  try {
    await request('/identity/api/v1/registration/register', {
      method: 'POST',
      query: { organization: orgCode },
      body,
      authFailureEndsSession: false,
    });
  } catch (error) {
    // The spec: a 401 from identity creation means the account already exists.
    if (error instanceof ApiError && error.status === 401) throw new AccountExistsError(body.email);
    throw error;
  }
}

/**
 * Whether the email already has an account with the lender, asked at the contact step so the person
 * hears it before choosing a password. A failure is the caller's to forgive: registering checks again.
 */
export async function emailHasAccount(request: ApiRequest, orgCode: string, email: string): Promise<boolean> {
  const { accountExists } = await request<{ accountExists: boolean }>('/identity/api/v1/registration/email-check', {
    method: 'POST',
    query: { organization: orgCode },
    body: { email },
    authFailureEndsSession: false,
    // A slow answer must not hold the person up long: the later check covers for it.
    signal: AbortSignal.timeout(5_000),
  });
  return accountExists;
}

export async function consentVersions(request: ApiRequest): Promise<ConsentVersion[]> {
  const [profile, application] = await Promise.all([
    request<ConsentVersion[]>('/service-profile/api/v1/profile/consent-types'),
    request<ConsentVersion[]>('/service-application/api/v1/application/heloc/consent-types'),
  ]);
  return [...profile, ...application];
}

/** Starts the application. The same key is sent again on a retry, so a retry never creates a second one. */
/** `timeoutMs`: the create call may outlast the usual request timeout while the processing loader waits on. */
export async function createHeloc(
  request: ApiRequest,
  body: unknown,
  idempotencyKey: string,
  state: string,
  timeoutMs?: number,
): Promise<{ uuid: string }> {
  return request<{ uuid: string }>(CREATE_HELOC_PATH, {
    method: 'POST',
    query: { state },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

export async function joinWaitlist(request: ApiRequest, body: Record<string, unknown>): Promise<void> {
  await request('/waitlist/home-equity-loan-plus', { method: 'POST', body });
}

export interface AbilityToStart {
  canStartApplication: boolean;
  reason?: 'ACTIVE_APPLICATION' | 'RECENT_HELOC';
  applicationUuid?: string;
}

/**
 * Whether the signed-in borrower may start an application (one active at a time; 45 days after a
 * funded line). `sessionCheck: false` when a refused token ends nothing (registration is public).
 */
export function abilityToStart(request: ApiRequest, { sessionCheck = true }: { sessionCheck?: boolean } = {}): Promise<AbilityToStart> {
  return request<AbilityToStart>('/service-search/api/v1/profiles/actions/verify-ability-to-start-application', {
    authFailureEndsSession: sessionCheck,
  });
}
