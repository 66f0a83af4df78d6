// Where the browser keeps its telemetry tracker id (local storage, spec 000 §9) and the marker that
// allows one reload per adopted id (session storage).
import { ensureTrackerId } from '@/engine/telemetry/tracker-id';
import { randomUuid } from '@/engine/validation/uuid';
import { TRACKER_COOKIE } from '@/engine/routing/page-cookies';
import { writePageCookie } from '@/api/request';

const TRACKER_KEY = 'heloc.trackerUuid';
const RELOADED_KEY = 'heloc.trackerReloadedFor';

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage can be full or blocked; telemetry then runs with an id for this page load only.
  }
}

/** How long the tracker's cookie lasts: a year, renewed each time the id is read at boot. */
const TRACKER_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** Mirrors the tracker id in the cookie the server decides a drawn page's flags with (src/engine/routing/page-cookies.ts). */
export const mirrorTrackerId = (id: string): void => writePageCookie(TRACKER_COOKIE, id, TRACKER_COOKIE_SECONDS);

let fallback: string | null = null;

/** This browser's tracker id, created (and stored) when none is. */
export function trackerId(): string {
  const { trackerId: id, created } = ensureTrackerId(read(localStorage, TRACKER_KEY) ?? fallback, () => randomUuid());
  if (created) {
    fallback = id;
    write(localStorage, TRACKER_KEY, id);
    mirrorTrackerId(id);
  }
  return id;
}

export function storeTrackerId(id: string): void {
  write(localStorage, TRACKER_KEY, id);
  mirrorTrackerId(id);
}

export const reloadedForTracker = () => read(sessionStorage, RELOADED_KEY);
export const markReloadedForTracker = (id: string) => write(sessionStorage, RELOADED_KEY, id);
