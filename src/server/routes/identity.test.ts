import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { buildServer } from '../app';
import { TokenSigner } from '../auth/tokens';
import { expectClientLimit, freshClient } from '../testing/client-limit';
import { createTestApi, type TestApi } from '../testing/test-api';
import {
  EMAIL_CHECK_PATH,
  EMAIL_CHECKS_PER_CLIENT,
  identityRoutes,
  LOGINS_PER_CLIENT,
  LOGOUT_PATH,
  REGISTRATION_AVAILABILITY_PATH,
  REGISTRATIONS_PER_CLIENT,
} from './identity';

// Counts password checks: the lockout's promise is about how many are made, not only what is answered.
vi.mock('../auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../auth/passwords')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const PASSWORD = 'Harbor!Lights2026';
/** Unique per run, so the suite can share a PostgreSQL database with other runs. */
const RUN = randomUUID().slice(0, 8);
const at = (name: string) => `${name}.${RUN}@example.com`;
let api: TestApi;

beforeAll(async () => {
  // On disk: a test below reads the data folder as the server leaves it.
  api = await createTestApi([identityRoutes], { onDisk: true });
});
afterAll(() => api?.close());

/** Each call comes from an address of its own, as people registering do, unless one is given. */
const register = (email: string, org = 'HARBOR_CU', password = PASSWORD, remoteAddress = freshClient()) =>
  api.app.inject({
    method: 'POST',
    url: `/identity/api/v1/registration/register?organization=${org}`,
    payload: { email, password, phoneNumber: '4155550123' },
    remoteAddress,
  });
const login = (email: string, password = PASSWORD, org = 'HARBOR_CU') =>
  api.app.inject({
    method: 'POST',
    url: `/identity/api/v1/login?organization=${org}`,
    payload: { email, password },
    remoteAddress: freshClient(),
  });
/** A sign-in from one browser: its address and the cookie it carries, if any. */
const loginFrom = (
  email: string,
  { password = PASSWORD, address = freshClient(), cookie }: { password?: string; address?: string; cookie?: string } = {},
) =>
  api.app.inject({
    method: 'POST',
    url: '/identity/api/v1/login?organization=HARBOR_CU',
    payload: { email, password },
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
  });
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
const me = (headers: Record<string, string>) => api.app.inject({ url: '/identity/secure/api/v1_1/identity', headers });
const logout = (headers: Record<string, string>) => api.app.inject({ method: 'POST', url: LOGOUT_PATH, headers });

/** The device cookie a sign-in or registration gave the browser, as the browser sends it back. */
function deviceCookie(res: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = res.cookies.find((c) => c.name === 'heloc_device');
  if (!cookie) throw new Error('no device cookie');
  return `heloc_device=${cookie.value}`;
}
const wrong = (i: number) => `Wrong!Password${i}`;

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

const emailCheck = (email: string, org = 'HARBOR_CU', remoteAddress = freshClient()) =>
  api.app.inject({ method: 'POST', url: `${EMAIL_CHECK_PATH}?organization=${org}`, payload: { email }, remoteAddress });

describe('the contact step’s email check', () => {
  it('answers whether the email has an account with this lender, whatever its case, and nothing more', async () => {
    expect((await register(at('checked'))).statusCode).toBe(200);
    const known = await emailCheck(at('CHECKED'));
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ accountExists: true });
    expect((await emailCheck(at('unchecked'))).json()).toEqual({ accountExists: false });
    expect((await emailCheck(at('checked'), 'LAKESHORE')).json()).toEqual({ accountExists: false });
  });

  it('refuses what is not an email with 400', async () => {
    expect((await emailCheck('not-an-email')).statusCode).toBe(400);
  });

  it(`holds one address to ${EMAIL_CHECKS_PER_CLIENT} checks an hour, so accounts cannot be listed by trying emails`, async () => {
    let i = 0;
    await expectClientLimit(
      (remoteAddress) => emailCheck(at(`probe.check${(i += 1)}`), 'HARBOR_CU', remoteAddress),
      EMAIL_CHECKS_PER_CLIENT,
    );
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
    expect(blocked.json().message).toMatch(/^Too many attempts to log in/);
  });
});

