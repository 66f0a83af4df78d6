// Each owner's copy of the notice of right to cancel: sent to every owner once when the period
// opens, by email to an owner whose E-SIGN consent is current then and on paper by mail to any other
// (a withdrawn consent, or a co-owner's, who gives none), kept in the disclosure record,
// downloadable as a PDF by its owner only, and a co-owner's viewing recorded with their email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, TEST_OUTBOX_KEY, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, registerBorrower, TEST_PASSWORD } from '../testing/borrower';
import { giveEsignConsent } from '../testing/esign';
import { pdfText } from '../testing/pdf-text';
import { APPLICATION_PATH, applicationRoutes } from './applications';
import { closingRoutes } from './closing';
import { disclosureRoutes } from './disclosures';
import { ESIGN_CONSENT_PATH, esignRoutes } from './esign';
import { identityRoutes } from './identity';
import { OUTBOX_PATH, outboxRoutes } from './outbox';
import { rescissionCopyRoutes } from './rescission-copies';
import { sandboxRoutes } from './sandbox';
import { INVITATION_PATH, SIGNER_PATH, signerRoutes } from './signer';
import { shownDisclosure } from '../../engine/disclosures/registry';

let api: TestApi;
const time = Date.parse('2026-11-20T18:00:00Z');

beforeAll(async () => {
  api = await createTestApi(
    [
      identityRoutes,
      applicationRoutes,
      closingRoutes,
      signerRoutes,
      sandboxRoutes,
      disclosureRoutes,
      rescissionCopyRoutes,
      outboxRoutes,
      esignRoutes,
    ],
    { now: () => time },
  );
});
afterAll(() => api?.close());

const NOTICE = shownDisclosure('RESCISSION_NOTICE');

/**
 * A borrower who agreed to electronic records (as registration asks), signed with joint ownership
 * and named one co-owner, whose invitation they accepted.
 */
