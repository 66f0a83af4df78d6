// The additional signer's journey against the sandbox: invitation, password, ID, signature, and the
// primary application moving to the notary once every co-deeder has signed; and who may do what.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, registerBorrower, TEST_PASSWORD } from '../testing/borrower';
import { writeApplicationFields } from '../testing/application-fields';
import { multipart, SAMPLE_FILES } from '../testing/multipart';
import { APPLICATION_PATH, applicationRoutes, STATUS_PATH } from './applications';
import { closingRoutes } from './closing';
import { identityRoutes } from './identity';
import { sandboxRoutes } from './sandbox';
import { INVITATION_DAYS, INVITATION_PATH, SIGNER_PATH, signerRoutes } from './signer';

let api: TestApi;
let time = Date.parse('2026-11-20T18:00:00Z');

beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, closingRoutes, signerRoutes, sandboxRoutes], { now: () => time });
});
afterAll(() => api?.close());

const ALL_CLOSING = ['HELOC_AGREEMENT', 'ACCOUNT_OPENING_DISCLOSURE', 'CFPB_HELOC_BOOKLET'];
const SIGNER_DOCS = ['SECURITY_INSTRUMENT', 'ACCOUNT_OPENING_DISCLOSURE'];
const OWNERS = [
  { firstName: 'Charles', lastName: 'Babbage', email: 'charles.babbage@example.com' },
  { firstName: 'Mary', lastName: 'Somerville', email: 'mary.somerville@example.com' },
];