describe('sign-in lockout', () => {
  it('checks at most five wrong passwords for one email however many arrive at once: five 401s, the rest 429', async () => {
    await register(at('burst'));
    vi.mocked(verifyPassword).mockClear();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => loginFrom(at('burst'), { password: wrong(i) })));
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(5);
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
  });

  it('does not forgive failures when someone signs in: a stranger still gets five in the window', async () => {
    await register(at('patient'));
    for (let i = 0; i < 4; i++) expect((await loginFrom(at('patient'), { password: wrong(i) })).statusCode).toBe(401);
    expect((await loginFrom(at('patient'))).statusCode).toBe(200);
    expect((await loginFrom(at('patient'), { password: wrong(4) })).statusCode).toBe(401);
    expect((await loginFrom(at('patient'), { password: wrong(5) })).statusCode).toBe(429);
  });

  it("lets the owner sign in from a browser they have used while a stranger's failures lock out every other browser", async () => {
    await register(at('owner'));
    const home = freshClient();
    const device = deviceCookie(await loginFrom(at('owner'), { address: home }));
    for (let i = 0; i < 5; i++) expect((await loginFrom(at('owner'), { password: wrong(i) })).statusCode).toBe(401);
    expect((await loginFrom(at('owner'))).statusCode).toBe(429);
    expect((await loginFrom(at('owner'), { address: home, cookie: device })).statusCode).toBe(200);
  });

  it("counts a known browser's failures against that browser alone", async () => {
    await register(at('forgetful'));
    const device = deviceCookie(await loginFrom(at('forgetful')));
    for (let i = 0; i < 5; i++) expect((await loginFrom(at('forgetful'), { password: wrong(i), cookie: device })).statusCode).toBe(401);
    const blocked = await loginFrom(at('forgetful'), { cookie: device });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts to log in\. Please wait 15 minutes and try again\./);
    expect((await loginFrom(at('forgetful'))).statusCode).toBe(200);
  });

  it("treats another account's device cookie, or a forged one, as an unknown browser", async () => {
    await register(at('neighbour'));
    await register(at('target'));
    const neighbours = deviceCookie(await loginFrom(at('neighbour')));
    const forged = neighbours.replace(/[\w-]{4}$/, 'AAAA');
    for (let i = 0; i < 5; i++) expect((await loginFrom(at('target'), { password: wrong(i), cookie: neighbours })).statusCode).toBe(401);
    expect((await loginFrom(at('target'), { cookie: neighbours })).statusCode).toBe(429);
    expect((await loginFrom(at('target'), { cookie: forged })).statusCode).toBe(429);
  });

  it('gives a browser that registers or signs in an HttpOnly, SameSite=Strict device cookie for the sign-in path alone, naming no one', async () => {
    for (const res of [await register(at('cookie')), await loginFrom(at('cookie'))]) {
      const cookie = res.cookies.find((c) => c.name === 'heloc_device');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/identity/api/v1/login' });
      expect(cookie!.maxAge).toBeGreaterThan(0);
      expect(cookie!.value).not.toMatch(/cookie|example/i);
    }
    expect((await loginFrom(at('cookie'), { password: wrong(0) })).cookies).toEqual([]);
  });
});

