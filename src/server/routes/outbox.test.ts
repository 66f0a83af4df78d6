// The sandbox outbox: naming co-owners leaves one invitation each, read back by address without a
// sign-in but only with the outbox key (header or the page's cookie), newest first, for the calling
// lender only; sandbox mode only, and throttled per client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createHeloc, registerBorrower, sandboxControl, uniqueEmail } from '../testing/borrower';
import { expectClientLimit } from '../testing/client-limit';
import { createTestApi, TEST_OUTBOX_KEY, type TestApi } from '../testing/test-api';
import { OUTBOX_KEY_COOKIE, OUTBOX_PAGE_PATH } from '../outbox-key';
import { APPLICATION_PATH, applicationRoutes } from './applications';
import { closingRoutes } from './closing';
import { identityRoutes } from './identity';
import { OUTBOX_KEY_NEEDED, OUTBOX_LOOKUPS_PER_MINUTE, OUTBOX_PATH, outboxRoutes } from './outbox';
import { sandboxRoutes } from './sandbox';
import { INVITATION_PATH, signerRoutes } from './signer';

let api: TestApi;
let time = Date.parse('2026-11-20T18:00:00Z');

beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, closingRoutes, signerRoutes, sandboxRoutes, outboxRoutes], {
    now: () => time,
  });
});
afterAll(() => api?.close());

const ALL_CLOSING = ['HELOC_AGREEMENT', 'ACCOUNT_OPENING_DISCLOSURE', 'CFPB_HELOC_BOOKLET'];

/** A borrower (Ada) who signed with joint ownership and named `owners`; the invitation links the sandbox control lists. */
async function nameOwners(owners: Array<{ firstName: string; lastName: string; email: string }>, org?: string) {
  const { jwt, email } = await registerBorrower(api.app, org);
  // Each lender's own licensed state.
  const place = org === 'HARBOR_CU' ? { state: 'MD', zip: '21201' } : {};
  const uuid = (await createHeloc(api.app, jwt, { email, ...place })).json().uuid as string;
  await sandboxControl(api.app, jwt, uuid, 'state', { checklistStatus: 'NOTE_SIGNING', property: { ownership: 'JOINT' } });
  const primary = (path: string, payload: object) =>
    api.app.inject({ method: 'POST', url: `${APPLICATION_PATH}/${uuid}${path}`, headers: bearer(jwt), payload });
  const signed = await primary('/signing/sign', { acceptedDocuments: ALL_CLOSING, signatureName: 'Ada Lovelace' });
  expect(signed.statusCode, signed.body).toBe(200);
  expect((await primary('/signing/co-deeders', { coDeeders: owners })).statusCode).toBe(200);
  const links = await api.app.inject({ url: `/sandbox/api/v1/applications/${uuid}/signer-invitations`, headers: bearer(jwt) });
  return links.json() as Array<{ email: string; url: string }>;
}

const KEY = { 'x-outbox-key': TEST_OUTBOX_KEY };
const outbox = (email: string, headers: Record<string, string> = {}) =>
  api.app.inject({ url: `${OUTBOX_PATH}?email=${encodeURIComponent(email)}`, headers: { ...KEY, ...headers } });
const withoutKey = (email: string, headers: Record<string, string> = {}) =>
  api.app.inject({ url: `${OUTBOX_PATH}?email=${encodeURIComponent(email)}`, headers });

