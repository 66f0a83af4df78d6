import { describe, expect, it } from 'vitest';
import { ensureTrackerId, reconcileTracker } from './tracker-id';

const A = '0b6f3c3e-5d43-4f5e-8c1a-2a6f9d0e7a11';
const B = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('ensureTrackerId', () => {
  it('keeps a stored id and creates one when none (or garbage) is stored', () => {
    expect(ensureTrackerId(A, () => B)).toEqual({ trackerId: A, created: false });
    expect(ensureTrackerId(null, () => B)).toEqual({ trackerId: B, created: true });
    expect(ensureTrackerId('not-an-id', () => B)).toEqual({ trackerId: B, created: true });
  });
});

describe('reconcileTracker', () => {
  it('links this browser’s id to a profile that has none', () => {
    expect(reconcileTracker({ local: A, profile: null, reloadedFor: null })).toEqual({ action: 'link', trackerId: A });
  });

  it('keeps an id the profile already has', () => {
    expect(reconcileTracker({ local: A, profile: A, reloadedFor: null })).toEqual({ action: 'keep' });
  });

  it('adopts the profile’s id and reloads once for it, never twice', () => {
    expect(reconcileTracker({ local: A, profile: B, reloadedFor: null })).toEqual({ action: 'adopt', trackerId: B, reload: true });
    expect(reconcileTracker({ local: A, profile: B, reloadedFor: B })).toEqual({ action: 'adopt', trackerId: B, reload: false });
    expect(reconcileTracker({ local: A, profile: B, reloadedFor: A })).toMatchObject({ reload: true });
  });
});
