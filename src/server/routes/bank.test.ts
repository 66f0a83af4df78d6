// Bank accounts: linking, the disbursement and autopay accounts, and who may touch them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, registerBorrower, sandboxControl } from '../testing/borrower';
import { APPLICATION_PATH, applicationRoutes, STATUS_PATH } from './applications';
import { bankRoutes } from './bank';
import { identityRoutes } from './identity';
import { sandboxRoutes } from './sandbox';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, bankRoutes, sandboxRoutes]);
});
afterAll(() => api?.close());

/** A borrower whose application waits for its bank accounts, paying as `payType` says. */
async function atBankStep(payType: 'AUTOPAY' | 'MANUAL') {
  const { jwt } = await registerBorrower(api.app);
  const uuid: string = (await createHeloc(api.app, jwt)).json().uuid;
  expect((await sandboxControl(api.app, jwt, uuid, 'state', { checklistStatus: 'DISBURSEMENT_ACCOUNT', payType })).statusCode).toBe(200);
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token = jwt) =>
    api.app.inject({ method, url: `${APPLICATION_PATH}/${uuid}${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const status = async () => (await api.app.inject({ url: `${STATUS_PATH}/${uuid}/status`, headers: bearer(jwt) })).json().checklistStatus;
  return { uuid, jwt, call, status };
}

const TYPED = { routingNumber: '123456780', accountNumber: '000987654321', accountType: 'SAVINGS' } as const;

describe('bank accounts', () => {
  it('links two accounts, masked, and linking the same bank again replaces them', async () => {
    const { call } = await atBankStep('AUTOPAY');
    const first = (await call('POST', '/bank/link', {})).json().accounts;
    expect(first.map((a: { accountType: string }) => a.accountType)).toEqual(['CHECKING', 'SAVINGS']);
    for (const account of first) expect(account.mask).toMatch(/^\d{4}$/);
    expect(JSON.stringify(first)).not.toMatch(/accountNumber|giact/);
    await call('POST', '/bank/link', {});
    expect((await call('GET', '/bank/accounts')).json().accounts).toHaveLength(2);
    await call('POST', '/bank/link', { institutionName: 'Another Bank' });
    expect((await call('GET', '/bank/accounts')).json().accounts).toHaveLength(4);
  });

  it('with autopay, takes the disbursement account, lets it change, then the autopay account finishes the step', async () => {
    const { call, status } = await atBankStep('AUTOPAY');
    const [checking, savings] = (await call('POST', '/bank/link', {})).json().accounts;
    expect((await call('PUT', '/bank/disburse', { accountUuid: checking.uuid })).statusCode).toBe(200);
    expect(await status()).toBe('VERIFIED_AUTOPAY');
    const changed = await call('PUT', '/bank/disburse', { accountUuid: savings.uuid });
    expect(changed.json().disburseAccount).toMatchObject({ uuid: savings.uuid, mask: savings.mask });
    expect(await status()).toBe('VERIFIED_AUTOPAY');
    const autopay = await call('PUT', '/bank/autopay', TYPED);
    expect(autopay.json().autopayAccount).toMatchObject({ accountType: 'SAVINGS', mask: '4321', routingNumber: '123456780' });
    expect(JSON.stringify(autopay.json())).not.toContain('000987654321');
    expect(await status()).toBe('IDENTITY_VERIFICATION');
    expect((await call('PUT', '/bank/disburse', { accountUuid: checking.uuid })).statusCode).toBe(409);
  });

  it('with manual payments, the disbursement account finishes the step; a typed account waits for review', async () => {
    const { call, status } = await atBankStep('MANUAL');
    const res = await call('PUT', '/bank/disburse', TYPED);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ disburseAccount: { mask: '4321' }, status: { giactAccountStatus: 'PENDING_REVIEW' } });
    expect(await status()).toBe('IDENTITY_VERIFICATION');
  });

  it('refuses a bad routing number, an incomplete account and an account linked elsewhere', async () => {
    const { call, status } = await atBankStep('MANUAL');
    const bad = await call('PUT', '/bank/disburse', { ...TYPED, routingNumber: '123456789' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid routing number');
    expect((await call('PUT', '/bank/disburse', { routingNumber: '123456780' })).statusCode).toBe(400);
    expect((await call('PUT', '/bank/disburse', { ...TYPED, accountNumber: '12' })).statusCode).toBe(400);

    const other = await atBankStep('MANUAL');
    const [foreign] = (await other.call('POST', '/bank/link', {})).json().accounts;
    const stolen = await call('PUT', '/bank/disburse', { accountUuid: foreign.uuid });
    expect(stolen.statusCode).toBe(400);
    expect(await status()).toBe('DISBURSEMENT_ACCOUNT');
  });

  it("answers 404 for another borrower's application on every route", async () => {
    const { call } = await atBankStep('AUTOPAY');
    const { jwt: stranger } = await registerBorrower(api.app);
    expect((await call('POST', '/bank/link', {}, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/bank/accounts', undefined, stranger)).statusCode).toBe(404);
    expect((await call('PUT', '/bank/disburse', TYPED, stranger)).statusCode).toBe(404);
    expect((await call('PUT', '/bank/autopay', TYPED, stranger)).statusCode).toBe(404);
  });

  it('needs the disbursement account before autopay can be the same one', async () => {
    const { call, uuid, jwt } = await atBankStep('AUTOPAY');
    expect((await sandboxControl(api.app, jwt, uuid, 'state', { checklistStatus: 'VERIFIED_AUTOPAY' })).statusCode).toBe(200);
    const res = await call('PUT', '/bank/autopay', { sameAsDisburse: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Set the disbursement account first');
  });
});
