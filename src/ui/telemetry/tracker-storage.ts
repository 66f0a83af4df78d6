// Where the browser keeps its telemetry tracker id (local storage, spec 000 §9) and the marker that
// allows one reload per adopted id (session storage).
import { ensureTrackerId } from '@/engine/telemetry/tracker-id';
import { randomUuid } from '@/engine/validation/uuid';

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

let fallback: string | null = null;

/** This browser's tracker id, created (and stored) when none is. */
export function trackerId(): string {
  const { trackerId: id, created } = ensureTrackerId(read(localStorage, TRACKER_KEY) ?? fallback, () => randomUuid());
  if (created) {
    fallback = id;
    write(localStorage, TRACKER_KEY, id);
  }
  return id;
}

export const storeTrackerId = (id: string) => write(localStorage, TRACKER_KEY, id);

export const reloadedForTracker = () => read(sessionStorage, RELOADED_KEY);
export const markReloadedForTracker = (id: string) => write(sessionStorage, RELOADED_KEY, id);
