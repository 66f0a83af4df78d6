// One page load's telemetry: the session (opened once per tab, kept in session storage, retried as
// the spec says), events built and de-duplicated, and every failure logged rather than shown.
import { openTelemetrySession, sendTelemetryEvent } from '@/api/telemetry';
import type { ApiRequest } from '@/api/request';
import {
  buildEventPayload,
  createEventDeduper,
  isAcceptedReply,
  type EventContext,
  type TelemetryEvent,
} from '@/engine/telemetry/event-payload';
import { establishSession, type SessionKey } from '@/engine/telemetry/session-retry';
import { trackerId } from './tracker-storage';

const SESSION_KEY = 'heloc.telemetrySession';
/** Sent as libVersion and appVersion: the event format this client speaks. */
const CLIENT_VERSION = '1';

export type EventDetails = Omit<EventContext, 'sessionKey'>;

function storedSession(tracker: string): SessionKey | null {
  try {
    const key = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as SessionKey | null;
    // A session belongs to one tracker id; after the profile's id is adopted a new one opens.
    return key?.uuid && key.trackerUuid === tracker ? key : null;
  } catch {
    return null;
  }
}

/**
 * Settles in a task after the page's next frame (or after a second where no frame comes: a hidden
 * tab). The window's sizes are then read from a layout already done; read while the app hydrated,
 * they forced one in the middle of it (about 60 ms of a phone's main thread at 4× CPU).
 */
const afterNextFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 1000);
  });

const logFailure = (what: string, error: unknown) => console.warn(`Telemetry: ${what} failed`, error);

export function createTelemetryClient(request: ApiRequest) {
  let session: Promise<SessionKey> | null = null;
  const deduper = createEventDeduper();

  const openSession = async (): Promise<SessionKey> => {
    const tracker = trackerId();
    const stored = storedSession(tracker);
    if (stored) return stored;
    await afterNextFrame();
    const key = await establishSession(() =>
      openTelemetrySession(request, {
        platform: 'WEB',
        libVersion: CLIENT_VERSION,
        appVersion: CLIENT_VERSION,
        referrer: document.referrer.slice(0, 2000),
        queryString: window.location.search.slice(0, 2000),
        screenWidth: window.screen.width,
        screenHeight: window.screen.height,
        windowWidth: window.innerWidth,
        windowHeight: window.innerHeight,
        sessionKey: { trackerUuid: tracker },
      }),
    );
    try {
      sessionStorage.setItem(SESSION_KEY, JSON.stringify(key));
    } catch {
      // Without storage the session lasts this page load.
    }
    return key;
  };

  /** The session, opened on first use; a failure is logged once and events are then dropped. */
  const ensureSession = () => {
    session ??= openSession();
    return session;
  };

  return {
    ensureSession,
    /** Sends an event unless this page load already sent the same one. Never rejects. */
    async track(event: TelemetryEvent, details: EventDetails): Promise<void> {
      let sessionKey: SessionKey;
      try {
        sessionKey = await ensureSession();
      } catch {
        return;
      }
      const payload = buildEventPayload(event, { ...details, sessionKey });
      if (!deduper.firstTime(payload)) return;
      try {
        // DUPLICATE: the service already has it from an earlier page load; nothing to do.
        const reply = await sendTelemetryEvent(request, payload);
        if (!isAcceptedReply(reply)) logFailure(`event ${event.event}`, reply);
      } catch (error) {
        logFailure(`event ${event.event}`, error);
      }
    },
  };
}

export type TelemetryClient = ReturnType<typeof createTelemetryClient>;

/** Logs the session failure once per page load. */
export function logSessionFailure(client: TelemetryClient): void {
  client.ensureSession().catch((error: unknown) => logFailure('session', error));
}
