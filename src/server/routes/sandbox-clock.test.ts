// The sandbox clock control: per application, the borrower's only, and funding follows it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, registerBorrower, sandboxControl } from '../testing/borrower';
import { APPLICATION_PATH, applicationRoutes, STATUS_PATH } from './applications';
import { identityRoutes } from './identity';
import { closingRoutes } from './closing';
import { sandboxRoutes } from './sandbox';

let api: TestApi;
const time = Date.parse('2026-11-24T18:00:00Z'); // Tuesday morning in Los Angeles; Thursday is Thanksgiving

beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, closingRoutes, sandboxRoutes], { now: () => time });
});
afterAll(() => api?.close());

/** A borrower who has signed (RESCISSION) with or without the insurance in. */
async function signed(insurance: boolean) {
  const { jwt } = await registerBorrower(api.app);
  const uuid = (await createHeloc(api.app, jwt)).json().uuid as string;
  const state = await sandboxControl(api.app, jwt, uuid, 'state', {
    checklistStatus: 'RESCISSION',
    ...(insurance ? { insurance: { complete: true } } : {}),
  });
  expect(state.statusCode).toBe(200);
  return { jwt, uuid };
}
const statusOf = async (uuid: string, jwt: string) =>
  (await api.app.inject({ url: `${STATUS_PATH}/${uuid}/status`, headers: bearer(jwt) })).json().checklistStatus;

