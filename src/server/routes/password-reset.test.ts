// Password reset by email: no answer tells whether an email has an account, links work once and
// expire, and a new password ends every session the identity had.
import { randomUUID } from 'node:crypto';
import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { outboxOf } from '../outbox';
import { expectClientLimit, freshClient } from '../testing/client-limit';
import { createTestApi, type TestApi } from '../testing/test-api';
import { identityRoutes } from './identity';
import {
  RESET_ACCEPTED,
  RESET_CHECK_PATH,
  RESET_COMPLETE_PATH,
  RESET_REQUEST_PATH,
  RESET_REQUESTS_PER_CLIENT,
  RESET_REQUESTS_PER_EMAIL,
} from './password-reset';

const PASSWORD = 'Harbor!Lights2026';
const NEW_PASSWORD = 'Quiet!Harbor2027';
const RUN = randomUUID().slice(0, 8);
const at = (name: string) => `${name}.${RUN}@example.com`;
/** Minutes the test clock has been moved on. */
let skipped = 0;
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi([identityRoutes], { now: () => Date.now() + skipped * 60_000 });
});
afterAll(() => api?.close());

const post = (url: string, payload: object, remoteAddress = freshClient()) =>
  api.app.inject({ method: 'POST', url, payload, remoteAddress });
const register = async (email: string) => {
  const res = await post('/identity/api/v1/registration/register?organization=HARBOR_CU', {
    email,
    password: PASSWORD,
    phoneNumber: '4155550123',
  });
  expect(res.statusCode).toBe(200);
  return res.json().jwt as string;
};
const login = (email: string, password: string) => post('/identity/api/v1/login?organization=HARBOR_CU', { email, password });
const requestReset = (email: string, remoteAddress = freshClient()) =>
  post(`${RESET_REQUEST_PATH}?organization=HARBOR_CU`, { email }, remoteAddress);
const check = (token: string) => post(RESET_CHECK_PATH, { token });
const complete = (token: string, password = NEW_PASSWORD) => post(RESET_COMPLETE_PATH, { token, password });
const me = (jwt: string) => api.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: { authorization: `Bearer ${jwt}` } });

/** The email's outbox once it holds `count` messages: a link is sent just after the request is answered. */
async function sent(email: string, count: number) {
  for (let waited = 0; ; waited += 20) {
    const messages = await outboxOf(api.context.db, 'HARBOR_CU', email);
    if (messages.length >= count || waited >= 5_000) return messages;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The token of the newest reset link in the email's outbox, once it holds `count` messages. */
async function linkToken(email: string, count = 1): Promise<string> {
  const [message] = await sent(email, count);
  expect(message?.kind).toBe('passwordReset');
  const url = new URL(message!.links[0]!.url, 'https://example.test');
  expect(url.pathname).toBe('/auth/reset-password');
  // The lender the email speaks for: the link opens its site, not the default lender's.
  expect(url.searchParams.get('org')).toBe('HARBOR_CU');
  return url.searchParams.get('token')!;
}

describe('asking for a reset link', () => {
  it('answers an unknown email exactly as a known one, and only the known one gets a message', async () => {
    await register(at('known'));
    const known = await requestReset(at('known'));
    const unknown = await requestReset(at('nobody'));
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual(RESET_ACCEPTED);
    const messages = await sent(at('known'), 1);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toMatch(/Set a new password/);
    expect(messages[0]!.text).toMatch(/30 minutes/);
    expect(await outboxOf(api.context.db, 'HARBOR_CU', at('nobody'))).toEqual([]);
  });

  it(`holds one email to ${RESET_REQUESTS_PER_EMAIL} an hour from any address, known or not, with words and Retry-After`, async () => {
    await register(at('flood'));
    for (const email of [at('flood'), at('flood-unknown')]) {
      for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i += 1) expect((await requestReset(email.toUpperCase())).statusCode).toBe(202);
      const refused = await requestReset(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many requests for this email\. Please wait \d+ minutes and try again\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await sent(at('flood'), RESET_REQUESTS_PER_EMAIL)).toHaveLength(RESET_REQUESTS_PER_EMAIL);
  });

  it('answers a known email before its link is made, so the answer takes no longer than for an unknown one', async () => {
    // A server whose writes of reset links finish only when the test lets them go (holding the embedded
    // database's one connection meanwhile): the answer must not wait for them.
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    const resetWrites = new WeakSet<object>();
    const held: KyselyPlugin = {
      transformQuery: (args) => {
        if (InsertQueryNode.is(args.node) && args.node.into?.table.identifier.name === 'password_resets') resetWrites.add(args.queryId);
        return args.node;
      },
      transformResult: async (args) => {
        if (resetWrites.has(args.queryId)) await gate;
        return args.result;
      },
    };
    const db = api.context.db.withPlugin(held);
    const gated = await buildServer({ distDir: null, api: { ...api.context, db }, apiRoutes: [identityRoutes] });
    try {
      const email = at('gated');
      await register(email);
      const answered = gated.inject({
        method: 'POST',
        url: `${RESET_REQUEST_PATH}?organization=HARBOR_CU`,
        payload: { email },
        remoteAddress: freshClient(),
      });
      const first = await Promise.race([answered, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3_000))]);
      expect(first).toMatchObject({ statusCode: 202 });
      letGo();
      expect(await sent(email, 1)).toHaveLength(1);
    } finally {
      letGo();
      await gated.close();
    }
  });

  it(`holds one address to ${RESET_REQUESTS_PER_CLIENT} requests an hour, whatever emails they name`, async () => {
    let n = 0;
    await expectClientLimit((remoteAddress) => requestReset(at(`spray${(n += 1)}`), remoteAddress), RESET_REQUESTS_PER_CLIENT);
  });
});

