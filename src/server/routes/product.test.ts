import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, registerBorrower, sandboxControl } from '../testing/borrower';
import { APPLICATION_PATH, applicationRoutes, STATUS_PATH } from './applications';
import { identityRoutes } from './identity';
import { productRoutes } from './product';
import { profileRoutes } from './profile';
import { sandboxRoutes } from './sandbox';

let api: TestApi;
let time = Date.parse('2026-11-22T18:00:00Z');
const clock = { now: () => time, advance: (ms: number) => (time += ms) };

beforeAll(async () => {
  api = await createTestApi([identityRoutes, profileRoutes, applicationRoutes, productRoutes, sandboxRoutes], { now: clock.now });
});
afterAll(() => api?.close());

const get = (url: string, jwt: string) => api.app.inject({ url, headers: bearer(jwt) });
const post = (url: string, jwt: string) => api.app.inject({ method: 'POST', url, headers: bearer(jwt) });
const statusOf = async (uuid: string, jwt: string) => (await get(`${STATUS_PATH}/${uuid}/status`, jwt)).json().checklistStatus;
const setState = (uuid: string, jwt: string, body: object) => sandboxControl(api.app, jwt, uuid, 'state', body);

async function startApplication(lastName = 'Lovelace', org = 'NORTHSTAR') {
  const { jwt } = await registerBorrower(api.app, org);
  const res = await createHeloc(api.app, jwt, { lastName });
  expect(res.statusCode, res.body).toBe(201);
  return { jwt, uuid: res.json().uuid as string };
}

const maxDrawOf = async (uuid: string, jwt: string) =>
  Math.max(...(await get(`${APPLICATION_PATH}/${uuid}/offers`, jwt)).json().offers.map((o: { maxDraw: number }) => o.maxDraw));

describe('asset depletion', () => {
  it('answers the limited and the verified maximum draw', async () => {
    const { jwt, uuid } = await startApplication('Lowdti');
    const res = await get(`${APPLICATION_PATH}/${uuid}/asset-depletion`, jwt);
    expect(res.statusCode).toBe(200);
    const { limitedMaxDraw, verifiedMaxDraw } = res.json();
    expect(limitedMaxDraw).toBe(await maxDrawOf(uuid, jwt));
    expect(verifiedMaxDraw).toBeGreaterThan(limitedMaxDraw);
  });

  it('verifying assets waits, then revises the offers to the full line', async () => {
    const { jwt, uuid } = await startApplication('Lowdti');
    const { verifiedMaxDraw } = (await get(`${APPLICATION_PATH}/${uuid}/asset-depletion`, jwt)).json();
    const res = await post(`${APPLICATION_PATH}/${uuid}/asset-depletion/verify`, jwt);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ assetDepletion: { complete: true }, status: { checklistStatus: 'WAITING_FOR_ASSET_VERIFICATION' } });
    clock.advance(2500);
    expect(await statusOf(uuid, jwt)).toBe('REVISED_OFFER_SELECTION');
    expect(await maxDrawOf(uuid, jwt)).toBe(verifiedMaxDraw);
  });

  it('declining keeps the limited offers and opens offer selection', async () => {
    const { jwt, uuid } = await startApplication('Lowdti');
    const before = await maxDrawOf(uuid, jwt);
    expect((await post(`${APPLICATION_PATH}/${uuid}/asset-depletion/decline`, jwt)).statusCode).toBe(200);
    expect(await statusOf(uuid, jwt)).toBe('OFFER_SELECTION');
    expect(await maxDrawOf(uuid, jwt)).toBe(before);
  });

  it('is refused at another status, and for another borrower’s application', async () => {
    const { jwt, uuid } = await startApplication();
    expect((await post(`${APPLICATION_PATH}/${uuid}/asset-depletion/verify`, jwt)).statusCode).toBe(409);
    const other = await registerBorrower(api.app, 'NORTHSTAR');
    expect((await get(`${APPLICATION_PATH}/${uuid}/asset-depletion`, other.jwt)).statusCode).toBe(404);
    expect((await post(`${APPLICATION_PATH}/${uuid}/asset-depletion/decline`, other.jwt)).statusCode).toBe(404);
    expect((await get(`${APPLICATION_PATH}/${uuid}/asset-depletion`, '')).statusCode).toBe(401);
  });
});

describe('requalified offer', () => {
  it('offers three quarters of the earlier draw on the same terms, and accepting selects it', async () => {
    const { jwt, uuid } = await startApplication();
    const offers = (await get(`${APPLICATION_PATH}/${uuid}/offers`, jwt)).json().offers;
    const first = offers[0];
    const put = await api.app.inject({
      method: 'PUT',
      url: `${APPLICATION_PATH}/${uuid}/product`,
      headers: bearer(jwt),
      payload: { term: first.term, amount: 60_000, originationFee: first.originationFee, payType: 'AUTOPAY' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await setState(uuid, jwt, { checklistStatus: 'CLTV_REQUALIFY' })).statusCode).toBe(200);

    const res = await get(`${APPLICATION_PATH}/${uuid}/requalified-offer`, jwt);
    expect(res.statusCode, res.body).toBe(200);
    const autopayRate = first.discountList.find((d: { discount: { type: string } }) => d.discount.type === 'AUTOPAY').rateWithDiscount;
    expect(res.json()).toEqual({
      offerUuid: first.uuid,
      term: first.term,
      amount: 45_000,
      originationFee: first.originationFee,
      rate: autopayRate,
      payType: 'AUTOPAY',
      discountType: 'AUTOPAY',
      previousAmount: 60_000,
    });

    const accepted = await post(`${APPLICATION_PATH}/${uuid}/requalified-offer/accept`, jwt);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      amount: 45_000,
      term: first.term,
      rate: autopayRate,
      status: { checklistStatus: 'COLLECT_ADDITIONAL_INFO' },
    });
  });

  it('without an earlier choice, starts from the first offer’s largest draw', async () => {
    const { jwt, uuid } = await startApplication();
    expect((await setState(uuid, jwt, { checklistStatus: 'CLTV_REQUALIFY' })).statusCode).toBe(200);
    const offer = (await get(`${APPLICATION_PATH}/${uuid}/requalified-offer`, jwt)).json();
    const maxDraw = await maxDrawOf(uuid, jwt);
    expect(offer.previousAmount).toBe(maxDraw);
    expect(offer.amount).toBe(Math.max(15_000, Math.floor((maxDraw * 0.75) / 1000) * 1000));
  });

  it('is refused at another status', async () => {
    const { jwt, uuid } = await startApplication();
    expect((await get(`${APPLICATION_PATH}/${uuid}/requalified-offer`, jwt)).statusCode).toBe(409);
    expect((await post(`${APPLICATION_PATH}/${uuid}/requalified-offer/accept`, jwt)).statusCode).toBe(409);
  });
});
