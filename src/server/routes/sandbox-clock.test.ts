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