describe('per-client limits', () => {
  it(`holds one address to ${LOGINS_PER_CLIENT} sign-ins, whatever emails they name`, async () => {
    let i = 0;
    await expectClientLimit((remoteAddress) => {
      i += 1;
      return api.app.inject({
        method: 'POST',
        url: '/identity/api/v1/login?organization=HARBOR_CU',
        payload: { email: at(`spray${i}`), password: PASSWORD },
        remoteAddress,
      });
    }, LOGINS_PER_CLIENT);
  });

  it(`lets an office open ${REGISTRATIONS_PER_CLIENT} accounts an hour from one address, then pauses it, saying so before the last step`, async () => {
    const office = freshClient();
    const availability = async () =>
      (await api.app.inject({ method: 'GET', url: REGISTRATION_AVAILABILITY_PATH, remoteAddress: office })).json();
    // Twelve people in a row (an office, a family, a tester trying personas) and as many more.
    for (let i = 0; i < REGISTRATIONS_PER_CLIENT; i += 1) {
      if (i % 12 === 0) expect(await availability(), `before registration ${i + 1}`).toEqual({ open: true });
      expect((await register(at(`office${i}`), 'HARBOR_CU', PASSWORD, office)).statusCode, `registration ${i + 1}`).toBe(200);
    }
    // A spray across emails (accounts opened in bulk, or listed by 'identity exists') stops here, and the
    // availability check says so, with the wait, to the next person starting on this address.
    const closed = await availability();
    expect(closed.open).toBe(false);
    expect(closed.retryAfterSeconds).toBeGreaterThan(59 * 60);
    const refused = await register(at('one.more'), 'HARBOR_CU', PASSWORD, office);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Many accounts have been opened from your connection in the last hour, so new ones are paused. Your answers are kept on this device: please try again in 60 minutes.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    // Another address is served.
    expect((await register(at('elsewhere'))).statusCode).toBe(200);
  });

  it('holds one email to five registration attempts in 15 minutes, from whatever addresses', async () => {
    expect((await register(at('popular'))).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await register(at('POPULAR'))).statusCode).toBe(401);
    const refused = await register(at('popular'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts to register this email. Please wait 15 minutes and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(at('popular'), 'LAKESHORE')).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the token it is called with, and only that one', async () => {
    await register(at('leaver'));
    const first: string = (await loginFrom(at('leaver'))).json().jwt;
    const second: string = (await loginFrom(at('leaver'))).json().jwt;
    const res = await logout(bearer(first));
    expect(res.statusCode).toBe(204);
    expect((await me(bearer(first))).statusCode).toBe(401);
    expect((await logout(bearer(first))).statusCode).toBe(401);
    expect((await me(bearer(second))).statusCode).toBe(200);
  });

  it('answers 401 without a valid token', async () => {
    expect((await logout({})).statusCode).toBe(401);
    expect((await logout(bearer('not-a-token'))).statusCode).toBe(401);
  });

  it('keeps a revoked token refused after a restart', async () => {
    const { jwt } = (await register(at('restart'))).json();
    expect((await logout(bearer(jwt))).statusCode).toBe(204);
    // A new server process on the same database: new signer and denylist, same secret.
    const context = { ...api.context, tokens: new TokenSigner(Buffer.from('test-token-secret-0123456789abcdef')) };
    const restarted = await buildServer({ distDir: null, api: context, apiRoutes: [identityRoutes] });
    try {
      const refused = await restarted.inject({ url: '/identity/secure/api/v1_1/identity', headers: bearer(jwt) });
      expect(refused.statusCode).toBe(401);
      const { jwt: fresh } = (
        await restarted.inject({
          method: 'POST',
          url: '/identity/api/v1/login?organization=HARBOR_CU',
          payload: { email: at('restart'), password: PASSWORD },
        })
      ).json();
      expect((await restarted.inject({ url: '/identity/secure/api/v1_1/identity', headers: bearer(fresh) })).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('two servers on one database, as a fleet runs', () => {
  // Built before anything below happens, so nothing it decides can come from a copy made at start-up.
  let other: Awaited<ReturnType<typeof buildServer>>;
  beforeAll(async () => {
    other = await buildServer({ distDir: null, api: api.context, apiRoutes: [identityRoutes] });
  });
  afterAll(() => other?.close());
  const meOn = (server: typeof other, jwt: string) => server.inject({ url: '/identity/secure/api/v1_1/identity', headers: bearer(jwt) });

  it('refuses on the other server at once a token logged out on one', async () => {
    const { jwt } = (await register(at('fleet-logout'))).json();
    expect((await meOn(other, jwt)).statusCode).toBe(200);
    expect((await logout(bearer(jwt))).statusCode).toBe(204);
    expect((await meOn(other, jwt)).statusCode).toBe(401);
    expect((await meOn(api.app, jwt)).statusCode).toBe(401);
  });

  it('counts wrong passwords for one account on both servers together', async () => {
    const email = at('fleet-lockout');
    await register(email);
    const signIn = (server: typeof other, password: string) =>
      server.inject({
        method: 'POST',
        url: '/identity/api/v1/login?organization=HARBOR_CU',
        payload: { email, password },
        remoteAddress: freshClient(),
      });
    for (let i = 0; i < 5; i += 1) expect((await signIn(i % 2 ? other : api.app, wrong(i))).statusCode).toBe(401);
    expect((await signIn(other, PASSWORD)).statusCode).toBe(429);
    expect((await signIn(api.app, PASSWORD)).statusCode).toBe(429);
  });

  it(`counts one address's sign-ins on both servers together: ${LOGINS_PER_CLIENT} in all, not ${LOGINS_PER_CLIENT} each`, async () => {
    const address = freshClient();
    const signIn = (server: typeof other, i: number) =>
      server.inject({
        method: 'POST',
        url: '/identity/api/v1/login?organization=HARBOR_CU',
        payload: { email: at(`fleet-spray-${i}`), password: PASSWORD },
        remoteAddress: address,
      });
    const statuses: number[] = [];
    for (let i = 0; i < LOGINS_PER_CLIENT; i += 1) statuses.push((await signIn(i % 2 ? other : api.app, i)).statusCode);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect((await signIn(other, LOGINS_PER_CLIENT)).statusCode).toBe(429);
    expect((await signIn(api.app, LOGINS_PER_CLIENT + 1)).statusCode).toBe(429);
  });
});

describe('session', () => {
  it('answers 401 unauthenticated without a token or with a forged one', async () => {
    const res = await register(at('forge'));
    const jwt: string = res.json().jwt;
    const [header, payload] = jwt.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const headers of [{}, bearer(forged), bearer('not-a-token')]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('unauthenticated');
    }
  });

  it("accepts only 'Bearer ' and a token of exactly three parts, as the app sends it", async () => {
    const { jwt } = (await register(at('form'))).json();
    expect((await me({ authorization: `Bearer ${jwt}` })).statusCode).toBe(200);
    for (const authorization of [
      `bearer ${jwt}`,
      `BEARER ${jwt}`,
      `Bearer  ${jwt}`,
      `Bearer\t${jwt}`,
      `Bearer ${jwt}.extra`,
      `Bearer ${jwt}.`,
      jwt,
    ]) {
      expect((await me({ authorization })).statusCode, authorization.slice(0, 8)).toBe(401);
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