describe('the sandbox clock', () => {
  it('holds funding until the right to cancel ends, then the next read funds the line', async () => {
    const { jwt, uuid } = await signed(true);
    // Wednesday, (Thanksgiving), Friday, Saturday: the last day to cancel is Saturday.
    expect((await api.app.inject({ url: `${APPLICATION_PATH}/${uuid}`, headers: bearer(jwt) })).json().rescission).toMatchObject({
      signedOn: '2026-11-24',
      lastDay: '2026-11-28',
    });
    expect(await statusOf(uuid, jwt)).toBe('RESCISSION');
    const threeDays = await sandboxControl(api.app, jwt, uuid, 'clock', { advanceDays: 3 });
    expect(threeDays.statusCode).toBe(200);
    expect(threeDays.json().status.checklistStatus).toBe('RESCISSION');
    const ended = await sandboxControl(api.app, jwt, uuid, 'clock', { until: 'rescission-end' });
    expect(ended.json().status.checklistStatus).toBe('WAITING_FOR_FUNDING');
    // The clock is this application's: another borrower's period is still running.
    const other = await signed(true);
    expect(await statusOf(other.uuid, other.jwt)).toBe('RESCISSION');
  });

  it('does not fund without the insurance, whatever the time', async () => {
    const { jwt, uuid } = await signed(false);
    expect((await sandboxControl(api.app, jwt, uuid, 'clock', { advanceDays: 30 })).json().status.checklistStatus).toBe('RESCISSION');
  });

  it('refuses a period not yet started and requests it does not understand', async () => {
    const { jwt } = await registerBorrower(api.app);
    const uuid = (await createHeloc(api.app, jwt)).json().uuid as string;
    expect((await sandboxControl(api.app, jwt, uuid, 'clock', { until: 'rescission-end' })).statusCode).toBe(409);
    for (const bad of [{}, { advanceDays: 0 }, { advanceDays: 1.5 }, { until: 'tomorrow' }, { advanceDays: 1, until: 'rescission-end' }]) {
      expect((await sandboxControl(api.app, jwt, uuid, 'clock', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it("answers only the application's borrower", async () => {
    const { uuid } = await signed(true);
    const stranger = await registerBorrower(api.app);
    const url = `/sandbox/api/v1/applications/${uuid}/clock`;
    expect((await api.app.inject({ method: 'POST', url, payload: { advanceDays: 5 } })).statusCode).toBe(401);
    expect((await sandboxControl(api.app, stranger.jwt, uuid, 'clock', { advanceDays: 5 })).statusCode).toBe(404);
    expect((await sandboxControl(api.app, stranger.jwt, randomUUID(), 'clock', { advanceDays: 5 })).statusCode).toBe(404);
  });
});

describe('the notary visit (clock control)', () => {
  const phoenix = { street1: '7 Saguaro Way', city: 'Phoenix', state: 'AZ', zip: '85004' };
  /** A borrower at the notary step who has booked an in-person visit on Friday at 1 PM in Phoenix (20:00 UTC). */
  async function booked() {
    const { jwt } = await registerBorrower(api.app);
    const uuid = (await createHeloc(api.app, jwt)).json().uuid as string;
    await sandboxControl(api.app, jwt, uuid, 'state', { checklistStatus: 'NOTARY_DISCLOSURE', property: { address: phoenix } });
    const booking = await api.app.inject({
      method: 'POST',
      url: `${APPLICATION_PATH}/${uuid}/notary/appointments`,
      headers: bearer(jwt),
      payload: { date: '2026-11-27', time: '13:00' },
    });
    expect(booking.statusCode).toBe(201);
    expect(booking.json().status.checklistStatus).toBe('MANUAL_DEED_SIGNING');
    return { jwt, uuid };
  }

  it('moves the clock to the booked visit and records the deed signed there, opening the right to cancel', async () => {
    const { jwt, uuid } = await booked();
    const visit = await sandboxControl(api.app, jwt, uuid, 'clock', { until: 'notary-visit' });
    expect(visit.statusCode).toBe(200);
    expect(visit.json().status).toMatchObject({
      checklistStatus: 'RESCISSION',
      manualNotary: true,
      manualDeedSigningComplete: true,
      disclosurelistNotaryComplete: true,
    });
    // Signed at the visit, Friday 27 November: Saturday, Monday, Tuesday to cancel.
    expect(visit.json().rescission).toMatchObject({
      signedOn: '2026-11-27',
      lastDay: '2026-12-01',
      accountOpenedAt: '2026-11-27T20:00:00.000Z',
    });
    expect(await statusOf(uuid, jwt)).toBe('RESCISSION');
    // Held once: the application has moved on, so there is no visit to hold again.
    expect((await sandboxControl(api.app, jwt, uuid, 'clock', { until: 'notary-visit' })).statusCode).toBe(409);
  });

  it('refuses an application with no in-person visit booked', async () => {
    const { jwt } = await registerBorrower(api.app);
    const uuid = (await createHeloc(api.app, jwt)).json().uuid as string;
    await sandboxControl(api.app, jwt, uuid, 'state', { checklistStatus: 'NOTARY_DISCLOSURE' });
    const refused = await sandboxControl(api.app, jwt, uuid, 'clock', { until: 'notary-visit' });
    expect(refused.statusCode).toBe(409);
    expect(await statusOf(uuid, jwt)).toBe('NOTARY_DISCLOSURE');
  });

  it("answers only the application's borrower, and only in sandbox mode", async () => {
    const { jwt, uuid } = await booked();
    const stranger = await registerBorrower(api.app);
    const url = `/sandbox/api/v1/applications/${uuid}/clock`;
    expect((await api.app.inject({ method: 'POST', url, payload: { until: 'notary-visit' } })).statusCode).toBe(401);
    expect((await sandboxControl(api.app, stranger.jwt, uuid, 'clock', { until: 'notary-visit' })).statusCode).toBe(404);
    expect(await statusOf(uuid, jwt)).toBe('MANUAL_DEED_SIGNING');
    const production = await createTestApi([sandboxRoutes], { sandbox: false });
    try {
      const res = await production.app.inject({ method: 'POST', url, headers: bearer(jwt), payload: { until: 'notary-visit' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('the moments the right to cancel runs from (state control)', () => {
  const rescissionOf = async (uuid: string, jwt: string) =>
    (await api.app.inject({ url: `${APPLICATION_PATH}/${uuid}`, headers: bearer(jwt) })).json().rescission;

  it('counts from the latest moment set, the others being the moment of signing', async () => {
    const { jwt } = await registerBorrower(api.app);
    const uuid = (await createHeloc(api.app, jwt)).json().uuid as string;
    // The notice delivered Monday 2026-11-30 (after the signing on Tuesday 24): Tuesday, Wednesday, Thursday.
    const state = await sandboxControl(api.app, jwt, uuid, 'state', {
      checklistStatus: 'RESCISSION',
      property: { address: { state: 'NY' } },
      rescission: { noticeDeliveredAt: '2026-11-30T15:00:00Z' },
    });
    expect(state.statusCode).toBe(200);
    expect(await rescissionOf(uuid, jwt)).toEqual({
      signedOn: '2026-11-30',
      lastDay: '2026-12-03',
      endsAt: '2026-12-04T05:00:00.000Z',
      accountOpenedAt: '2026-11-24T18:00:00.000Z',
      noticeDeliveredAt: '2026-11-30T15:00:00.000Z',
      materialDisclosuresDeliveredAt: '2026-11-24T18:00:00.000Z',
    });
    // Set after signing, a later moment counts the period again; funding waits for the new end.
    await sandboxControl(api.app, jwt, uuid, 'state', {
      insurance: { complete: true },
      rescission: { materialDisclosuresDeliveredAt: '2026-12-07T15:00:00Z' },
    });
    expect(await rescissionOf(uuid, jwt)).toMatchObject({
      signedOn: '2026-12-07',
      lastDay: '2026-12-10',
      noticeDeliveredAt: '2026-11-30T15:00:00.000Z',
    });
    await sandboxControl(api.app, jwt, uuid, 'clock', { advanceDays: 15 });
    expect(await statusOf(uuid, jwt)).toBe('RESCISSION');
    expect((await sandboxControl(api.app, jwt, uuid, 'clock', { until: 'rescission-end' })).json().status.checklistStatus).toBe(
      'WAITING_FOR_FUNDING',
    );
  });

  it('without moments, counts from the moment the application reached its signed status', async () => {
    const { jwt, uuid } = await signed(false);
    expect(await rescissionOf(uuid, jwt)).toMatchObject({
      signedOn: '2026-11-24',
      accountOpenedAt: new Date(time).toISOString(),
      noticeDeliveredAt: new Date(time).toISOString(),
    });
  });

  it('refuses moments it does not know or that are not instants', async () => {
    const { jwt } = await registerBorrower(api.app);
    const uuid = (await createHeloc(api.app, jwt)).json().uuid as string;
    for (const rescission of [{ signedAt: '2026-11-30T15:00:00Z' }, { noticeDeliveredAt: 'Monday' }, {}]) {
      expect((await sandboxControl(api.app, jwt, uuid, 'state', { rescission })).statusCode).toBe(400);
    }
  });
});
