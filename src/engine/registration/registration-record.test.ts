import { describe, expect, it } from 'vitest';
import flowFile from '../../../flows/registration.json';
import type { RegistrationFlow } from '../types/registration-flow';
import { changedRecord, isRegistrationKey, readRecord, registrationKey, REGISTRATION_TTL_MS } from './registration-record';

const flow = flowFile as unknown as RegistrationFlow;
const NOW = Date.UTC(2026, 10, 24, 12);
const HOUR = 60 * 60 * 1000;
const ADDRESS = {
  propertyAddress: { street1: '42 Lighthouse Lane', city: 'Sacramento', state: 'CA', zip: '95814', occupancyType: 'HOME' },
};

const raw = (record: unknown) => JSON.stringify(record);

describe('reading the stored registration', () => {
  it('keeps a record for a day after its last change and discards it after', () => {
    const stored = raw({ savedAt: NOW, draft: ADDRESS, query: { utm_source: 'mail' }, leads: {} });
    expect(readRecord(stored, NOW + 23 * HOUR).draft).toEqual(ADDRESS);
    expect(readRecord(stored, NOW + REGISTRATION_TTL_MS).query).toEqual({ utm_source: 'mail' });
    expect(readRecord(stored, NOW + REGISTRATION_TTL_MS + 1)).toEqual({ draft: {}, query: {}, leads: {} });
  });

  it('treats a record dated in the future, an undated one or an unreadable one as nothing stored', () => {
    expect(readRecord(raw({ savedAt: NOW + HOUR, draft: ADDRESS }), NOW).draft).toEqual({});
    expect(readRecord(raw({ draft: ADDRESS }), NOW).draft).toEqual({});
    expect(readRecord('{not json', NOW).draft).toEqual({});
    expect(readRecord(raw([ADDRESS]), NOW).draft).toEqual({});
    expect(readRecord(null, NOW).draft).toEqual({});
  });
});

describe('changing the stored registration', () => {
  it('never stores a field the flow marks secret, whatever the caller passes', () => {
    const secret = flow.steps.flatMap((step) => step.secret ?? []);
    expect(secret).toEqual(expect.arrayContaining(['password', 'confirmPassword']));
    const record = changedRecord(flow, null, NOW, {
      draft: { ...ADDRESS, email: 'grace@example.com', password: 'Harbor!Lights2026', confirmPassword: 'Harbor!Lights2026' },
    });
    expect(record?.draft).toEqual({ ...ADDRESS, email: 'grace@example.com' });
    expect(JSON.stringify(record)).not.toContain('Harbor!Lights2026');
  });

  it('dates the record at the change, so the day starts again', () => {
    const first = changedRecord(flow, null, NOW, { draft: ADDRESS })!;
    const later = changedRecord(flow, raw(first), NOW + 20 * HOUR, { draft: { ...ADDRESS, isListedForSale: 'NO' } })!;
    expect(later.savedAt).toBe(NOW + 20 * HOUR);
    expect(readRecord(raw(later), NOW + 40 * HOUR).draft).toEqual({ ...ADDRESS, isListedForSale: 'NO' });
  });

  it('answers no change for a write that changes nothing, so opening a page does not extend the day', () => {
    const stored = raw(changedRecord(flow, null, NOW, { draft: ADDRESS, query: { utm_source: 'mail' } }));
    expect(changedRecord(flow, stored, NOW + HOUR, { query: { utm_source: 'mail' } })).toBeNull();
    expect(changedRecord(flow, stored, NOW + HOUR, { query: { utm_source: 'radio' } })?.savedAt).toBe(NOW + HOUR);
  });

  it('writes over what another tab stored last: the parts it does not change stay as that tab left them', () => {
    // Tab A saved the draft; tab B, opened earlier, now saves only the journey's query and a submission.
    const afterTabA = raw(changedRecord(flow, null, NOW, { draft: { ...ADDRESS, isListedForSale: 'NO' } }));
    const afterTabB = changedRecord(flow, afterTabA, NOW + 1, { query: { referrer: 'r-1' }, submission: { idempotencyKey: 'k-1' } })!;
    expect(afterTabB).toEqual({
      savedAt: NOW + 1,
      draft: { ...ADDRESS, isListedForSale: 'NO' },
      query: { referrer: 'r-1' },
      leads: {},
      submission: { idempotencyKey: 'k-1' },
    });
    // 'Start over' drops the submission and the answers, and keeps the query.
    const restarted = changedRecord(flow, raw(afterTabB), NOW + 2, { draft: {}, submission: undefined })!;
    expect(readRecord(raw(restarted), NOW + 2)).toEqual({ draft: {}, query: { referrer: 'r-1' }, leads: {} });
  });

  it('replaces an expired record rather than reviving it', () => {
    const old = raw({ savedAt: NOW, draft: ADDRESS, query: { referrer: 'r-1' }, leads: {} });
    const record = changedRecord(flow, old, NOW + REGISTRATION_TTL_MS + 1, { query: { utm_source: 'mail' } });
    expect(record).toEqual({ savedAt: NOW + REGISTRATION_TTL_MS + 1, draft: {}, query: { utm_source: 'mail' }, leads: {} });
  });
});

it('keeps each lender’s registration under a key of its own', () => {
  expect(registrationKey('NORTHSTAR')).not.toBe(registrationKey('HARBOR_CU'));
  expect(isRegistrationKey(registrationKey('HARBOR_CU'))).toBe(true);
  expect(isRegistrationKey('heloc.jwt')).toBe(false);
});
