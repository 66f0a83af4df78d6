// Whether registration is open to this connection: asked past the first step, loaded with the notice that says so.
import type { ApiRequest } from './request';

/** Whether this connection may open an account now, else when it may (seconds from now); asked as registration begins. */
export const registrationAvailability = (request: ApiRequest) =>
  request<{ open: boolean; retryAfterSeconds?: number }>('/identity/api/v1/registration/availability', {
    authFailureEndsSession: false,
    signal: AbortSignal.timeout(5_000),
  });
