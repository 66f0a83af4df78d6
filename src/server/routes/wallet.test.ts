// Wallet notifications: the sandbox sends one to an application's borrower, who reads it; nobody
// else sees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, registerBorrower, sandboxControl } from '../testing/borrower';
import { applicationRoutes } from './applications';
import { identityRoutes } from './identity';
import { WALLET_NOTIFICATIONS_PATH, walletRoutes } from './wallet';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, walletRoutes]);
});
afterAll(() => api?.close());

async function borrower() {
  const { jwt } = await registerBorrower(api.app);
  const uuid: string = (await createHeloc(api.app, jwt)).json().uuid;
  return { jwt, uuid, list: () => api.app.inject({ url: WALLET_NOTIFICATIONS_PATH, headers: bearer(jwt) }) };
}

const send = (b: { jwt: string; uuid: string }, payload: object) => sandboxControl(api.app, b.jwt, b.uuid, 'wallet-notifications', payload);

describe('wallet notifications', () => {
  it('are sent to the borrower unread, and read once they are marked', async () => {
    const b = await borrower();
    expect((await b.list()).json()).toEqual([]);
    const sent = await send(b, {
      title: 'Your rate lock is confirmed',
      description: 'We locked your rate for 30 days.',
      ctas: [{ title: 'See your offer', redirectPath: `/account/heloc/${b.uuid}` }],
    });
    expect(sent.statusCode).toBe(201);
    const [listed] = (await b.list()).json();
    expect(listed).toMatchObject({ title: 'Your rate lock is confirmed', status: 'UNREAD', ctas: [{ title: 'See your offer' }] });
    const read = await api.app.inject({ method: 'POST', url: `${WALLET_NOTIFICATIONS_PATH}/${listed.uuid}/read`, headers: bearer(b.jwt) });
    expect(read.statusCode).toBe(200);
    expect((await b.list()).json()[0].status).toBe('READ');
  });

  it('belong to their borrower only', async () => {
    const owner = await borrower();
    const other = await borrower();
    const sent = (await send(owner, { title: 'Hello', description: 'Only for the owner.' })).json();
    expect((await other.list()).json()).toEqual([]);
    const read = await api.app.inject({
      method: 'POST',
      url: `${WALLET_NOTIFICATIONS_PATH}/${sent.uuid}/read`,
      headers: bearer(other.jwt),
    });
    expect(read.statusCode).toBe(404);
    expect((await owner.list()).json()[0].status).toBe('UNREAD');
    expect((await api.app.inject({ url: WALLET_NOTIFICATIONS_PATH })).statusCode).toBe(401);
    // The control itself answers only the application's borrower.
    expect((await send({ jwt: other.jwt, uuid: owner.uuid }, { title: 'Hi', description: 'x' })).statusCode).toBe(404);
  });

  it('refuse a call to action that leaves the site', async () => {
    const b = await borrower();
    const res = await send(b, { title: 'Hi', description: 'x', ctas: [{ title: 'Go', redirectPath: '//evil.example.com/' }] });
    expect(res.statusCode).toBe(400);
  });
});
