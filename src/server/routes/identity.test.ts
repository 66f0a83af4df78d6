import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { identityRoutes } from './identity';

const PASSWORD = 'Harbor!Lights2026';
/** Unique per run, so the suite can share a PostgreSQL database with other runs. */
const RUN = randomUUID().slice(0, 8);
const at = (name: string) => `${name}.${RUN}@example.com`;
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi([identityRoutes]);
});
afterAll(() => api?.close());

const register = (email: string, org = 'HARBOR_CU', password = PASSWORD) =>
  api.app.inject({
    method: 'POST',
    url: `/identity/api/v1/registration/register?organization=${org}`,
    payload: { email, password, phoneNumber: '4155550123' },
  });
const login = (email: string, password = PASSWORD, org = 'HARBOR_CU') =>
  api.app.inject({ method: 'POST', url: `/identity/api/v1/login?organization=${org}`, payload: { email, password } });
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

describe('registration', () => {
  it('creates an identity, answers a jwt in the body and the authorization header, and knows the caller', async () => {
    const res = await register(at('Ada.Lovelace'));
    expect(res.statusCode).toBe(200);
    const { jwt } = res.json();
    expect(res.headers.authorization).toBe(`Bearer ${jwt}`);
    const me = await api.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: bearer(jwt) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ type: 'PRIMARY', email: at('ada.lovelace'), phoneNumbers: [{ number: '4155550123' }] });
  });

  it('answers 401 identity exists for an email already registered with the lender, whatever its case', async () => {
    await register(at('grace'));
    const again = await register(at('GRACE'));
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('identity exists');
  });

  it('lets the same email register with another lender', async () => {
    await register(at('both'), 'HARBOR_CU');
    expect((await register(at('both'), 'LAKESHORE')).statusCode).toBe(200);
  });

  it('refuses a weak password and bad input with 400 and a reason', async () => {
    const weak = await register(at('weak'), 'HARBOR_CU', 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password is not strong enough');
    const unknownField = await api.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      payload: { email: at('x'), password: PASSWORD, phoneNumber: '4155550123', admin: true },
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().message).toMatch(/additional properties/);
    const wrongType = await api.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      payload: { email: at('x'), password: PASSWORD, phoneNumber: 4155550123 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/phoneNumber/);
    const malformed = await api.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).not.toMatch(/at .*\.js/);
    const oversized = await api.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      payload: { email: at('x'), password: 'A'.repeat(100_000), phoneNumber: '4155550123' },
    });
    expect(oversized.statusCode).toBe(413);
  });

  it('stores only a scrypt hash, never the password', async () => {
    await register(at('hash'));
    const row = await api.context.db.selectFrom('identities').selectAll().where('email', '=', at('hash')).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
  });
});

describe('login', () => {
  it('signs in with the right password and refuses a wrong one with 401', async () => {
    await register(at('login'));
    const ok = await login(at('LOGIN'));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.authorization).toMatch(/^Bearer /);
    expect((await login(at('login'), 'Wrong!Password1')).statusCode).toBe(401);
    expect((await login(at('nobody'))).statusCode).toBe(401);
    // An account belongs to its lender.
    expect((await login(at('login'), PASSWORD, 'LAKESHORE')).statusCode).toBe(401);
  });

  it('throttles after five failures, even for the right password, with Retry-After', async () => {
    await register(at('throttle'));
    for (let i = 0; i < 5; i++) expect((await login(at('throttle'), `Wrong!Password${i}`)).statusCode).toBe(401);
    const blocked = await login(at('throttle'));
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/^Too many sign-in attempts/);
  });
});

describe('session', () => {
  it('answers 401 unauthenticated without a token or with a forged one', async () => {
    const res = await register(at('forge'));
    const jwt: string = res.json().jwt;
    const [header, payload] = jwt.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const headers of [{}, bearer(forged), bearer('not-a-token')]) {
      const me = await api.app.inject({ url: '/identity/secure/api/v1_1/identity', headers });
      expect(me.statusCode).toBe(401);
      expect(me.json().message).toBe('unauthenticated');
    }
  });

  it('adds the phone alias to the identity', async () => {
    const { jwt } = (await register(at('alias'))).json();
    const res = await api.app.inject({
      method: 'PUT',
      url: '/identity/secure/api/v1/identity/alias',
      headers: bearer(jwt),
      payload: { type: 'Phone', value: '2125550188' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().phoneNumbers).toEqual([{ type: 'MOBILE', number: '2125550188' }]);
  });
});

describe('OpenAPI document', () => {
  it('lists the identity calls', async () => {
    const res = await api.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/identity/api/v1/registration/register', '/identity/api/v1/login', '/identity/secure/api/v1_1/identity']),
    );
  });
});

it('keeps no plain-text password anywhere in the data folder', async () => {
  await register(at('disk'));
  await api.context.db.selectFrom('identities').select('uuid').execute();
  const files = (await readdir(api.dataDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  if (!process.env.TEST_DATABASE_URL) expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const content = await readFile(path.join(file.parentPath, file.name));
    expect(content.includes(PASSWORD), file.name).toBe(false);
  }
});
