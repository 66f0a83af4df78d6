// Lien verification: the liens shown, the borrower's answers checked and stored, and ownership.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, registerBorrower, sandboxControl } from '../testing/borrower';
import { APPLICATION_PATH, applicationRoutes, STATUS_PATH } from './applications';
import { identityRoutes } from './identity';
import { lienRoutes } from './liens';
import { sandboxRoutes } from './sandbox';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, lienRoutes, sandboxRoutes]);
});
afterAll(() => api?.close());

const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const LIABILITIES = [
  {
    uuid: FIRST,
    creditorName: 'First Mortgage Co',
    lienType: 'MORTGAGE',
    monetaryBalance: 210_000,
    monetaryCalculatedNextPaymentMinimumAmount: 1_480,
  },
  {
    uuid: SECOND,
    creditorName: 'Old Equity Line',
    lienType: 'HELOC',
    monetaryBalance: 18_500,
    monetaryCalculatedNextPaymentMinimumAmount: 210,
  },
];

async function atLienVerification(state: Record<string, unknown> = {}) {
  const { jwt } = await registerBorrower(api.app);
  const uuid: string = (await createHeloc(api.app, jwt)).json().uuid;
  expect((await sandboxControl(api.app, jwt, uuid, 'state', { checklistStatus: 'LIEN_VERIFICATION', ...state })).statusCode).toBe(200);
  const call = (method: 'GET' | 'PUT', payload?: object, token = jwt) =>
    api.app.inject({ method, url: `${APPLICATION_PATH}/${uuid}/liens`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const status = async () => (await api.app.inject({ url: `${STATUS_PATH}/${uuid}/status`, headers: bearer(jwt) })).json().checklistStatus;
  return { call, status };
}

describe('liens', () => {
  it('shows the mortgage the credit report found, with the same id on every read', async () => {
    const { call } = await atLienVerification();
    const first = (await call('GET')).json();
    expect(first.complete).toBe(false);
    expect(first.maxPayoff).toBeGreaterThan(0);
    expect(first.liens).toEqual([
      expect.objectContaining({ lienType: 'MORTGAGE', payOff: null, disposition: null, monetaryBalance: expect.any(Number) }),
    ]);
    expect(first.liens[0].monetaryCalculatedNextPaymentMinimumAmount).toBeGreaterThan(0);
    expect((await call('GET')).json().liens[0].uuid).toBe(first.liens[0].uuid);
  });

  it('stores the answers, marks payoffs and moves on to the offers', async () => {
    const { call, status } = await atLienVerification({ liabilities: LIABILITIES });
    const res = await call('PUT', {
      choices: [
        { uuid: FIRST, disposition: 'KEEP' },
        { uuid: SECOND, disposition: 'PAY_OFF' },
      ],
      noOtherLiens: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status.liensComplete).toBe(true);
    expect(res.json().liabilities).toEqual([
      expect.objectContaining({ uuid: FIRST, disposition: 'KEEP', payOff: null }),
      expect.objectContaining({ uuid: SECOND, disposition: 'PAY_OFF', payOff: { status: 'MARKED_FOR_PAYOFF' } }),
    ]);
    expect(await status()).toBe('OFFER_SELECTION');
    expect((await call('GET')).json().complete).toBe(true);
    expect(
      (
        await call('PUT', {
          choices: [
            { uuid: FIRST, disposition: 'KEEP' },
            { uuid: SECOND, disposition: 'KEEP' },
          ],
          noOtherLiens: true,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('refuses missing answers, an unconfirmed list, unknown liens and payoffs beyond the line', async () => {
    // A first mortgage larger than the biggest line the lender offers.
    const { call, status } = await atLienVerification({ liabilities: [{ ...LIABILITIES[0], monetaryBalance: 450_000 }, LIABILITIES[1]] });
    expect((await call('GET')).json().maxPayoff).toBeLessThan(450_000);
    const expectRefused = async (body: object, message: string) => {
      const res = await call('PUT', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await expectRefused(
      { choices: [{ uuid: FIRST, disposition: 'KEEP' }], noOtherLiens: true },
      'Please tell us about every loan on the list',
    );
    await expectRefused(
      {
        choices: [
          { uuid: FIRST, disposition: 'KEEP' },
          { uuid: SECOND, disposition: 'KEEP' },
        ],
        noOtherLiens: false,
      },
      'Please confirm there are no other loans or liens on your property',
    );
    await expectRefused(
      { choices: [{ uuid: '33333333-3333-4333-8333-333333333333', disposition: 'KEEP' }], noOtherLiens: true },
      'That lien is not on this application',
    );
    await expectRefused(
      {
        choices: [
          { uuid: FIRST, disposition: 'PAY_OFF' },
          { uuid: SECOND, disposition: 'PAY_OFF' },
        ],
        noOtherLiens: true,
      },
      'The loans marked for payoff add up to more than your line can pay off',
    );
    expect((await call('PUT', { choices: [{ uuid: FIRST, disposition: 'SELL' }], noOtherLiens: true })).statusCode).toBe(400);
    expect(await status()).toBe('LIEN_VERIFICATION');
  });

  it("answers 404 for another borrower's application", async () => {
    const { call } = await atLienVerification();
    const { jwt: stranger } = await registerBorrower(api.app);
    expect((await call('GET', undefined, stranger)).statusCode).toBe(404);
    expect((await call('PUT', { choices: [], noOtherLiens: true }, stranger)).statusCode).toBe(404);
  });
});