describe('the outbox', () => {
  it('keeps one invitation per named co-owner, with the link that opens it', async () => {
    const owners = [
      { firstName: 'Charles', lastName: 'Babbage', email: uniqueEmail('charles') },
      { firstName: 'Mary', lastName: 'Somerville', email: uniqueEmail('mary') },
    ];
    const invitations = await nameOwners(owners);
    for (const [index, owner] of owners.entries()) {
      // No sign-in (the key only), and the address in capitals.
      const res = await outbox(owner.email.toUpperCase());
      expect(res.statusCode).toBe(200);
      const messages = res.json();
      expect(messages).toEqual([
        {
          id: expect.any(Number),
          to: owner.email,
          channel: 'EMAIL',
          orgCode: 'NORTHSTAR',
          kind: 'coOwnerInvitation',
          subject: 'Ada asked you to sign for your home with Northstar Home Credit',
          text: expect.stringMatching(
            new RegExp(
              `^Hello ${owner.firstName}, Ada is opening a home equity line of credit with Northstar Home Credit,.* works for 14 days\\.$`,
            ),
          ),
          links: [{ label: 'Set your password and sign', url: invitations[index]!.url }],
          sentAt: new Date(time).toISOString(),
        },
      ]);
      // The link is a working invitation for that owner.
      const token = new URL(messages[0].links[0].url, 'http://x').searchParams.get('token');
      const lookup = await api.app.inject({ method: 'POST', url: `${INVITATION_PATH}/lookup`, payload: { token } });
      expect(lookup.statusCode).toBe(200);
      expect(lookup.json()).toMatchObject({ firstName: owner.firstName, email: owner.email });
      expect(messages[0].links[0].url).toMatch(/^\/account\/heloc\/heloc-signer\/resume\?token=/);
    }
  });

  it('answers newest first', async () => {
    const owner = { firstName: 'Charles', lastName: 'Babbage', email: uniqueEmail('charles') };
    const first = await nameOwners([owner]);
    time += 60_000;
    const second = await nameOwners([owner]);
    const messages = (await outbox(owner.email)).json() as Array<{ sentAt: string; links: Array<{ url: string }> }>;
    expect(messages.map((m) => m.links[0]!.url)).toEqual([second[0]!.url, first[0]!.url]);
    expect(Date.parse(messages[0]!.sentAt)).toBeGreaterThan(Date.parse(messages[1]!.sentAt));
  });

  it("answers only the address's messages on the calling lender's site", async () => {
    const owner = { firstName: 'Charles', lastName: 'Babbage', email: uniqueEmail('charles') };
    await nameOwners([owner]);
    await nameOwners([{ ...owner, email: uniqueEmail('someone.else') }]);
    expect((await outbox(owner.email)).json()).toHaveLength(1);
    expect((await outbox(owner.email, { 'x-org': 'NORTHSTAR' })).json()).toHaveLength(1);
    expect((await outbox(owner.email, { 'x-org': 'HARBOR_CU' })).json()).toEqual([]);
    expect((await outbox(uniqueEmail('nobody'))).json()).toEqual([]);

    // A Harbor borrower's invitation is in Harbor's outbox, in Harbor's name.
    const harborOwner = { ...owner, email: uniqueEmail('harbor.owner') };
    await nameOwners([harborOwner], 'HARBOR_CU');
    expect((await outbox(harborOwner.email)).json()).toEqual([]);
    const [harbor] = (await outbox(harborOwner.email, { 'x-org': 'HARBOR_CU' })).json();
    expect(harbor.subject).toBe('Ada asked you to sign for your home with Harbor Federal Credit Union');
    // Its link opens Harbor's site in a browser that has never seen it, as a mail app's does.
    expect(new URL(harbor.links[0].url, 'http://x').searchParams.get('org')).toBe('HARBOR_CU');
  });

  it('refuses a missing or malformed address', async () => {
    expect((await api.app.inject({ url: OUTBOX_PATH, headers: KEY })).statusCode).toBe(400);
    expect((await outbox('not-an-address')).statusCode).toBe(400);
    expect((await outbox(`${'a'.repeat(130)}@example.com`)).statusCode).toBe(400);
  });

  it('is throttled per client', async () => {
    const email = uniqueEmail('throttled');
    await expectClientLimit(
      (remoteAddress) => api.app.inject({ url: `${OUTBOX_PATH}?email=${encodeURIComponent(email)}`, headers: KEY, remoteAddress }),
      OUTBOX_LOOKUPS_PER_MINUTE,
    );
  });
});

