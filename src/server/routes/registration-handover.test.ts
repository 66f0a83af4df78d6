// The registration's answers handed to the paired lender: kept for that lender only, claimed once,
// for minutes, without the flow's secret fields, its consents or anything the flow does not ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { expectClientLimit, freshClient } from '../testing/client-limit';
import { HANDOVER_MINUTES, HANDOVERS_PER_CLIENT, registrationHandoverRoutes } from './registration-handover';

let api: TestApi;
let time = Date.parse('2026-11-24T18:00:00Z');

beforeAll(async () => {
  api = await createTestApi([registrationHandoverRoutes], { now: () => time });
});
afterAll(() => api?.close());

const PATH = '/identity/api/v1/registration/handovers';
const answers = {
  propertyAddress: { street1: '350 Fifth Avenue', city: 'New York', state: 'NY', zip: '10118' },
  name: { firstName: 'Ada', lastName: 'Lovelace' },
};
const handOver = (from: string, toOrganization: string, draft: object = answers, remoteAddress = freshClient()) =>
  api.app.inject({ method: 'POST', url: `${PATH}?organization=${from}`, payload: { toOrganization, draft }, remoteAddress });
const claim = (org: string, id: string, remoteAddress = freshClient()) =>
  api.app.inject({ method: 'POST', url: `${PATH}/claim?organization=${org}`, payload: { id }, remoteAddress });

describe('registration hand-overs', () => {
  it("hands the flow's own answers to the paired lender, once, and no secret or consent", async () => {
    const created = await handOver('NORTHSTAR', 'NORTHSTAR_NY', {
      ...answers,
      password: 'Harbor!Lights2026',
      esignConsent: { agreed: true },
      smsConsents: ['MARKETING'],
      favouriteColour: 'teal',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    // Only the id's hash is kept: the table cannot be read back into a working link.
    const rows = await api.context.db.selectFrom('registration_handovers').select('id_hash').execute();
    expect(rows.map((row) => row.id_hash)).not.toContain(id);
    // Another lender cannot claim it; the paired one can, once.
    expect((await claim('HARBOR_CU', id)).statusCode).toBe(404);
    const claimed = await claim('NORTHSTAR_NY', id);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toEqual({ draft: answers });
    expect((await claim('NORTHSTAR_NY', id)).statusCode).toBe(404);
  });

  it('hands over both ways between paired lenders, to no other', async () => {
    const back = await handOver('NORTHSTAR_NY', 'NORTHSTAR');
    expect(back.statusCode).toBe(201);
    expect((await claim('NORTHSTAR', back.json().id)).json()).toEqual({ draft: answers });
    expect((await handOver('NORTHSTAR', 'HARBOR_CU')).statusCode).toBe(400);
    expect((await handOver('HARBOR_CU', 'NORTHSTAR_NY')).statusCode).toBe(400);
    expect((await handOver('NORTHSTAR', 'NOBODY')).statusCode).toBe(400);
  });

  it(`keeps the answers ${HANDOVER_MINUTES} minutes`, async () => {
    const { id } = (await handOver('NORTHSTAR', 'NORTHSTAR_NY')).json() as { id: string };
    time += HANDOVER_MINUTES * 60_000;
    expect((await claim('NORTHSTAR_NY', id)).statusCode).toBe(404);
    // The next hand-over sweeps the expired ones away.
    await handOver('NORTHSTAR', 'NORTHSTAR_NY');
    const left = await api.context.db.selectFrom('registration_handovers').select('expires_at').execute();
    expect(left.every((row) => new Date(row.expires_at).getTime() > time)).toBe(true);
  });

  it('refuses ids it could not have made', async () => {
    for (const id of ['', 'short', 'x'.repeat(44), `${'a'.repeat(42)}!`]) expect((await claim('NORTHSTAR_NY', id)).statusCode).toBe(400);
  });

  it('limits hand-overs and claims per client', async () => {
    await expectClientLimit((address) => handOver('NORTHSTAR', 'NORTHSTAR_NY', answers, address), HANDOVERS_PER_CLIENT);
    await expectClientLimit((address) => claim('NORTHSTAR_NY', 'a'.repeat(43), address), HANDOVERS_PER_CLIENT);
  });
});
