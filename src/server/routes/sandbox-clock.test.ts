// The sandbox clock control: per application, the borrower's only, and funding follows it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, registerBorrower, sandboxControl } from '../testing/borrower';
import { APPLICATION_PATH, applicationRoutes, STATUS_PATH } from './applications';
import { identityRoutes } from './identity';
import { sandboxRoutes } from './sandbox';

let api: TestApi;
const time = Date.parse('2026-11-24T18:00:00Z'); // Tuesday morning in Los Angeles; Thursday is Thanksgiving

beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, sandboxRoutes], { now: () => time });
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