describe('the outbox key', () => {
  let email: string;
  let invitation: string;
  beforeAll(async () => {
    email = uniqueEmail('keyed');
    invitation = (await nameOwners([{ firstName: 'Charles', lastName: 'Babbage', email }]))[0]!.url;
  });

  it('answers a caller without the key, or with a wrong one, 401 in plain words and nothing of the messages', async () => {
    const wrongKeys: Array<Record<string, string>> = [
      {},
      { 'x-outbox-key': 'not-the-outbox-key-at-all' },
      { 'x-outbox-key': `${TEST_OUTBOX_KEY}x` },
    ];
    const cookies = [`${OUTBOX_KEY_COOKIE}=not-the-outbox-key-at-all`, `other_${OUTBOX_KEY_COOKIE}=${TEST_OUTBOX_KEY}`];
    const refusals = [
      ...(await Promise.all(wrongKeys.map((headers) => withoutKey(email, headers)))),
      ...(await Promise.all(cookies.map((cookie) => withoutKey(email, { cookie })))),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: OUTBOX_KEY_NEEDED });
      expect(res.body).not.toContain('token=');
      expect(res.body).not.toContain(email);
    }
    expect(OUTBOX_KEY_NEEDED).toMatch(/Open the outbox link the server printed when it started/);
  });

  it('answers the messages to the key in the X-Outbox-Key header', async () => {
    const res = await withoutKey(email, { 'x-outbox-key': TEST_OUTBOX_KEY });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ links: [expect.objectContaining({ url: invitation })] })]);
  });

  it('answers the messages to the key in the cookie the outbox page sets', async () => {
    const res = await withoutKey(email, { cookie: `heloc_locale=en; ${OUTBOX_KEY_COOKIE}=${TEST_OUTBOX_KEY}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ links: [expect.objectContaining({ url: invitation })] })]);
  });

  it('opened with the right ?key=, the page keeps it in a strict, script-proof cookie and takes it out of the address', async () => {
    const res = await api.app.inject({
      url: `${OUTBOX_PAGE_PATH}?email=${encodeURIComponent(email)}&key=${TEST_OUTBOX_KEY}&org=NORTHSTAR`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${OUTBOX_PAGE_PATH}?email=${encodeURIComponent(email)}&org=NORTHSTAR`);
    expect(res.headers['set-cookie']).toBe(`${OUTBOX_KEY_COOKIE}=${TEST_OUTBOX_KEY}; Path=/; HttpOnly; SameSite=Strict`);
    expect(res.headers['cache-control']).toBe('no-store');
    // The cookie it set opens the outbox.
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    expect((await withoutKey(email, { cookie })).statusCode).toBe(200);
    // The key alone leaves no empty query behind.
    const alone = await api.app.inject({ url: `${OUTBOX_PAGE_PATH}?key=${TEST_OUTBOX_KEY}` });
    expect(alone.headers.location).toBe(OUTBOX_PAGE_PATH);
  });

  it('opened with a wrong ?key=, the page sets no cookie, and the key leaves the address all the same', async () => {
    const res = await api.app.inject({ url: `${OUTBOX_PAGE_PATH}?key=not-the-outbox-key-at-all&email=a%40example.com` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${OUTBOX_PAGE_PATH}?email=a%40example.com`);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('opened without ?key=, the page is the app’s own (here, with no build, the not-found answer)', async () => {
    const res = await api.app.inject({ url: `${OUTBOX_PAGE_PATH}?email=a%40example.com` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('outside sandbox mode', () => {
  it('has no outbox', async () => {
    const production = await createTestApi([outboxRoutes], { sandbox: false });
    try {
      expect((await production.app.inject({ url: `${OUTBOX_PATH}?email=someone%40example.com` })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
