import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientLimit } from '../testing/client-limit';
import { createTestApi, type TestApi } from '../testing/test-api';
import { LEAD_PORTAL_LOOKUPS_PER_MINUTE, leadPortalRoutes } from './lead-portal';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi([leadPortalRoutes]);
}, 30_000);
afterAll(() => api?.close());

const LEAD = '/service-lead-portal/api';
const get = (url: string) => api.app.inject({ url });
const pine = () => api.context.lenders.get('PINE_LO')!;
const originator = () => pine().referrals!.loanOriginators![0]!;
const referral = () => api.context.lenders.leads('PINE_LO').referrals![0]!;

describe('the sample data', () => {
  it('gives the loan-officer lender two loan originators and a referral', () => {
    expect(pine().features.loanOfficerRequired).toBe(true);
    expect(pine().features.enforceLicensedStatesForReferral).toBe(true);
    expect(pine().referrals!.loanOriginators).toHaveLength(2);
    expect(api.context.lenders.leads('PINE_LO').referrals!.length).toBeGreaterThan(0);
  });
});

describe('loan originators', () => {
  it('answers the public details, cached for ten minutes, without the licensed states', async () => {
    const lo = originator();
    const res = await get(`${LEAD}/lo/${lo.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.json()).toEqual({
      originatorName: lo.originatorName,
      brokerName: lo.brokerName,
      email: lo.email,
      phoneNumber: lo.phoneNumber,
      nmls: lo.nmls,
    });
  });

  it('answers the licensed states and whether the lender enforces them', async () => {
    const lo = pine().referrals!.loanOriginators![1]!;
    const res = await get(`${LEAD}/lo/${lo.uuid}/licensed-states?organization=PINE_LO`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enforceLicensedStatesForReferral: true, licensedStates: lo.licensedStates });
    expect((await get(`${LEAD}/lo/${lo.uuid}/licensed-states`)).json().licensedStates).toEqual(lo.licensedStates);
  });

  it('answers 404 for an unknown originator, or one of another lender', async () => {
    const unknown = await get(`${LEAD}/lo/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Loan originator not found');
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect((await get(`${LEAD}/lo/${randomUUID()}/licensed-states?organization=PINE_LO`)).statusCode).toBe(404);
    expect((await get(`${LEAD}/lo/${originator().uuid}/licensed-states?organization=NORTHSTAR`)).statusCode).toBe(404);
    expect((await get(`${LEAD}/lo/${originator().uuid}?organization=NO_SUCH_ORG`)).statusCode).toBe(404);
  });

  it('refuses a malformed id or an unknown query parameter', async () => {
    expect((await get(`${LEAD}/lo/not-a-uuid`)).statusCode).toBe(400);
    expect((await get(`${LEAD}/lo/${originator().uuid}/licensed-states?org=PINE_LO`)).statusCode).toBe(400);
    expect((await get(`${LEAD}/lo/${originator().uuid}?organization=PINE-LO!`)).statusCode).toBe(400);
  });
});

describe('referrals', () => {
  it('answers a referral record: names, address, phone and email', async () => {
    const res = await get(`${LEAD}/referrals/${referral().uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uuid: referral().uuid,
      firstName: referral().firstName,
      lastName: referral().lastName,
      address: referral().address,
      phoneNumber: referral().phoneNumber,
      email: referral().email,
    });
    expect(res.json().address).toMatchObject({
      street1: expect.any(String),
      state: expect.any(String),
      zip: expect.stringMatching(/^\d{5}$/),
    });
    expect((await get(`${LEAD}/referrals/${referral().uuid}?organization=PINE_LO`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown referral, or one of another lender, and 400 for a malformed id', async () => {
    const unknown = await get(`${LEAD}/referrals/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Referral not found');
    expect((await get(`${LEAD}/referrals/${referral().uuid}?organization=HARBOR_CU`)).statusCode).toBe(404);
    expect((await get(`${LEAD}/referrals/12345`)).statusCode).toBe(400);
  });
});

describe('per client', () => {
  it('throttles each look-up, so ids cannot be tried in bulk', async () => {
    for (const path of [`referrals/${randomUUID()}`, `lo/${randomUUID()}`, `lo/${randomUUID()}/licensed-states`])
      await expectClientLimit((remoteAddress) => api.app.inject({ url: `${LEAD}/${path}`, remoteAddress }), LEAD_PORTAL_LOOKUPS_PER_MINUTE);
  });
});
