import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientLimit } from '../testing/client-limit';
import { createTestApi, type TestApi } from '../testing/test-api';
import { LEAD_LOOKUPS_PER_MINUTE, leadRoutes, OFFER_CODE_PATH, PREPOP_COOKIE, PREPOP_PATH } from './leads';

let api: TestApi;
let clock = Date.parse('2026-11-23T12:00:00Z');

beforeAll(async () => {
  api = await createTestApi([leadRoutes], { now: () => clock });
}, 30_000);
afterAll(() => api?.close());

const offerCode = (code: string, org = 'LAKESHORE') => api.app.inject({ url: `${OFFER_CODE_PATH}/${code}`, headers: { 'x-org': org } });
const prepop = (cookie: string | undefined, org = 'NORTHSTAR') =>
  api.app.inject({ url: PREPOP_PATH, headers: { 'x-org': org, ...(cookie ? { cookie } : {}) } });

describe('offer codes', () => {
  it('answers the direct-mail record, whatever the case the code is typed in', async () => {
    const res = await offerCode('lks4821q');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ offerCode: 'LKS4821Q', firstName: 'Dana', state: 'MI', respondByDate: '2027-01-31' });
  });

  it('refuses an offer past its respond-by day, and accepts it on that day', async () => {
    expect((await offerCode('LKS0007X')).statusCode).toBe(410);
    clock = Date.parse('2026-04-30T20:00:00Z');
    expect((await offerCode('LKS0007X')).statusCode).toBe(200);
    clock = Date.parse('2026-11-23T12:00:00Z');
  });

  it('answers 404 for an unknown code or another lender’s code', async () => {
    expect((await offerCode('NOPE1234')).statusCode).toBe(404);
    expect((await offerCode('LKS4821Q', 'NORTHSTAR')).statusCode).toBe(404);
    expect((await offerCode('a;b')).statusCode).toBe(400);
  });
});

describe('affiliate prepopulation', () => {
  it('answers the record the cookie names, without its id', async () => {
    const res = await prepop(`other=1; ${PREPOP_COOKIE}=aff-7f3c2a91`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: { firstName: 'Morgan' }, email: 'morgan.reyes@example.com', income: 132000, abVersion: 'B' });
    expect(res.json()).not.toHaveProperty('id');
  });

  it('answers 404 without the cookie, for an unknown id, or for another lender', async () => {
    expect((await prepop(undefined)).statusCode).toBe(404);
    expect((await prepop(`${PREPOP_COOKIE}=aff-unknown`)).statusCode).toBe(404);
    expect((await prepop(`${PREPOP_COOKIE}=aff-7f3c2a91`, 'LAKESHORE')).statusCode).toBe(404);
  });
});

describe('per client', () => {
  it('throttles offer-code look-ups, so codes cannot be enumerated for names and addresses', async () => {
    await expectClientLimit(
      (remoteAddress) => api.app.inject({ url: `${OFFER_CODE_PATH}/NOPE1234`, headers: { 'x-org': 'LAKESHORE' }, remoteAddress }),
      LEAD_LOOKUPS_PER_MINUTE,
    );
  });

  it('throttles prepopulation look-ups', async () => {
    await expectClientLimit(
      (remoteAddress) => api.app.inject({ url: PREPOP_PATH, headers: { cookie: `${PREPOP_COOKIE}=aff-unknown` }, remoteAddress }),
      LEAD_LOOKUPS_PER_MINUTE,
    );
  });
});
