// Closing routes beyond the straight journey: other owners on the deed, the online notary session,
// the disclosures list, and who may call them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { bearer, createHeloc, registerBorrower, sandboxControl } from '../testing/borrower';
import { APPLICATION_PATH, applicationRoutes, STATUS_PATH } from './applications';
import { closingRoutes } from './closing';
import { identityRoutes } from './identity';
import { sandboxRoutes } from './sandbox';

let api: TestApi;
const time = Date.parse('2026-11-20T18:00:00Z');

beforeAll(async () => {
  api = await createTestApi([identityRoutes, applicationRoutes, closingRoutes, sandboxRoutes], { now: () => time });
});
afterAll(() => api?.close());

/** A borrower (Ada Lovelace) whose application is set to `state` by the sandbox control. */
async function borrowerAt(state: object) {
  const { jwt, email } = await registerBorrower(api.app);
  const uuid = (await createHeloc(api.app, jwt, { email })).json().uuid as string;
  const set = await sandboxControl(api.app, jwt, uuid, 'state', state);
  expect(set.statusCode).toBe(200);
  const call = (method: 'GET' | 'POST', path: string, payload?: object, token = jwt) =>
    api.app.inject({ method, url: `${APPLICATION_PATH}/${uuid}${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const status = async () => (await api.app.inject({ url: `${STATUS_PATH}/${uuid}/status`, headers: bearer(jwt) })).json();
  return { jwt, email, uuid, call, status };
}

const ALL_DOCUMENTS = ['HELOC_AGREEMENT', 'ACCOUNT_OPENING_DISCLOSURE', 'CFPB_HELOC_BOOKLET'];

describe('other owners on the deed', () => {
  it('asks for them after signing when the home is owned jointly, then moves to the notary', async () => {
    const b = await borrowerAt({ checklistStatus: 'NOTE_SIGNING', property: { ownership: 'JOINT' } });
    const signed = await b.call('POST', '/signing/sign', { acceptedDocuments: ALL_DOCUMENTS, signatureName: 'Ada Lovelace' });
    expect(signed.json()).toMatchObject({ coDeedStatus: 'REQUIRED' });
    expect((await b.status()).checklistStatus).toBe('CO_DEED_REQ');

    const own = await b.call('POST', '/signing/co-deeders', { coDeeders: [{ firstName: 'Charles', lastName: 'Babbage', email: b.email }] });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Each additional signer needs their own email address');
    const invalid = await b.call('POST', '/signing/co-deeders', {
      coDeeders: [{ firstName: 'Charles', lastName: 'Babbage', email: 'nope' }],
    });
    expect(invalid.statusCode).toBe(400);

    const invited = await b.call('POST', '/signing/co-deeders', {
      coDeeders: [{ firstName: ' Charles ', lastName: 'Babbage', email: 'Charles@Example.com' }],
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({
      coDeedStatus: 'INVITED',
      coDeeders: [{ firstName: 'Charles', lastName: 'Babbage', email: 'charles@example.com' }],
    });
    // The notary waits until every other owner has signed (src/server/routes/signer.ts).
    expect((await b.status()).checklistStatus).toBe('NOTARY_WAITING_PERIOD');
    // Only once: the step has passed.
    expect(
      (await b.call('POST', '/signing/co-deeders', { coDeeders: [{ firstName: 'Al', lastName: 'Bo', email: 'a@b.co' }] })).statusCode,
    ).toBe(409);
  });

  it('goes straight to the notary for a sole owner', async () => {
    const b = await borrowerAt({ checklistStatus: 'FINAL_OFFER' });
    expect((await b.call('POST', '/signing/sign', { acceptedDocuments: ALL_DOCUMENTS, signatureName: 'ada lovelace' })).statusCode).toBe(
      200,
    );
    expect((await b.status()).checklistStatus).toBe('NOTARY_DISCLOSURE');
  });

  it('refuses to sign before the documents are due, whatever the body', async () => {
    const b = await borrowerAt({ checklistStatus: 'IDENTITY_VERIFICATION' });
    expect((await b.call('POST', '/signing/sign', { acceptedDocuments: [], signatureName: 'Nobody' })).statusCode).toBe(409);
  });
});

describe('the online notary session', () => {
  it('is joined, then completed', async () => {
    const b = await borrowerAt({ checklistStatus: 'NOTARY_DISCLOSURE' });
    expect((await b.call('POST', '/notary/session/complete')).statusCode).toBe(409);
    const joined = await b.call('POST', '/notary/session');
    expect(joined.statusCode).toBe(200);
    expect(joined.json().notarySession).toEqual({ joinedAt: new Date(time).toISOString(), notaryName: expect.any(String) });
    expect((await b.call('POST', '/notary/session/complete')).statusCode).toBe(200);
    expect(await b.status()).toMatchObject({
      checklistStatus: 'RESCISSION',
      primaryParticipantAcceptComplete: true,
      manualDeedSigningComplete: false,
    });
  });

  it('waits while an attorney reviews, and is not offered once an in-person notary is booked', async () => {
    const review = await borrowerAt({ checklistStatus: 'ATTORNEY_REVIEW' });
    expect((await review.call('POST', '/notary/session')).statusCode).toBe(409);
    expect((await review.call('POST', '/notary/appointments', { date: '2026-11-23', time: '09:00' })).statusCode).toBe(409);

    const manual = await borrowerAt({ checklistStatus: 'NOTARY_DISCLOSURE' });
    expect((await manual.call('POST', '/notary/appointments', { date: '2026-11-23', time: '09:00' })).statusCode).toBe(201);
    expect((await manual.status()).checklistStatus).toBe('MANUAL_DEED_SIGNING');
    expect((await manual.call('POST', '/notary/session')).statusCode).toBe(409);
    // At manual deed signing, booking again changes the time.
    const changed = await manual.call('POST', '/notary/appointments', { date: '2026-11-24', time: '14:00' });
    expect(changed.statusCode).toBe(201);
    expect(changed.json().notaryAppointment).toEqual({
      date: '2026-11-24',
      time: '14:00',
      timeZone: 'America/Los_Angeles',
      manual: true,
      notary: { name: expect.any(String), phone: expect.stringMatching(/^\d{10}$/), email: expect.stringContaining('@') },
    });
  });

  it("offers business days only, on the home's clock, by the application's clock", async () => {
    const phoenix = { street1: '7 Saguaro Way', city: 'Phoenix', state: 'AZ', zip: '85004' };
    const b = await borrowerAt({ checklistStatus: 'NOTARY_DISCLOSURE', property: { address: phoenix } });
    // From Friday the 20th to Tuesday the 24th, two days before Thanksgiving.
    expect((await sandboxControl(api.app, b.jwt, b.uuid, 'clock', { advanceDays: 4 })).statusCode).toBe(200);
    const slots = (await b.call('GET', '/notary/slots')).json().slots as Array<{ date: string; time: string; timeZone: string }>;
    expect([...new Set(slots.map((s) => s.date))]).toEqual(['2026-11-25', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(new Set(slots.map((s) => s.timeZone))).toEqual(new Set(['America/Phoenix']));
    expect(slots.slice(0, 2).map((s) => s.time)).toEqual(['09:00', '10:00']);

    const thanksgiving = await b.call('POST', '/notary/appointments', { date: '2026-11-26', time: '09:00' });
    expect(thanksgiving.statusCode).toBe(400);
    expect(thanksgiving.json().message).toBe('That time is no longer available. Please choose another.');
    const booked = await b.call('POST', '/notary/appointments', { date: '2026-11-27', time: '13:00' });
    expect(booked.json().notaryAppointment).toMatchObject({ date: '2026-11-27', time: '13:00', timeZone: 'America/Phoenix' });
  });
});

describe('the right to cancel', () => {
  it('ends at midnight where the home is', async () => {
    const boston = { street1: '1 Harbor St', city: 'Boston', state: 'MA', zip: '02110' };
    const b = await borrowerAt({ checklistStatus: 'RESCISSION', property: { address: boston } });
    // Signed Friday the 20th: Saturday, Monday, Tuesday; midnight in Boston is 05:00 UTC (08:00 in Sacramento).
    const { rescission } = (await b.call('GET', '')).json();
    expect(rescission).toMatchObject({ signedOn: '2026-11-20', lastDay: '2026-11-24', endsAt: '2026-11-25T05:00:00.000Z' });
  });
});

describe('disclosures', () => {
  it('lists the booklet before signing and every document once signing starts', async () => {
    const early = await borrowerAt({ checklistStatus: 'INCOME_VERIFICATION' });
    expect((await early.call('GET', '/disclosures')).json().map((d: { type: string }) => d.type)).toEqual(['CFPB_HELOC_BOOKLET']);
    expect((await early.call('GET', '/signing/documents/CFPB_HELOC_BOOKLET')).statusCode).toBe(200);
    const notReady = await early.call('GET', '/signing/documents/HELOC_AGREEMENT');
    expect(notReady.statusCode).toBe(409);
    // Plain words, never the status the application is at.
    expect(notReady.json().message).toBe("This document isn't ready at this stage of your application.");
    const listNotReady = await early.call('GET', '/signing/documents');
    expect(listNotReady.statusCode).toBe(409);
    expect(listNotReady.json().message).toBe("Your loan documents aren't ready to sign at this stage of your application.");

    const declined = await borrowerAt({ checklistStatus: 'DECLINED' });
    expect((await declined.call('GET', '/disclosures')).statusCode).toBe(200);

    const signing = await borrowerAt({ checklistStatus: 'NOTE_SIGNING' });
    const list = (await signing.call('GET', '/disclosures')).json();
    expect(list.map((d: { type: string }) => d.type)).toEqual(ALL_DOCUMENTS);
    expect(list[0].url).toBe(`${APPLICATION_PATH}/${signing.uuid}/signing/documents/HELOC_AGREEMENT`);
  });
});

describe('ownership', () => {
  it('answers 404 for another borrower on every closing route', async () => {
    const b = await borrowerAt({ checklistStatus: 'NOTE_SIGNING' });
    const { jwt: other } = await registerBorrower(api.app);
    const calls: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/signing/documents'],
      ['GET', '/signing/documents/HELOC_AGREEMENT'],
      ['GET', '/disclosures'],
      ['POST', '/signing/sign', { acceptedDocuments: ALL_DOCUMENTS, signatureName: 'Ada Lovelace' }],
      ['POST', '/signing/co-deeders', { coDeeders: [{ firstName: 'Al', lastName: 'Bo', email: 'a@b.co' }] }],
      ['GET', '/notary/slots'],
      ['POST', '/notary/appointments', { date: '2026-11-23', time: '09:00' }],
      ['POST', '/notary/session'],
      ['POST', '/notary/session/complete'],
    ];
    for (const [method, path, body] of calls) {
      expect((await b.call(method, path, body, other)).statusCode, `${method} ${path}`).toBe(404);
      expect(
        (await api.app.inject({ method, url: `${APPLICATION_PATH}/${b.uuid}${path}`, ...(body ? { payload: body } : {}) })).statusCode,
      ).toBe(401);
    }
    expect((await b.status()).checklistStatus).toBe('NOTE_SIGNING');
  });
});
