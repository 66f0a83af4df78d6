// The telemetry service (spec 001 §7) and the application service's tracker-id calls (spec 000 §7,
// 'optermizerly-profile' as the spec spells it). Telemetry never ends a session: its failures are
// the app's to log, not the borrower's to see.
import type { EventPayload } from '@/engine/telemetry/event-payload';
import type { SessionKey } from '@/engine/telemetry/session-retry';
import type { ApiRequest } from './request';

/** The telemetry context in /ft/{context}/…. */
const CONTEXT = 'heloc';
const PROFILE_PATH = '/service-application/api/v3/application/heloc/optermizerly-profile';

export interface SessionRequest {
  platform: 'WEB';
  libVersion: string;
  appVersion: string;
  referrer: string;
  queryString: string;
  screenWidth: number;
  screenHeight: number;
  windowWidth: number;
  windowHeight: number;
  /** The previous session, or just this browser's tracker id. */
  sessionKey: Partial<SessionKey> & { trackerUuid: string };
}

export const openTelemetrySession = async (request: ApiRequest, body: SessionRequest) =>
  (await request<{ sessionKey?: Partial<SessionKey> }>(`/ft/${CONTEXT}/session`, { method: 'POST', body, authFailureEndsSession: false }))
    ?.sessionKey;

/** Answers the service's reply: `{status: 'CREATED' | 'DUPLICATE'}`. */
export const sendTelemetryEvent = (request: ApiRequest, payload: EventPayload) =>
  request<unknown>(`/ft/${CONTEXT}/event`, { method: 'POST', body: payload, authFailureEndsSession: false });

/** The tracker id the borrower's profile carries, or null. */
export const fetchProfileTrackerId = async (request: ApiRequest, identityUuid: string) =>
  (await request<{ optimizelyProfileUuid: string | null }>(PROFILE_PATH, { query: { identityUuid }, authFailureEndsSession: false }))
    .optimizelyProfileUuid;

/** Gives the profile this browser's tracker id. */
export const linkProfileTrackerId = (request: ApiRequest, identityUuid: string, optimizelyProfileUuid: string) =>
  request<unknown>(PROFILE_PATH, {
    method: 'PATCH',
    query: { identityUuid },
    body: { optimizelyProfileUuid },
    authFailureEndsSession: false,
  });