describe('setting a new password', () => {
  it('lets the new password in and not the old, ends the sessions signed before it, and works only once', async () => {
    const email = at('reset');
    const before = await register(email);
    const otherDevice = (await login(email, PASSWORD)).json().jwt as string;
    expect((await me(otherDevice)).statusCode).toBe(200);
    await requestReset(email);
    const token = await linkToken(email);

    const checked = await check(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ email });
    expect((await complete(token)).statusCode).toBe(204);

    expect((await me(before)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    const fresh = await login(email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect((await me(fresh.json().jwt)).statusCode).toBe(200);

    for (const again of [await complete(token, 'Another!Choice2028'), await check(token)]) {
      expect(again.statusCode).toBe(410);
      expect(again.json().message).toBe(
        'This link has already been used to set a new password. If you need to change it again, ask for a new link.',
      );
    }
    expect((await login(email, 'Another!Choice2028')).statusCode).toBe(401);
  });

  it('lets exactly one of two uses at once through', async () => {
    const email = at('race');
    await register(email);
    await requestReset(email);
    const token = await linkToken(email);
    const answers = await Promise.all([complete(token, 'First!Choice2027'), complete(token, 'Second!Choice2027')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 410]);
    const winner = answers[0]!.statusCode === 204 ? 'First!Choice2027' : 'Second!Choice2027';
    const loser = winner === 'First!Choice2027' ? 'Second!Choice2027' : 'First!Choice2027';
    expect((await login(email, winner)).statusCode).toBe(200);
    expect((await login(email, loser)).statusCode).toBe(401);
  });

  it('stops every other link of the account once one is used', async () => {
    const email = at('two-links');
    await register(email);
    await requestReset(email);
    const first = await linkToken(email);
    await requestReset(email);
    const second = await linkToken(email, 2);
    expect(second).not.toBe(first);
    expect((await complete(second)).statusCode).toBe(204);
    expect((await complete(first, 'Another!Choice2028')).statusCode).toBe(410);
  });

  it('refuses a weak password with the rules, and the link still works afterwards', async () => {
    const email = at('weak');
    await register(email);
    await requestReset(email);
    const token = await linkToken(email);
    const weak = await complete(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/at least 12 characters/);
    expect((await complete(token)).statusCode).toBe(204);
  });

  it('refuses an unknown link with 404 and words a person can act on', async () => {
    for (const res of [await complete('not-a-real-token'), await check('not-a-real-token')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/ask for a new one\.$/);
    }
  });

  it('lifts the sign-in lockout: the person who set the password can use it at once', async () => {
    const email = at('locked');
    await register(email);
    for (let i = 0; i < 5; i += 1) expect((await login(email, `Wrong!Password${i}`)).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(429);
    await requestReset(email);
    expect((await complete(await linkToken(email))).statusCode).toBe(204);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends the sessions and lifts the lockout on another server already running on the same database', async () => {
    // Built before the reset, so nothing it decides can come from a copy made at start-up.
    const other = await buildServer({ distDir: null, api: api.context, apiRoutes: [identityRoutes] });
    try {
      const email = at('fleet');
      const before = await register(email);
      const signInOnOther = (password: string) =>
        other.inject({
          method: 'POST',
          url: '/identity/api/v1/login?organization=HARBOR_CU',
          payload: { email, password },
          remoteAddress: freshClient(),
        });
      const meOnOther = (jwt: string) =>
        other.inject({ url: '/identity/secure/api/v1_1/identity', headers: { authorization: `Bearer ${jwt}` } });
      expect((await meOnOther(before)).statusCode).toBe(200);
      for (let i = 0; i < 5; i += 1) expect((await login(email, `Wrong!Password${i}`)).statusCode).toBe(401);
      expect((await signInOnOther(PASSWORD)).statusCode).toBe(429);
      await requestReset(email);
      expect((await complete(await linkToken(email))).statusCode).toBe(204);
      expect((await meOnOther(before)).statusCode).toBe(401);
      const after = await signInOnOther(NEW_PASSWORD);
      expect(after.statusCode).toBe(200);
      expect((await meOnOther(after.json().jwt)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  // Last: it moves the clock on for every test after it.
  it('refuses a link after 30 minutes, saying so', async () => {
    const email = at('late');
    await register(email);
    await requestReset(email);
    const token = await linkToken(email);
    skipped += 29;
    expect((await check(token)).statusCode).toBe(200);
    skipped += 2;
    for (const res of [await complete(token), await check(token)]) {
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe('This link has expired: each link works for 30 minutes. Ask for a new one.');
    }
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });
});