/** A borrower who signed with joint ownership and named `owners`; their invitation tokens. */
async function invitedApplication(owners = OWNERS) {
  const { jwt, email } = await registerBorrower(api.app);
  const uuid = (await createHeloc(api.app, jwt, { email })).json().uuid as string;
  const sandbox = (path: string, payload?: object) =>
    api.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/sandbox/api/v1/applications/${uuid}/${path}`,
      headers: bearer(jwt),
      ...(payload ? { payload } : {}),
    });
  await sandbox('state', { checklistStatus: 'NOTE_SIGNING', property: { ownership: 'JOINT' } });
  const primary = (method: 'GET' | 'POST', path: string, payload?: object) =>
    api.app.inject({ method, url: `${APPLICATION_PATH}/${uuid}${path}`, headers: bearer(jwt), ...(payload ? { payload } : {}) });
  expect((await primary('POST', '/signing/sign', { acceptedDocuments: ALL_CLOSING, signatureName: 'Ada Lovelace' })).statusCode).toBe(200);
  // Emails are unique per lender, so each test names owners of its own.
  const named = owners.map((o) => ({ ...o, email: o.email.replace('@', `.${uuid.slice(0, 8)}@`) }));
  expect((await primary('POST', '/signing/co-deeders', { coDeeders: named })).statusCode).toBe(200);
  const links = (await sandbox('signer-invitations')).json() as Array<{ email: string; url: string }>;
  const tokens = links.map((l) => new URL(l.url, 'http://x').searchParams.get('token')!);
  const status = async () => (await api.app.inject({ url: `${STATUS_PATH}/${uuid}/status`, headers: bearer(jwt) })).json().checklistStatus;
  return { uuid, jwt, tokens, links, named, sandbox, primary, status };
}

const lookup = (token: string) => api.app.inject({ method: 'POST', url: `${INVITATION_PATH}/lookup`, payload: { token } });
const accept = (token: string, password = TEST_PASSWORD) =>
  api.app.inject({ method: 'POST', url: `${INVITATION_PATH}/accept`, payload: { token, password } });
const signer = (jwt: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  api.app.inject({ method, url: `${SIGNER_PATH}/applications${path}`, headers: bearer(jwt), ...(payload ? { payload } : {}) });

async function uploadId(jwt: string, uuid: string, idType = 'DRIVERSLICENSEFRONT', file = SAMPLE_FILES.png) {
  const body = multipart({ name: 'license.png', type: 'image/png', content: file }, { idType });
  return api.app.inject({
    method: 'POST',
    url: `${SIGNER_PATH}/applications/${uuid}/identity`,
    headers: { ...bearer(jwt), ...body.headers },
    payload: body.payload,
  });
}

/** Accepts, uploads an ID and signs as the named owner. */
async function signAs(token: string, uuid: string, name: string) {
  const jwt = (await accept(token)).json().jwt as string;
  expect((await uploadId(jwt, uuid)).statusCode).toBe(201);
  const signed = await signer(jwt, 'POST', `/${uuid}/sign`, { acceptedDocuments: SIGNER_DOCS, signatureName: name });
  expect(signed.statusCode).toBe(200);
  return jwt;
}

describe('the invitation', () => {
  it('is a signed link naming the owner; anything else is not found', async () => {
    const { tokens, named, links } = await invitedApplication();
    expect(links[0]!.url).toMatch(/^\/account\/heloc\/heloc-signer\/resume\?token=/);
    const found = await lookup(tokens[0]!);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ firstName: 'Charles', lastName: 'Babbage', email: named[0]!.email, accepted: false });

    const [uuid, index, exp, sig] = tokens[0]!.split('.');
    expect((await lookup(`${uuid}.1.${exp}.${sig}`)).statusCode).toBe(404);
    expect((await lookup(`${uuid}.${index}.${Number(exp) + 86400}.${sig}`)).statusCode).toBe(404);
    expect((await lookup(`${uuid}.${index}.${exp}.${sig!.slice(1)}A`)).statusCode).toBe(404);
    expect((await lookup('not-a-token-at-all')).statusCode).toBe(404);
  });

  it('expires after its days', async () => {
    const { tokens } = await invitedApplication();
    const start = time;
    try {
      time = start + INVITATION_DAYS * 24 * 60 * 60 * 1000;
      expect((await lookup(tokens[0]!)).statusCode).toBe(404);
      expect((await accept(tokens[0]!)).statusCode).toBe(404);
    } finally {
      time = start;
    }
  });

  it('sets a password once, for a CO_DEEDER identity that can log in', async () => {
    const { tokens, named } = await invitedApplication();
    expect((await accept(tokens[0]!, 'short')).statusCode).toBe(400);
    const accepted = await accept(tokens[0]!);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers.authorization).toMatch(/^Bearer /);
    expect((await lookup(tokens[0]!)).json().accepted).toBe(true);
    expect((await accept(tokens[0]!)).statusCode).toBe(409);

    const login = await api.app.inject({
      method: 'POST',
      url: '/identity/api/v1/login',
      payload: { email: named[0]!.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const identity = await api.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: bearer(login.json().jwt) });
    expect(identity.json()).toMatchObject({ type: 'CO_DEEDER', name: { firstName: 'Charles', lastName: 'Babbage' } });
  });

  it('is gone once the application is cancelled', async () => {
    const { tokens, sandbox } = await invitedApplication();
    await sandbox('state', { checklistStatus: 'CANCELLED' });
    expect((await lookup(tokens[0]!)).statusCode).toBe(410);
  });
});

describe('signing', () => {
  it('takes the ID and the signature of every co-deeder, then moves the primary application to the notary', async () => {
    const { uuid, tokens, status, primary } = await invitedApplication();
    expect(await status()).toBe('NOTARY_WAITING_PERIOD');

    const first = (await accept(tokens[0]!)).json().jwt as string;
    const list = await signer(first, 'GET', '');
    expect(list.json()).toEqual([
      expect.objectContaining({ uuid, cancelled: false, borrowerFirstName: 'Ada', signer: expect.objectContaining({ idUploaded: false }) }),
    ]);
    expect(list.json()[0].propertyAddress).toContain('Sacramento');
    // The borrower's finances are not the signer's to see.
    expect(list.json()[0]).not.toHaveProperty('amount');

    expect(
      (await signer(first, 'POST', `/${uuid}/sign`, { acceptedDocuments: SIGNER_DOCS, signatureName: 'Charles Babbage' })).statusCode,
    ).toBe(409);
    const text = multipart({ name: 'id.txt', type: 'image/png', content: Buffer.from('hello') }, { idType: 'PASSPORTFRONT' });
    const refused = await api.app.inject({
      method: 'POST',
      url: `${SIGNER_PATH}/applications/${uuid}/identity`,
      headers: { ...bearer(first), ...text.headers },
      payload: text.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect((await uploadId(first, uuid, 'SELFIE')).statusCode).toBe(400);
    const uploaded = await uploadId(first, uuid);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().signer.idUploaded).toBe(true);

    const documents = (await signer(first, 'GET', `/${uuid}/documents`)).json() as Array<{ type: string; url: string }>;
    expect(documents.map((d) => d.type)).toEqual(SIGNER_DOCS);
    const deed = await api.app.inject({ url: documents[0]!.url, headers: bearer(first) });
    expect(deed.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(deed.rawPayload)).getTitle()).toBe('Deed of Trust');

    const missing = await signer(first, 'POST', `/${uuid}/sign`, {
      acceptedDocuments: ['SECURITY_INSTRUMENT'],
      signatureName: 'Charles Babbage',
    });
    expect(missing.statusCode).toBe(400);
    const wrongName = await signer(first, 'POST', `/${uuid}/sign`, { acceptedDocuments: SIGNER_DOCS, signatureName: 'Ada Lovelace' });
    expect(wrongName.json().message).toBe('Please type your full legal name as it appears on the application');
    const signed = await signer(first, 'POST', `/${uuid}/sign`, { acceptedDocuments: SIGNER_DOCS, signatureName: ' charles  BABBAGE ' });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().signer).toMatchObject({ signedDocuments: SIGNER_DOCS });
    expect(
      (await signer(first, 'POST', `/${uuid}/sign`, { acceptedDocuments: SIGNER_DOCS, signatureName: 'Charles Babbage' })).statusCode,
    ).toBe(409);
    // One of two has signed: the notary still waits.
    expect(await status()).toBe('NOTARY_WAITING_PERIOD');
    expect((await primary('GET', '')).json().coDeedStatus).toBe('INVITED');

    await signAs(tokens[1]!, uuid, 'Mary Somerville');
    expect(await status()).toBe('NOTARY_DISCLOSURE');
    expect((await primary('GET', '')).json().coDeedStatus).toBe('COMPLETE');
  });
});

describe('who may', () => {
  it('lets only the application’s own signers in', async () => {
    const a = await invitedApplication();
    const b = await invitedApplication();
    const signerA = (await accept(a.tokens[0]!)).json().jwt as string;
    // Another application's co-deeder, the primary borrower and a stranger all get 404.
    expect((await signer(signerA, 'GET', `/${b.uuid}`)).statusCode).toBe(404);
    expect((await uploadId(signerA, b.uuid)).statusCode).toBe(404);
    expect((await signer(a.jwt, 'GET', `/${a.uuid}`)).statusCode).toBe(404);
    const stranger = (await registerBorrower(api.app)).jwt;
    expect((await signer(stranger, 'GET', `/${a.uuid}`)).statusCode).toBe(404);
    expect((await signer(stranger, 'GET', '')).json()).toEqual([]);
    expect((await api.app.inject({ url: `${SIGNER_PATH}/applications/${a.uuid}` })).statusCode).toBe(401);
    // The signer gets nothing of the primary borrower's own application routes.
    expect((await api.app.inject({ url: `${APPLICATION_PATH}/${a.uuid}`, headers: bearer(signerA) })).statusCode).toBe(404);
  });

  it("hands the invitation links only to the application's borrower", async () => {
    const a = await invitedApplication();
    const url = `/sandbox/api/v1/applications/${a.uuid}/signer-invitations`;
    expect((await api.app.inject({ url })).statusCode).toBe(401);
    const stranger = (await registerBorrower(api.app)).jwt;
    expect((await api.app.inject({ url, headers: bearer(stranger) })).statusCode).toBe(404);
    expect((await a.sandbox('signer-invitations')).json()).toHaveLength(2);
  });

  it('counts a v1 heloc signer by the spec’s rule', async () => {
    const a = await invitedApplication();
    const { jwt } = await registerBorrower(api.app);
    const me = (await api.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: bearer(jwt) })).json().uuid as string;
    await writeApplicationFields(api.context.db, a.uuid, { helocSigners: [{ identityUuid: me }] });
    expect((await signer(jwt, 'GET', `/${a.uuid}`)).statusCode).toBe(404);
    expect((await api.app.inject({ url: `${APPLICATION_PATH}/${a.uuid}`, headers: bearer(jwt) })).statusCode).toBe(404);
    await writeApplicationFields(api.context.db, a.uuid, { additionalSignerVersion: 'v1' });
    expect((await signer(jwt, 'GET', `/${a.uuid}`)).statusCode).toBe(200);
    expect((await api.app.inject({ url: `${APPLICATION_PATH}/${a.uuid}`, headers: bearer(jwt) })).statusCode).toBe(200);
  });

  it('refuses to take an ID or a signature on a cancelled application', async () => {
    const { uuid, tokens, sandbox } = await invitedApplication();
    const jwt = (await accept(tokens[0]!)).json().jwt as string;
    await sandbox('state', { checklistStatus: 'CANCELLED' });
    expect((await signer(jwt, 'GET', `/${uuid}`)).json().cancelled).toBe(true);
    expect((await uploadId(jwt, uuid)).statusCode).toBe(409);
  });
});

describe("a co-owner's copy of the notice of the right to cancel", () => {
  it('is served to each owner who signs once the period has begun, counted on the home clock', async () => {
    const { uuid, tokens, named, sandbox } = await invitedApplication(OWNERS.slice(0, 1));
    const jwt = await signAs(tokens[0]!, uuid, `${named[0]!.firstName} ${named[0]!.lastName}`);
    expect((await signer(jwt, 'GET', `/${uuid}`)).json().rescission).toBeUndefined();
    await sandbox('state', { checklistStatus: 'RESCISSION', rescission: { noticeDeliveredAt: '2026-11-23T17:00:00Z' } });
    const view = (await signer(jwt, 'GET', `/${uuid}`)).json();
    expect(view.propertyState).toBe('CA');
    // Monday 23: Tuesday, Wednesday, (Thanksgiving), Friday.
    expect(view.rescission).toMatchObject({ signedOn: '2026-11-23', lastDay: '2026-11-27', endsAt: '2026-11-28T08:00:00.000Z' });
  });
});
