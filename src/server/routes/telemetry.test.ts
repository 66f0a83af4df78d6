import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { telemetryRoutes } from './telemetry';

let api: TestApi;
const NOW = Date.parse('2026-11-23T18:00:00Z');

beforeAll(async () => {
  api = await createTestApi([telemetryRoutes], { now: () => NOW });
}, 30_000);
afterAll(() => api?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url, payload, headers });

interface SessionKey {
  uuid: string;
  epoch: number;
  trackerUuid: string;
}

const openSession = async (payload: object = { platform: 'WEB' }, headers: Record<string, string> = {}): Promise<SessionKey> => {
  const res = await post('/ft/heloc/session', payload, headers);
  expect(res.statusCode).toBe(200);
  return res.json().sessionKey;
};

const eventsOf = (sessionKey: SessionKey) =>
  api.context.db.selectFrom('telemetry_events').select(['event', 'dedupe_key']).where('session_uuid', '=', sessionKey.uuid).execute();

describe('sessions', () => {
  it('opens a session, stamped with the clock and the calling site’s lender', async () => {
    const sessionKey = await openSession(
      { platform: 'WEB', libVersion: '1.2.0', referrer: 'https://example.com/', queryString: '?org=HARBOR_CU', screenWidth: 390 },
      { 'x-org': 'HARBOR_CU' },
    );
    expect(sessionKey).toEqual({ uuid: expect.any(String), epoch: NOW, trackerUuid: expect.any(String) });
    const row = await api.context.db
      .selectFrom('telemetry_sessions')
      .selectAll()
      .where('uuid', '=', sessionKey.uuid)
      .executeTakeFirstOrThrow();
    expect(row.org_code).toBe('HARBOR_CU');
    expect(row.tracker_uuid).toBe(sessionKey.trackerUuid);
    expect(row.data).toMatchObject({ platform: 'WEB', screenWidth: 390 });
  });

  it('keeps a returning browser’s tracker id in a new session', async () => {
    const first = await openSession();
    const again = await openSession({ platform: 'WEB', sessionKey: first });
    expect(again.trackerUuid).toBe(first.trackerUuid);
    expect(again.uuid).not.toBe(first.uuid);
    expect((await openSession()).trackerUuid).not.toBe(first.trackerUuid);
  });

  it('keeps the tracker id a new browser created for itself', async () => {
    const trackerUuid = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const sessionKey = await openSession({ platform: 'WEB', sessionKey: { trackerUuid } });
    expect(sessionKey.trackerUuid).toBe(trackerUuid);
    expect((await post('/ft/heloc/session', { platform: 'WEB', sessionKey: { uuid: sessionKey.uuid } })).statusCode).toBe(400);
  });

  it('refuses a platform other than WEB, unknown fields and wrong types', async () => {
    expect((await post('/ft/heloc/session', { platform: 'IOS' })).statusCode).toBe(400);
    expect((await post('/ft/heloc/session', { platform: 'WEB', admin: true })).statusCode).toBe(400);
    expect((await post('/ft/heloc/session', { platform: 'WEB', screenWidth: '390' })).statusCode).toBe(400);
    expect((await post('/ft/heloc/session', { platform: 'WEB', sessionKey: { uuid: 'x', epoch: 1, trackerUuid: 'y' } })).statusCode).toBe(
      400,
    );
    expect((await post('/ft/HELOC!/session', { platform: 'WEB' })).statusCode).toBe(400);
  });
});

describe('events', () => {
  const base = (sessionKey: SessionKey) => ({ event: 'step_viewed', sessionKey, eventType: 'WEB', productType: 'HELOC' });

  it('answers CREATED for a new event and DUPLICATE for its repeat, storing it once', async () => {
    const sessionKey = await openSession();
    const first = await post('/ft/heloc/event', { ...base(sessionKey), pagePath: '/register-v2' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'CREATED' });
    const repeat = await post('/ft/heloc/event', { ...base(sessionKey), pagePath: '/register-v2' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ status: 'DUPLICATE' });
    expect(await eventsOf(sessionKey)).toHaveLength(1);
    // The same event in another session is new.
    expect((await post('/ft/heloc/event', base(await openSession()))).json()).toEqual({ status: 'CREATED' });
  });

  it('stores every copy of an event sent with dontDedupe', async () => {
    const sessionKey = await openSession();
    for (let i = 0; i < 3; i++) {
      expect((await post('/ft/heloc/event', { ...base(sessionKey), dontDedupe: true })).json()).toEqual({ status: 'CREATED' });
    }
    const rows = await eventsOf(sessionKey);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.dedupe_key === null)).toBe(true);
  });

  it('tells events apart by the value of the dedupe property', async () => {
    const sessionKey = await openSession();
    const byStep = async (step: unknown) =>
      (await post('/ft/heloc/event', { ...base(sessionKey), dedupeProperty: 'step', eventProperties: { step, at: Math.random() } })).json()
        .status;
    expect(await byStep('income')).toBe('CREATED');
    expect(await byStep('name')).toBe('CREATED');
    expect(await byStep('income')).toBe('DUPLICATE');
    // Other properties do not matter, and a large value still fits the unique index.
    const long = 'x'.repeat(20_000);
    expect(await byStep(long)).toBe('CREATED');
    expect(await byStep(long)).toBe('DUPLICATE');
    expect(await eventsOf(sessionKey)).toHaveLength(3);
  });

  it('gives one CREATED when identical events race', async () => {
    const sessionKey = await openSession();
    const replies = await Promise.all(Array.from({ length: 5 }, () => post('/ft/heloc/event', base(sessionKey))));
    expect(replies.map((r) => r.json().status).sort()).toEqual(['CREATED', 'DUPLICATE', 'DUPLICATE', 'DUPLICATE', 'DUPLICATE']);
    expect(await eventsOf(sessionKey)).toHaveLength(1);
  });

  it('refuses a malformed event', async () => {
    const sessionKey = await openSession();
    expect((await post('/ft/heloc/event', { event: 'x' })).statusCode).toBe(400);
    expect((await post('/ft/heloc/event', { ...base(sessionKey), eventType: 'TV' })).statusCode).toBe(400);
    expect((await post('/ft/heloc/event', { ...base(sessionKey), dontDedupe: 'yes' })).statusCode).toBe(400);
    const unknown = await post('/ft/heloc/event', { ...base(sessionKey), secret: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).not.toMatch(/at .*\.(js|ts)/);
    expect(await eventsOf(sessionKey)).toHaveLength(0);
  });
});
