// Opening the telemetry session (spec 001 §7, §8, §9): up to three attempts, then the spec's error.

export interface SessionKey {
  uuid: string;
  epoch: number;
  trackerUuid: string;
}

/** Spec 001 §9: session retries 3. */
export const SESSION_ATTEMPTS = 3;
export const SESSION_RETRIES_FAILED = 'An error occurred while establishing a session, retries failed.';
export const SESSION_NOT_ESTABLISHED = 'Could not establish session.';

/** A session that could not be opened; `status` is 500 after the retries, as the spec says. */
export class TelemetrySessionError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'TelemetrySessionError';
  }
}

export interface SessionRetryOptions {
  attempts?: number;
  /** Waits between attempts; injected so tests need no timers. */
  wait?: (ms: number) => Promise<void>;
  /** Pause before attempt n+1 (n from 1). */
  delayMs?: (attempt: number) => number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `open` until it answers a session key with a tracker id, at most `attempts` times. A key
 * without a tracker id cannot be used (events are tied to it): 'Could not establish session.'
 */
export async function establishSession(open: () => Promise<Partial<SessionKey> | undefined>, options: SessionRetryOptions = {}) {
  const { attempts = SESSION_ATTEMPTS, wait = sleep, delayMs = (attempt) => 250 * attempt } = options;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let key: Partial<SessionKey> | undefined;
    try {
      key = await open();
    } catch {
      if (attempt < attempts) await wait(delayMs(attempt));
      continue;
    }
    if (!key?.trackerUuid || !key.uuid || typeof key.epoch !== 'number') throw new TelemetrySessionError(SESSION_NOT_ESTABLISHED, 500);
    return key as SessionKey;
  }
  throw new TelemetrySessionError(SESSION_RETRIES_FAILED, 500);
}
