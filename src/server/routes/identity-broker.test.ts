// The identity broker's sign-in paths, for customers and agents (spec 001 §4, §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerBorrower } from '../testing/borrower';
import { createTestApi, type TestApi } from '../testing/test-api';
import { identityRoutes } from './identity';
import { identityBrokerRoutes } from './identity-broker';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi([identityRoutes, identityBrokerRoutes]);
});
afterAll(() => api?.close());

const login = (audience: string, query = '') =>
  api.app.inject({ method: 'POST', url: `/identity-broker/${audience}/api/v3/login${query}` });

describe('identity-broker login and logout', () => {
  it('answers each audience with a redirect to the login page, carrying only a safe way back', async () => {
    for (const audience of ['customer', 'agent']) {
      const res = await login(audience, '?redirectUrl=%2Faccount%2Fheloc%2Fdashboard&telemetryTrackingId=t-1');
      expect(res.statusCode, audience).toBe(200);
      expect(res.json()).toEqual({ redirect: '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fdashboard' });
    }
    for (const unsafe of ['https%3A%2F%2Felsewhere.example%2F', '%2F%2Felsewhere.example', '%2FAccount']) {
      expect((await login('customer', `?redirectUrl=${unsafe}`)).json(), unsafe).toEqual({ redirect: '/auth/login' });
    }
  });

  it('knows only the customer and agent segments', async () => {
    expect((await login('admin')).statusCode).toBe(400);
  });

  it('logs out: the token is refused from then on, and the answer sends the browser to the login page', async () => {
    const { jwt } = await registerBorrower(api.app);
    const logout = () => api.app.inject({ method: 'POST', url: '/identity-broker/customer/secure/api/v3/logout', headers: bearer(jwt) });
    const res = await logout();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirect: '/auth/login' });
    const me = await api.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: bearer(jwt) });
    expect(me.statusCode).toBe(401);
    expect((await logout()).statusCode).toBe(401);
  });
});
