// Telemetry events as the event call sends them (spec 001 §7), and the browser's own de-duplication
// of identical events within one page load (the server answers DUPLICATE for repeats anyway).
import type { SessionKey } from './session-retry';

export type ProductType = 'HELOC' | 'CRYPTO_HELOC';

export interface TelemetryEvent {
  event: string;
  eventProperties?: Record<string, unknown>;
  /** Send every occurrence (a click counted each time). */
  dontDedupe?: boolean;
  /** The property whose value tells repeats apart (a page view per `pagePath`). */
  dedupeProperty?: string;
}

export interface EventContext {
  sessionKey: SessionKey;
  domain: string;
  pagePath: string;
  queryParams: Record<string, string>;
  productType: ProductType;
  identityId?: string | undefined;
  applicationUuid?: string | undefined;
}

export interface EventPayload extends TelemetryEvent {
  sessionKey: SessionKey;
  domain: string;
  pagePath: string;
  queryParams: Record<string, string>;
  eventType: 'WEB';
  productType: ProductType;
  identityId?: string;
  applicationUuid?: string;
}

/** The event call's body; absent ids are left out rather than sent empty. */
export function buildEventPayload(event: TelemetryEvent, context: EventContext): EventPayload {
  const { identityId, applicationUuid, ...rest } = context;
  return {
    ...rest,
    eventType: 'WEB',
    event: event.event,
    ...(identityId ? { identityId } : {}),
    ...(applicationUuid ? { applicationUuid } : {}),
    ...(event.eventProperties ? { eventProperties: event.eventProperties } : {}),
    ...(event.dontDedupe ? { dontDedupe: true } : {}),
    ...(event.dedupeProperty ? { dedupeProperty: event.dedupeProperty } : {}),
  };
}

/** What makes two events the same, as the server judges it: session, name and dedupe value. Null: never a repeat. */
export function eventIdentity(payload: EventPayload): string | null {
  if (payload.dontDedupe) return null;
  const value = payload.dedupeProperty === undefined ? null : (payload.eventProperties?.[payload.dedupeProperty] ?? null);
  return JSON.stringify([payload.sessionKey.uuid, payload.event, payload.dedupeProperty ?? null, value]);
}

/** A page load's memory of sent events: `firstTime` is false for a repeat, which need not be sent. */
export function createEventDeduper() {
  const sent = new Set<string>();
  return {
    firstTime(payload: EventPayload): boolean {
      const identity = eventIdentity(payload);
      if (identity === null) return true;
      if (sent.has(identity)) return false;
      sent.add(identity);
      return true;
    },
  };
}

/** The event reply: a DUPLICATE is the server recognising a repeat, not a failure. */
export const isAcceptedReply = (reply: unknown): boolean =>
  typeof reply === 'object' && reply !== null && ['CREATED', 'DUPLICATE'].includes((reply as { status?: unknown }).status as string);
