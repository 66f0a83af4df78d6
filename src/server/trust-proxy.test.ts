// TRUST_PROXY: which client a per-client limit counts and when the device cookie is Secure, behind a proxy or not.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHECK_PATH, EMAIL_CHECKS_PER_CLIENT, identityRoutes } from './routes/identity';
import { StartUpError } from './start-up-error';
import { TEST_PASSWORD, uniqueEmail } from './testing/borrower';
import { freshClient } from './testing/client-limit';
import { createTestApi, type TestApi } from './testing/test-api';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** The load balancer's address, as the server sees it. */
const PROXY = '10.20.30.40';

describe('parseTrustProxy', () => {
  it('believes nothing when unset, empty, false or 0', () => {
    for (const value of [undefined, '', ' ', 'false', 'FALSE', '0']) expect(parseTrustProxy(value), String(value)).toBe(false);
  });

  it('reads true, a hop count and a list of addresses, ranges and proxy-addr names', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,192.168.0.0/255.255.0.0')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
    ]);
    expect(parseTrustProxy('loopback,uniquelocal,linklocal')).toEqual(['loopback', 'uniquelocal', 'linklocal']);
  });

  it('refuses anything else with a StartUpError naming the value and what to write', () => {
    for (const value of ['nginx', '10.0.0.0/33', '10.0.0.0/0', '::1/129', '10.0.0.1,', 'yes', '1.5', '10.0.0.0/ff']) {
      expect(() => parseTrustProxy(value), value).toThrow(StartUpError);
    }
    expect(() => parseTrustProxy('127.0.0.1,balancer')).toThrow(/TRUST_PROXY has 'balancer'.*load balancer's addresses/);
  });
});

describe.each<[string, TrustProxy | undefined]>([
  ['unset', undefined],
  ['set to another address', ['10.99.0.1']],
])('with TRUST_PROXY %s', (_label, trustProxy) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi([identityRoutes], { trustProxy });
  });
  afterAll(() => api.close());

  it('counts the connecting address, whatever X-Forwarded-For claims', async () => {
    const sender = freshClient();
    const statuses: number[] = [];
    for (let i = 0; i <= EMAIL_CHECKS_PER_CLIENT; i += 1) statuses.push((await emailCheckVia(api, sender, freshClient())).statusCode);
    expect(statuses.slice(0, -1)).toEqual(Array(EMAIL_CHECKS_PER_CLIENT).fill(200));
    expect(statuses.at(-1)).toBe(429);
  });

  it('does not make the device cookie Secure for X-Forwarded-Proto: https', async () => {
    const res = await register(api, PROXY, { 'x-forwarded-for': freshClient(), 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
  });
});

describe('with TRUST_PROXY set to the load balancer', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi([identityRoutes], { trustProxy: parseTrustProxy(`127.0.0.1,${PROXY}`) });
  });
  afterAll(() => api.close());

  it('counts the client X-Forwarded-For names, each apart', async () => {
    const client = freshClient();
    const clientStatuses: number[] = [];
    const othersStatuses: number[] = [];
    for (let i = 0; i < EMAIL_CHECKS_PER_CLIENT; i += 1) {
      clientStatuses.push((await emailCheckVia(api, PROXY, client)).statusCode);
      othersStatuses.push((await emailCheckVia(api, PROXY, freshClient())).statusCode);
    }
    // Twenty requests through one balancer, none refused: each client has its own count.
    expect([...clientStatuses, ...othersStatuses].filter((status) => status === 429)).toEqual([]);
    expect((await emailCheckVia(api, PROXY, client)).statusCode).toBe(429);
    expect((await emailCheckVia(api, PROXY, freshClient())).statusCode).toBe(200);
  });

  it('believes a proxy only: a client reaching the server directly is counted by its own address', async () => {
    const direct = freshClient();
    for (let i = 0; i < EMAIL_CHECKS_PER_CLIENT; i += 1) expect((await emailCheckVia(api, direct, freshClient())).statusCode).toBe(200);
    expect((await emailCheckVia(api, direct, freshClient())).statusCode).toBe(429);
  });

  it('makes the device cookie Secure when the proxy says the request came over HTTPS', async () => {
    const viaHttps = await register(api, PROXY, { 'x-forwarded-for': freshClient(), 'x-forwarded-proto': 'https' });
    const viaHttp = await register(api, PROXY, { 'x-forwarded-for': freshClient(), 'x-forwarded-proto': 'http' });
    const direct = await register(api, freshClient(), { 'x-forwarded-proto': 'https' });
    expect([viaHttps.statusCode, viaHttp.statusCode, direct.statusCode]).toEqual([200, 200, 200]);
    expect(String(viaHttps.headers['set-cookie'])).toMatch(/;\s*Secure(;|$)/);
    expect(String(viaHttp.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
    expect(String(direct.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
  });
});

describe('with TRUST_PROXY a hop count', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi([identityRoutes], { trustProxy: parseTrustProxy('1') });
  });
  afterAll(() => api.close());

  it('counts the address the nearest proxy added, not what the client wrote before it', async () => {
    const client = freshClient();
    for (let i = 0; i < EMAIL_CHECKS_PER_CLIENT; i += 1) {
      expect((await emailCheckVia(api, PROXY, `${freshClient()}, ${client}`)).statusCode).toBe(200);
    }
    expect((await emailCheckVia(api, PROXY, `${freshClient()}, ${client}`)).statusCode).toBe(429);
    expect((await emailCheckVia(api, PROXY, `${client}, ${freshClient()}`)).statusCode).toBe(200);
  });
});

function emailCheckVia(api: TestApi, remoteAddress: string, forwardedFor: string): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method: 'POST',
    url: EMAIL_CHECK_PATH,
    payload: { email: uniqueEmail('proxied') },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

function register(api: TestApi, remoteAddress: string, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method: 'POST',
    url: '/identity/api/v1/registration/register',
    payload: { email: uniqueEmail('proxied'), password: TEST_PASSWORD, phoneNumber: '4155550123' },
    remoteAddress,
    headers,
  });
}
