// The telemetry tracker id (spec 001 §7, spec 000 §7–§9): kept in local storage, created when none
// is stored; a signed-in borrower's profile carries one too, and the profile's wins. The page reloads
// once when it differs, so flags and experiments are decided again for that id. A session-storage
// marker (the id reloaded for) stops a second reload for the same id, so a profile that keeps
// answering another value cannot loop the page.

export type TrackerStep =
  /** Local and profile agree: nothing to do. */
  | { action: 'keep' }
  /** The profile has none yet: give it this browser's id. */
  | { action: 'link'; trackerId: string }
  /** Store the profile's id; reload once unless already reloaded for it. */
  | { action: 'adopt'; trackerId: string; reload: boolean };

/** The stored id when it looks like one, else a new one from `create`. */
export function ensureTrackerId(stored: string | null, create: () => string): { trackerId: string; created: boolean } {
  if (stored && /^[0-9a-f-]{36}$/i.test(stored)) return { trackerId: stored, created: false };
  return { trackerId: create(), created: true };
}

export function reconcileTracker(input: { local: string; profile: string | null | undefined; reloadedFor: string | null }): TrackerStep {
  const { local, profile, reloadedFor } = input;
  if (!profile) return { action: 'link', trackerId: local };
  if (profile === local) return { action: 'keep' };
  return { action: 'adopt', trackerId: profile, reload: reloadedFor !== profile };
}