async function jointApplication() {
  const { jwt, email } = await registerBorrower(api.app);
  await giveEsignConsent(api.app, jwt);
  const uuid = (await createHeloc(api.app, jwt, { email })).json().uuid as string;
  const sandbox = (path: string, payload?: object) =>
    api.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/sandbox/api/v1/applications/${uuid}/${path}`,
      headers: bearer(jwt),
      ...(payload ? { payload } : {}),
    });
  const primary = (method: 'GET' | 'POST', path: string, payload?: object) =>
    api.app.inject({ method, url: `${APPLICATION_PATH}/${uuid}${path}`, headers: bearer(jwt), ...(payload ? { payload } : {}) });
  await sandbox('state', { checklistStatus: 'NOTE_SIGNING', property: { ownership: 'JOINT' } });
  const signed = await primary('POST', '/signing/sign', {
    acceptedDocuments: ['HELOC_AGREEMENT', 'ACCOUNT_OPENING_DISCLOSURE', 'CFPB_HELOC_BOOKLET'],
    signatureName: 'Ada Lovelace',
  });
  expect(signed.statusCode).toBe(200);
  const coOwner = { firstName: 'Siobhán', lastName: "O'Brien", email: `siobhan.${uuid.slice(0, 8)}@example.com` };
  expect((await primary('POST', '/signing/co-deeders', { coDeeders: [coOwner] })).statusCode).toBe(200);
  const [link] = (await sandbox('signer-invitations')).json() as Array<{ url: string }>;
  const token = new URL(link!.url, 'http://x').searchParams.get('token')!;
  const accepted = await api.app.inject({ method: 'POST', url: `${INVITATION_PATH}/accept`, payload: { token, password: TEST_PASSWORD } });
  return { uuid, jwt, email, coOwner, coOwnerJwt: accepted.json().jwt as string, sandbox, primary };
}

type Message = { kind: string; text: string; links: Array<{ url: string }> };
const outbox = async (email: string) =>
  (
    await api.app.inject({ url: `${OUTBOX_PATH}?email=${encodeURIComponent(email)}`, headers: { 'x-outbox-key': TEST_OUTBOX_KEY } })
  ).json() as Message[];
const notices = async (email: string) => (await outbox(email)).filter((m) => m.kind === 'rescissionNotice');

const SENT_AT = '2026-11-20T18:00:00.000Z';

describe("each owner's copy of the notice of right to cancel", () => {
  it('is emailed to the borrower, whose consent is current, mailed to the co-owner, who gave none, once, when the period opens', async () => {
    const { uuid, email, coOwner, coOwnerJwt, sandbox, primary } = await jointApplication();
    expect(await notices(email)).toEqual([]);
    await sandbox('state', { checklistStatus: 'RESCISSION' });
    const [toBorrower] = await notices(email);
    // The link names the lender, so a mail app's fresh browser opens the lender's site.
    expect(toBorrower!.links[0]!.url).toBe(`/account/heloc/${uuid}?org=NORTHSTAR`);
    expect(toBorrower!.text).toContain('Hello Ada');
    // The deadline: midnight ending the third business day after Friday 20 November (Sunday skipped).
    expect(toBorrower!.text).toMatch(/Tuesday, November 24, 2026 at 11:59\s?PM/);
    // Signing electronically in the signer area is no E-SIGN consent to records: the co-owner's
    // copy goes on paper, with no email.
    expect(await notices(coOwner.email)).toEqual([]);

    const record = (await primary('GET', '/disclosure-record')).json();
    expect(record.deliveries).toEqual([
      { ...NOTICE, to: email, owner: 'BORROWER', channel: 'EMAIL', sentAt: SENT_AT },
      { ...NOTICE, to: coOwner.email, owner: 'CO_OWNER', channel: 'MAIL', sentAt: SENT_AT },
    ]);
    const signerView = await api.app.inject({ url: `${SIGNER_PATH}/applications/${uuid}`, headers: bearer(coOwnerJwt) });
    expect(signerView.json().rescissionCopy).toEqual({ channel: 'MAIL', sentAt: SENT_AT });
    // The status set again (or a later save) sends nothing more.
    await sandbox('state', { checklistStatus: 'RESCISSION' });
    expect(await notices(email)).toHaveLength(1);
    expect((await primary('GET', '/disclosure-record')).json().deliveries).toHaveLength(2);
  });

  it('goes on paper by mail, with no email, to a borrower who withdrew their E-SIGN consent before the period opened', async () => {
    const { jwt, email, coOwner, sandbox, primary } = await jointApplication();
    const withdrawn = await api.app.inject({ method: 'DELETE', url: ESIGN_CONSENT_PATH, headers: bearer(jwt) });
    expect(withdrawn.json().current).toBe(false);
    await sandbox('state', { checklistStatus: 'RESCISSION' });
    expect(await notices(email)).toEqual([]);
    expect(await notices(coOwner.email)).toEqual([]);
    expect((await primary('GET', '/disclosure-record')).json().deliveries).toEqual([
      { ...NOTICE, to: email, owner: 'BORROWER', channel: 'MAIL', sentAt: SENT_AT },
      { ...NOTICE, to: coOwner.email, owner: 'CO_OWNER', channel: 'MAIL', sentAt: SENT_AT },
    ]);
    // The application shows how it went (the complete page reads it) ...
    expect((await primary('GET', '')).json().disclosuresDelivered[0]).toMatchObject({ owner: 'BORROWER', channel: 'MAIL' });
    // ... and agreeing again afterwards sends nothing more: the paper copy is theirs.
    await giveEsignConsent(api.app, jwt);
    await sandbox('state', { checklistStatus: 'RESCISSION' });
    expect(await notices(email)).toEqual([]);
    expect((await primary('GET', '/disclosure-record')).json().deliveries).toHaveLength(2);
  });

  it('is emailed to a co-owner whose own E-SIGN consent is current: one rule for every owner', async () => {
    const { coOwner, coOwnerJwt, sandbox, primary } = await jointApplication();
    await giveEsignConsent(api.app, coOwnerJwt);
    await sandbox('state', { checklistStatus: 'RESCISSION' });
    const [toCoOwner] = await notices(coOwner.email);
    expect(toCoOwner!.links[0]!.url).toBe('/account/heloc/heloc-signer/documents?org=NORTHSTAR');
    expect(toCoOwner!.text).toContain('Hello Siobhán');
    expect((await primary('GET', '/disclosure-record')).json().deliveries.map((d: { channel: string }) => d.channel)).toEqual([
      'EMAIL',
      'EMAIL',
    ]);
  });

  it('reads a delivery kept before channels were recorded as an email', async () => {
    const { email, sandbox, primary } = await jointApplication();
    const kept = { ...NOTICE, to: email, owner: 'BORROWER', sentAt: SENT_AT };
    expect((await sandbox('state', { disclosuresDelivered: [kept] })).statusCode).toBe(200);
    expect((await primary('GET', '/disclosure-record')).json().deliveries).toEqual([{ ...kept, channel: 'EMAIL' }]);
  });

  it("is each owner's own PDF, only after signing and only to them", async () => {
    const { uuid, jwt, coOwner, coOwnerJwt, sandbox, primary } = await jointApplication();
    const coOwnerName = `${coOwner.firstName} ${coOwner.lastName}`;
    const signerCopy = () => api.app.inject({ url: `${SIGNER_PATH}/applications/${uuid}/rescission-notice`, headers: bearer(coOwnerJwt) });
    expect((await primary('GET', '/rescission-notice')).statusCode).toBe(404);
    expect((await signerCopy()).statusCode).toBe(404);

    await sandbox('state', { checklistStatus: 'RESCISSION' });
    const borrowers = await primary('GET', '/rescission-notice');
    expect(borrowers.statusCode).toBe(200);
    expect(borrowers.headers['content-type']).toBe('application/pdf');
    const borrowerText = await pdfText(borrowers.rawPayload);
    expect(borrowerText).toContain('Notice of right to cancel');
    expect(borrowerText).toMatch(/This copy is for \S+ \S+, an owner of/);
    expect(borrowerText).toContain(coOwnerName);
    expect(borrowerText).toMatch(/Your deadline to cancel: Tuesday, November 24, 2026/);
    expect(borrowerText).toContain('I wish to cancel');

    const coOwners = await signerCopy();
    expect(coOwners.statusCode).toBe(200);
    expect(await pdfText(coOwners.rawPayload)).toContain(`This copy is for ${coOwnerName}, an owner of`);

    // Anyone else: not found, as for any application that is not theirs.
    const stranger = (await registerBorrower(api.app)).jwt;
    expect((await api.app.inject({ url: `${APPLICATION_PATH}/${uuid}/rescission-notice`, headers: bearer(stranger) })).statusCode).toBe(
      404,
    );
    expect(
      (await api.app.inject({ url: `${SIGNER_PATH}/applications/${uuid}/rescission-notice`, headers: bearer(stranger) })).statusCode,
    ).toBe(404);
    expect((await api.app.inject({ url: `${SIGNER_PATH}/applications/${uuid}/rescission-notice`, headers: bearer(jwt) })).statusCode).toBe(
      404,
    );
  });

  it("records a co-owner's viewing with their email, once per version", async () => {
    const { uuid, coOwner, coOwnerJwt, sandbox, primary } = await jointApplication();
    await sandbox('state', { checklistStatus: 'RESCISSION' });
    const record = (payload: object) =>
      api.app.inject({
        method: 'POST',
        url: `${SIGNER_PATH}/applications/${uuid}/disclosure-record`,
        headers: bearer(coOwnerJwt),
        payload,
      });
    expect((await record(NOTICE)).statusCode).toBe(204);
    expect((await record(NOTICE)).statusCode).toBe(204);
    expect((await record(shownDisclosure('HMDA_NOTICE'))).statusCode).toBe(400);
    // The borrower's own viewing is a separate entry.
    expect((await primary('POST', '/disclosure-record', NOTICE)).statusCode).toBe(200);
    const shown = (await primary('GET', '/disclosure-record')).json().disclosures.filter((d: { type: string }) => d.type === NOTICE.type);
    expect(shown).toEqual([
      { ...NOTICE, shownAt: '2026-11-20T18:00:00.000Z', coOwnerEmail: coOwner.email },
      { ...NOTICE, shownAt: '2026-11-20T18:00:00.000Z' },
    ]);
  });
});
